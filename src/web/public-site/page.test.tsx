import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type PublicPathName, paths, publicPathNames } from '../../shared/paths.ts';
import { type LoadedPage, PublicPage, useParams, useSearchParams } from './page.tsx';
import { notFound, routeFor } from './routes.ts';

/** An address of each public path (its parameters filled in). */
const addressOf: Record<PublicPathName, string> = {
  home: '/',
  store: '/store/5',
  externalStore: '/loja-externa/5',
  checkout: '/checkout/5',
  checkoutAny: '/checkout',
  orderSuccessExternal: '/order-success-external',
  orderSuccess: '/order-success',
  survey: '/pesquisa-satisfacao/5',
  privacy: '/privacidade/5',
  game: '/roleta-sorte',
};

describe('the public route table (src/shared/paths.ts)', () => {
  it.each(publicPathNames)('%s: its address opens its own page', (name) => {
    expect(routeFor(addressOf[name]).pattern).toBe(paths[name].pattern);
  });

  it('opens the not-found page for any other path, the owner panel included', () => {
    for (const path of ['/nao-existe', '/store', '/store/5/extra', '/lojista', '/store/%E0%A4%A']) {
      expect(routeFor(path)).toBe(notFound);
    }
  });
});

describe('PublicPage', () => {
  function Privacy() {
    const { storeId } = useParams();
    const pedido = useSearchParams().get('pedido');
    return (
      <a href={paths.store.href(storeId ?? '')}>
        Voltar à loja {storeId} {pedido}
      </a>
    );
  }
  const page: LoadedPage = { route: routeFor('/privacidade/5'), Page: Privacy, params: { storeId: '5' } };

  it("draws the page with its address's parameters and query, links plain", () => {
    const html = renderToString(
      <PublicPage page={page} address={{ pathname: '/privacidade/5', search: '?pedido=ab' }} />,
    );
    expect(html).toBe('<a href="/store/5">Voltar à loja <!-- -->5<!-- --> <!-- -->ab</a>');
  });
});
