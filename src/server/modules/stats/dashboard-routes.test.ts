import { beforeAll, describe, expect, it } from 'vitest';
import { saoPauloToday } from '../../../shared/calendar.ts';
import { dashboardMessages } from '../../../shared/contracts/dashboard.ts';
import {
  deleteSeller,
  insertCustomer,
  insertManySales,
  insertOrder,
  insertSale,
  insertSeller,
} from '../../test/dashboard-fixtures.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertShop } from '../../test/storefront-fixtures.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/**
 * A shop's November 2026, computed by hand. Friday 27 (week Sunday 22 to Saturday 28):
 *   counter  10:15 Ana/Joana 50,00 · 10:40 Bruno/Pedro 25,01 · 10:50 Eva/Rui 0,00
 *            22:30 (01:30 UTC on the 28th) 6,99 · 23:30 Ana/Marcos (deleted seller) 10,00
 *   online   12:00 Bruno 40,00 · 15:00 15,00 · 18:00 10,00
 *   → 8 sales, R$ 157,00, ticket 157,00 / 8 = 19,625 → R$ 19,63 (half up).
 * Wednesday 25: counter 12:00 Carla/Joana 90,00. Monday 2: counter Davi/Pedro 30,00.
 * Outside the month: 31 October 23:59 and 1 December 00:00 (São Paulo).
 */
describe('sales dashboard', () => {
  let shop: { id: number; cookie: string };

  beforeAll(async () => {
    shop = await registerAndLogin(ctx.app);
    const s = shop.id;
    const [ana, bruno, carla, davi, eva] = await Promise.all(
      ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Davi Rocha', 'Eva Nunes'].map((n) => insertCustomer(db(), s, n)),
    );
    const joana = await insertSeller(db(), s, 'Joana');
    const pedro = await insertSeller(db(), s, 'Pedro');
    const rui = await insertSeller(db(), s, 'Rui');
    const marcos = await insertSeller(db(), s, 'Marcos');
    if (!ana || !bruno || !carla || !davi || !eva) throw new Error('customers');

    await insertSale(db(), s, '2026-11-27T10:15:00-03:00', 5000, { customer: ana, seller: joana });
    await insertSale(db(), s, '2026-11-27T10:40:00-03:00', 2501, { customer: bruno, seller: pedro });
    await insertSale(db(), s, '2026-11-27T10:50:00-03:00', 0, { customer: eva, seller: rui });
    await insertSale(db(), s, '2026-11-28T01:30:00Z', 699);
    await insertSale(db(), s, '2026-11-27T23:30:00-03:00', 1000, { customer: ana, seller: marcos });
    await deleteSeller(db(), marcos.id);
    await insertOrder(db(), s, '2026-11-27T12:00:00-03:00', 4000, bruno);
    await insertOrder(db(), s, '2026-11-27T15:00:00-03:00', 1500);
    await insertOrder(db(), s, '2026-11-27T18:00:00-03:00', 1000);
    await insertSale(db(), s, '2026-11-25T12:00:00-03:00', 9000, { customer: carla, seller: joana });
    await insertSale(db(), s, '2026-11-02T09:00:00-03:00', 3000, { customer: davi, seller: pedro });
    await insertSale(db(), s, '2026-10-31T23:59:59-03:00', 88_888, { customer: davi, seller: pedro });
    await insertSale(db(), s, '2026-12-01T00:00:00-03:00', 99_999, { customer: ana, seller: pedro });

    // Another shop sells on the same days, with its own customers and sellers: none of it counts.
    const other = await insertShop(db());
    const stranger = await insertCustomer(db(), other.id, 'Cliente de Outra Loja');
    const otherSeller = await insertSeller(db(), other.id, 'Vendedor de Outra Loja');
    await insertSale(db(), other.id, '2026-11-27T11:00:00-03:00', 500_000, { customer: stranger, seller: otherSeller });
    await insertOrder(db(), other.id, '2026-11-27T11:00:00-03:00', 300_000, stranger);
  });

  it('a day: totals, average ticket half up, channels, 24 hours and the top 3s above zero', async () => {
    const res = await get('/api/stats/dashboard?periodo=dia&data=2026-11-27', shop.cookie);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      periodo: 'dia',
      de: '2026-11-27',
      ate: '2026-11-27',
      totalCents: 15_700,
      vendas: 8,
      ticketMedioCents: 1963,
      canais: [
        { canal: 'balcao', totalCents: 9200, vendas: 5 },
        { canal: 'online', totalCents: 6500, vendas: 3 },
      ],
      topClientes: [
        { nome: 'Bruno Lima', totalCents: 6501, compras: 2 },
        { nome: 'Ana Souza', totalCents: 6000, compras: 2 },
      ],
      topVendedores: [
        { nome: 'Joana', totalCents: 5000, vendas: 1 },
        { nome: 'Pedro', totalCents: 2501, vendas: 1 },
        { nome: 'Marcos', totalCents: 1000, vendas: 1 },
      ],
    });
    expect(d.serie).toHaveLength(24);
    expect(d.serie[0]).toEqual({ chave: '00', totalCents: 0, vendas: 0 });
    const busy = d.serie.filter((h: { vendas: number }) => h.vendas > 0);
    expect(busy).toEqual([
      { chave: '10', totalCents: 7501, vendas: 3 },
      { chave: '12', totalCents: 4000, vendas: 1 },
      { chave: '15', totalCents: 1500, vendas: 1 },
      { chave: '18', totalCents: 1000, vendas: 1 },
      // 01:30 UTC on the 28th is 22:30 on the 27th in São Paulo.
      { chave: '22', totalCents: 699, vendas: 1 },
      { chave: '23', totalCents: 1000, vendas: 1 },
    ]);
  });

  it('a week from Sunday to Saturday, with every day in the series', async () => {
    const res = await get('/api/stats/dashboard?periodo=semana&data=2026-11-27', shop.cookie);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ de: '2026-11-22', ate: '2026-11-28', totalCents: 24_700, vendas: 9 });
    // 247,00 / 9 = 27,444... → R$ 27,44
    expect(d.ticketMedioCents).toBe(2744);
    expect(d.serie.map((p: { chave: string }) => p.chave)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(d.serie[3]).toEqual({ chave: '2026-11-25', totalCents: 9000, vendas: 1 });
    expect(d.serie[5]).toEqual({ chave: '2026-11-27', totalCents: 15_700, vendas: 8 });
    expect(d.serie[6]).toEqual({ chave: '2026-11-28', totalCents: 0, vendas: 0 });
    expect(d.topClientes.map((c: { nome: string }) => c.nome)).toEqual(['Carla Dias', 'Bruno Lima', 'Ana Souza']);
    expect(d.topVendedores[0]).toEqual({ nome: 'Joana', totalCents: 14_000, vendas: 2 });
  });

  it('a month: its edges in São Paulo time, and the top 3 only', async () => {
    const res = await get('/api/stats/dashboard?periodo=mes&data=2026-11-01', shop.cookie);
    const d = res.json();
    expect(d).toMatchObject({
      de: '2026-11-01',
      ate: '2026-11-30',
      totalCents: 27_700,
      vendas: 10,
      ticketMedioCents: 2770,
      topClientes: [
        { nome: 'Carla Dias', totalCents: 9000, compras: 1 },
        { nome: 'Bruno Lima', totalCents: 6501, compras: 2 },
        { nome: 'Ana Souza', totalCents: 6000, compras: 2 },
      ],
      topVendedores: [
        { nome: 'Joana', totalCents: 14_000, vendas: 2 },
        { nome: 'Pedro', totalCents: 5501, vendas: 2 },
        { nome: 'Marcos', totalCents: 1000, vendas: 1 },
      ],
    });
    expect(d.serie).toHaveLength(30);
    expect(d.serie[1]).toEqual({ chave: '2026-11-02', totalCents: 3000, vendas: 1 });
  });

  it('an empty shop: zeros and empty lists; without a day, the period of today in São Paulo', async () => {
    const empty = await registerAndLogin(ctx.app);
    const res = await get('/api/stats/dashboard?periodo=dia', empty.cookie);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    const today = saoPauloToday();
    expect(d).toMatchObject({
      periodo: 'dia',
      de: today,
      ate: today,
      hoje: today,
      totalCents: 0,
      vendas: 0,
      ticketMedioCents: 0,
      canais: [
        { canal: 'balcao', totalCents: 0, vendas: 0 },
        { canal: 'online', totalCents: 0, vendas: 0 },
      ],
      topClientes: [],
      topVendedores: [],
    });
    expect(d.serie).toHaveLength(24);
    expect(d.serie.every((h: { vendas: number; totalCents: number }) => h.vendas === 0 && h.totalCents === 0)).toBe(
      true,
    );
  });

  it('counts every sale of a large period (well past 1,000) and exports them all, in time order', async () => {
    const big = await registerAndLogin(ctx.app);
    // 1,500 sales of R$ 12,34 in March 2026, three at each instant: the export pages past ties.
    await insertManySales(db(), big.id, 1500, {
      start: '2026-03-01T08:00:00-03:00',
      stepSeconds: 1500,
      totalCents: 1234,
      perInstant: 3,
    });
    await insertOrder(db(), big.id, '2026-03-31T23:59:00-03:00', 5000);
    const res = await get('/api/stats/dashboard?periodo=mes&data=2026-03-15', big.cookie);
    expect(res.json()).toMatchObject({ vendas: 1501, totalCents: 1500 * 1234 + 5000 });

    const csv = await get('/api/stats/dashboard/export.csv?periodo=mes&data=2026-03-15', big.cookie);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(1501);
    const numbers = rows.slice(0, -1).map((r) => Number(r.split(';')[3]));
    expect(new Set(numbers).size).toBe(1500);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(rows[0]).toMatch(/^01\/03\/2026;08:00;Balcão;\d+;;;;;12,34$/);
    expect(rows.at(-1)).toMatch(/^31\/03\/2026;23:59;Online;1;Cliente \d+;[\d.-]+;;PIX;50,00$/);
  });

  it('refuses a bad period or day with 400 in the error shape, and needs a signed-in shop', async () => {
    for (const [query, message] of [
      ['periodo=ano', dashboardMessages.periodInvalid],
      ['', dashboardMessages.periodInvalid],
      ['periodo=dia&data=2026-02-30', dashboardMessages.dayInvalid],
      ['periodo=semana&data=27/11/2026', dashboardMessages.dayInvalid],
      ['periodo=mes&data=0001-01-01', dashboardMessages.dayInvalid],
    ] as const) {
      for (const path of ['/api/stats/dashboard', '/api/stats/dashboard/export.csv']) {
        const res = await get(`${path}?${query}`, shop.cookie);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().error).toMatchObject({ code: expect.any(String), message });
      }
    }
    expect((await get('/api/stats/dashboard?periodo=dia')).statusCode).toBe(401);
    expect((await get('/api/stats/dashboard/export.csv?periodo=dia')).statusCode).toBe(401);
  });

  it("exports the period's sales as CSV for Excel in pt-BR", async () => {
    const csvShop = await registerAndLogin(ctx.app);
    const s = csvShop.id;
    const customer = await insertCustomer(db(), s, 'Silva; "Zé" da Esquina');
    const seller = await insertSeller(db(), s, '=HYPERLINK("http://mal.example")');
    const first = await insertSale(db(), s, '2026-11-27T10:15:00-03:00', 123_450, {
      customer: { ...customer, cpf: '52998224725' },
      seller: { id: seller.id, name: seller.name },
      payments: ['pix', 'dinheiro', 'pix'],
    });
    const late = await insertSale(db(), s, '2026-11-28T01:30:00Z', 5);
    await insertOrder(db(), s, '2026-11-27T12:00:00-03:00', 4000, { nome: 'Rua 1\nCasa 2' });
    await insertSale(db(), s, '2026-11-26T12:00:00-03:00', 777);

    const res = await get('/api/stats/dashboard/export.csv?periodo=dia&data=2026-11-27', csvShop.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="vendas-2026-11-27.csv"');
    const bytes = res.rawPayload;
    // UTF-8 with a byte order mark, so Excel reads the accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const [header, counter, online, night, end] = text.split(/\r\n(?=\d{2}\/|$)/);
    expect(header).toBe('\uFEFFData;Hora;Canal;Número;Cliente;CPF;Vendedor;Pagamento;Total (R$)');
    // Quotes doubled inside a quoted field; a formula neutralised; each payment type once.
    expect(counter).toBe(
      `27/11/2026;10:15;Balcão;${first.number};"Silva; ""Zé"" da Esquina";529.982.247-25;"'=HYPERLINK(""http://mal.example"")";PIX + Dinheiro;1234,50`,
    );
    // A line break inside a field is quoted (the field keeps its own CRLF-free text).
    expect(online).toMatch(/^27\/11\/2026;12:00;Online;1;"Rua 1\nCasa 2";\d{3}\.\d{3}\.\d{3}-\d{2};;PIX;40,00$/);
    // 01:30 UTC on the 28th is 22:30 on the 27th in São Paulo.
    expect(night).toBe(`27/11/2026;22:30;Balcão;${late.number};;;;Dinheiro;0,05`);
    expect(end).toBe('');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\r')).toBe(false);

    const month = await get('/api/stats/dashboard/export.csv?periodo=mes&data=2026-11-27', csvShop.cookie);
    expect(month.headers['content-disposition']).toBe('attachment; filename="vendas-2026-11-01-a-2026-11-30.csv"');
    expect(rows(month.rawPayload)).toHaveLength(4);
  });
});

/** The data lines of an export (header and the final empty line left out). */
function rows(bytes: Buffer): string[] {
  return bytes.toString('utf8').split('\r\n').slice(1, -1);
}
