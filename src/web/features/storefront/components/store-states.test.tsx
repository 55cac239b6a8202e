import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../../../api/client.ts';
import { type BrowserLike, createHistory, Router } from '../../../public-site/router.tsx';
import { StoreMissing, storeMissingTitle } from './store-states.tsx';

/** A tab at `url` that never navigates (the screens only draw a link). */
function browserAt(url: string): BrowserLike {
  const { pathname, search, hash, origin } = new URL(url);
  return {
    location: { href: url, pathname, search, hash, origin },
    history: { state: null, pushState() {}, replaceState() {}, go() {} },
    addEventListener() {},
    scrollTo() {},
    assign() {},
    replace() {},
  };
}

async function draw(error?: unknown): Promise<string> {
  const page = () => <StoreMissing error={error} />;
  const routes = [{ pattern: '/store/:storeId', load: async () => page }];
  const notFound = { pattern: '*', load: async () => () => <p>404</p> };
  const history = createHistory(browserAt('https://loja.test/store/7'));
  const { prelude } = await prerender(<Router history={history} routes={routes} notFound={notFound} />);
  return new Response(prelude).text();
}

describe('the page of a shop that cannot be shown', () => {
  const blocked = new ApiClientError(404, 'store_unavailable', 'Esta loja está indisponível no momento.');
  const unknown = new ApiClientError(404, 'not_found', 'Loja não encontrada');

  it('says a blocked shop is unavailable, not that it does not exist', async () => {
    const html = await draw(blocked);
    expect(html).toContain('Esta loja está indisponível no momento.');
    expect(html).not.toContain('Loja não encontrada');
    expect(storeMissingTitle(blocked)).toContain('Loja indisponível');
  });

  it("keeps the spec's 'Loja não encontrada' for an unknown shop or a malformed address", async () => {
    for (const error of [unknown, undefined]) {
      const html = await draw(error);
      expect(html).toContain('Loja não encontrada');
      expect(html).not.toContain('indisponível no momento');
      expect(storeMissingTitle(error)).toContain('Loja não encontrada');
    }
  });
});
