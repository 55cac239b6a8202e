import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProduct } from '../../shared/contracts/products.ts';
import type { Storefront } from '../../shared/contracts/storefront.ts';
import { drawnAtOf } from './app.tsx';
import { renderPublicPage } from './server-entry.tsx';

const product = (id: number, overrides: Partial<PublicProduct> = {}): PublicProduct => ({
  id,
  code: id,
  name: `Produto ${id}`,
  priceCents: 100 * id + 50,
  category: 'Pães',
  description: `Descrição ${id}`,
  stock: id % 5 === 0 ? 0 : 10 + id,
  imageUrl: null,
  originalPriceCents: null,
  ...overrides,
});

const storefront = (products: PublicProduct[]): Storefront => ({
  store: {
    id: 7,
    nomeEmpresa: 'Padaria Pão Quente',
    segmento: 'Padaria',
    description: 'Pães e bolos',
    endereco: 'Rua das Flores, 10',
    cidade: 'Campinas',
    telefone: '19987654321',
    email: 'contato@padaria.test',
    horarios: null,
    avaliacao: { media: 4.5, total: 12 },
    logoUrl: null,
    fotoUrl: null,
  } as Storefront['store'],
  products,
  promocao: null,
});

/** The page's text, tags and React's comment markers out, entities read. */
const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('renderPublicPage', () => {
  it("draws a shop's page with every product, its price and stock, and the shop's facts", async () => {
    const products = Array.from({ length: 30 }, (_, i) => product(i + 1));
    const page = text(await renderPublicPage('/store/7', { storefront: storefront(products) }));
    expect(page).toContain('Padaria Pão Quente');
    expect(page).toContain('Rua das Flores, 10');
    expect(page).toContain('Horário de funcionamento');
    expect(page).toContain('Produtos (30)');
    // All 30, not the first screen's 6 the browser draws first when it draws the page alone.
    for (const p of products) expect(page).toContain(p.name);
    expect(page).toContain('R$ 1,50');
    expect(page).toContain('R$ 30,50');
    expect(page).toContain('Estoque: 11');
    expect(page).toContain('Sem Estoque');
  });

  it("draws the shop's external page from the same data", async () => {
    const page = text(await renderPublicPage('/loja-externa/7', { storefront: storefront([product(1)]) }));
    expect(page).toContain('Padaria Pão Quente');
    expect(page).toContain('Produto 1');
  });

  it("writes a product's name as text: markup in it stays text", async () => {
    const name = '</script><img src=x onerror=alert(1)>';
    const html = await renderPublicPage('/store/7', { storefront: storefront([product(1, { name })]) });
    expect(html).not.toContain('<img src=x');
    expect(text(html)).toContain(name);
  });

  it('draws what the browser draws before its data for a page the server has none for', async () => {
    const html = await renderPublicPage('/store/7', {});
    expect(text(html)).not.toContain('Padaria');
    expect(html).toContain('role="status"');
  });

  it('draws the landing page and the not-found page without data', async () => {
    expect(text(await renderPublicPage('/', {}))).toContain('FidelizaLoja');
    expect(text(await renderPublicPage('/nao-existe', {}))).toContain('Página não encontrada');
  });

  it("keeps no shop's data between renders", async () => {
    await renderPublicPage('/store/7', { storefront: storefront([product(1, { name: 'Broa de milho' })]) });
    const next = text(await renderPublicPage('/store/7', { storefront: storefront([product(2)]) }));
    expect(next).not.toContain('Broa de milho');
    expect(next).toContain('Produto 2');
  });

  describe('what depends on the clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const everyDay = Array.from({ length: 7 }, () => ({ aberto: true, abre: '08:00', fecha: '18:00' }));
    const withHours = (): Storefront => {
      const data = storefront([product(1)]);
      return { ...data, store: { ...data.store, horarios: everyDay } };
    };

    it('is drawn for the time written in the page, which the browser reads back to hydrate it', async () => {
      const morning = new Date('2026-11-23T10:00:00-03:00');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(morning);
      const open = await renderPublicPage('/store/7', { storefront: withHours() });
      expect(open).toContain(`data-drawn-at="${morning.getTime()}"`);
      expect(text(open)).toContain('Aberto agora');
      const root = { firstElementChild: { getAttribute: () => String(morning.getTime()) } } as unknown as Element;
      expect(drawnAtOf(root)).toBe(morning.getTime());

      vi.setSystemTime(new Date('2026-11-23T20:00:00-03:00'));
      expect(text(await renderPublicPage('/store/7', { storefront: withHours() }))).toContain('Fechado agora');
    });

    it('reads no time from a page the server did not draw', () => {
      expect(drawnAtOf({ firstElementChild: null } as unknown as Element)).toBeUndefined();
      const blank = { firstElementChild: { getAttribute: () => null } } as unknown as Element;
      expect(drawnAtOf(blank)).toBeUndefined();
    });
  });
});
