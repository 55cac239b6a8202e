import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { matchPath } from '../../shared/paths.ts';
import { type BrowserLike, createHistory, Link, linkClickAction, loadRouteFor, Router, useParams } from './router.tsx';

/** A browser tab: an address, a history stack with its states, and what left for a page load. */
function fakeBrowser(start = 'https://loja.test/store/1') {
  const stack: { url: string; state: unknown }[] = [{ url: start, state: null }];
  let at = 0;
  const popstate: (() => void)[] = [];
  const loads: string[] = [];
  const scrolls: number[] = [];
  const location = {
    get href() {
      return stack[at]?.url ?? '';
    },
    get pathname() {
      return new URL(this.href).pathname;
    },
    get search() {
      return new URL(this.href).search;
    },
    get hash() {
      return new URL(this.href).hash;
    },
    origin: 'https://loja.test',
  };
  const browser: BrowserLike = {
    location,
    history: {
      get state() {
        return stack[at]?.state ?? null;
      },
      pushState(state, _unused, url) {
        stack.splice(at + 1);
        stack.push({ url: new URL(url, location.href).href, state });
        at++;
      },
      replaceState(state, _unused, url) {
        stack[at] = { url: new URL(url, location.href).href, state };
      },
      go(delta) {
        at += delta;
        for (const listener of popstate) listener();
      },
    },
    addEventListener: (_type, listener) => void popstate.push(listener),
    scrollTo: (_x, y) => void scrolls.push(y),
    assign: (url) => void loads.push(`assign ${url}`),
    replace: (url) => void loads.push(`replace ${url}`),
  };
  return { browser, stack: () => stack.map((e) => e.url), loads, scrolls };
}

const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
const origin = 'https://loja.test';

describe('matching a path', () => {
  it("reads a pattern's parameters, decoded, and ignores a trailing slash", () => {
    expect(matchPath('/store/:storeId', '/store/12/')).toEqual({ storeId: '12' });
    expect(matchPath('/privacidade/:storeId', '/privacidade/a%20b')).toEqual({ storeId: 'a b' });
    expect(matchPath('/', '/')).toEqual({});
  });

  it('refuses other paths and a malformed escape (no exception)', () => {
    expect(matchPath('/store/:storeId', '/store')).toBeNull();
    expect(matchPath('/store/:storeId', '/loja-externa/1')).toBeNull();
    expect(matchPath('/store/:storeId', '/store/%E0%A4%A')).toBeNull();
  });
});

describe('a click on a link', () => {
  it('is routed here for a public page of this origin', () => {
    expect(linkClickAction(click, { href: '/checkout/1' }, origin)).toBe('router');
    expect(linkClickAction(click, { href: 'https://loja.test/privacidade/3' }, origin)).toBe('router');
    expect(linkClickAction(click, { href: '/order-success-external?pedido=abc' }, origin)).toBe('router');
  });

  it("loads the page for the owner panel's paths, another origin and unknown paths", () => {
    expect(linkClickAction(click, { href: '/login-lojista' }, origin)).toBe('browser');
    expect(linkClickAction(click, { href: '/cadastrar-loja' }, origin)).toBe('browser');
    expect(linkClickAction(click, { href: '/lojista' }, origin)).toBe('browser');
    expect(linkClickAction(click, { href: 'https://outro.test/store/1' }, origin)).toBe('browser');
    expect(linkClickAction(click, { href: '/nao-existe' }, origin)).toBe('browser');
  });

  it('is left to the browser with a modifier key, another button, a target or a download', () => {
    const href = '/store/1';
    expect(linkClickAction({ ...click, ctrlKey: true }, { href }, origin)).toBe('browser');
    expect(linkClickAction({ ...click, metaKey: true }, { href }, origin)).toBe('browser');
    expect(linkClickAction({ ...click, shiftKey: true }, { href }, origin)).toBe('browser');
    expect(linkClickAction({ ...click, button: 1 }, { href }, origin)).toBe('browser');
    expect(linkClickAction({ ...click, defaultPrevented: true }, { href }, origin)).toBe('browser');
    expect(linkClickAction(click, { href, target: '_blank' }, origin)).toBe('browser');
    expect(linkClickAction(click, { href, download: true }, origin)).toBe('browser');
    expect(linkClickAction(click, { href, target: '', download: false }, origin)).toBe('router');
    expect(linkClickAction(click, { href, target: '_self' }, origin)).toBe('router');
  });
});

describe('the history', () => {
  it('pushes public pages with their state and position, tells its listeners and scrolls to the top', () => {
    const tab = fakeBrowser();
    const history = createHistory(tab.browser);
    let told = 0;
    history.listen(() => told++);
    history.navigate('/checkout/1', { state: { from: 'loja' } });
    expect(tab.stack()).toEqual(['https://loja.test/store/1', 'https://loja.test/checkout/1']);
    expect(history.location()).toMatchObject({ pathname: '/checkout/1', state: { from: 'loja' }, idx: 1 });
    expect(told).toBe(1);
    expect(tab.scrolls).toEqual([0]);
    expect(tab.loads).toEqual([]);
  });

  it('replaces the current entry with replace, keeping its position', () => {
    const tab = fakeBrowser('https://loja.test/checkout');
    const history = createHistory(tab.browser);
    history.navigate('/checkout/7', { replace: true });
    expect(tab.stack()).toEqual(['https://loja.test/checkout/7']);
    expect(history.location()).toMatchObject({ pathname: '/checkout/7', idx: 0 });
  });

  it('follows the back and forward buttons (popstate), without scrolling', () => {
    const tab = fakeBrowser();
    const history = createHistory(tab.browser);
    history.navigate('/checkout/1');
    const seen: string[] = [];
    history.listen(() => seen.push(history.location().pathname));
    history.navigate(-1);
    expect(seen).toEqual(['/store/1']);
    expect(history.location().idx).toBe(0);
    tab.browser.history.go(1);
    expect(seen).toEqual(['/store/1', '/checkout/1']);
    expect(tab.scrolls).toEqual([0]);
  });

  it("loads the owner panel's pages instead of routing them", () => {
    const tab = fakeBrowser();
    const history = createHistory(tab.browser);
    history.navigate('/super-admin');
    history.navigate('/login-lojista', { replace: true });
    expect(tab.loads).toEqual(['assign https://loja.test/super-admin', 'replace https://loja.test/login-lojista']);
    expect(tab.stack()).toEqual(['https://loja.test/store/1']);
  });
});

describe('rendering', () => {
  const html = async (node: React.ReactNode) => {
    const { prelude } = await prerender(node);
    return new Response(prelude).text();
  };
  const notFound = { pattern: '*', title: 'Página não encontrada', load: async () => () => <p>404</p> };
  function Privacy() {
    const { storeId } = useParams();
    return <Link to={`/store/${storeId}`}>Voltar à loja {storeId}</Link>;
  }
  const routes = [{ pattern: '/privacidade/:storeId', load: async () => Privacy }];

  it("renders the matching route's page, lazily loaded, with the address's parameters and a plain link", async () => {
    const history = createHistory(fakeBrowser('https://loja.test/privacidade/5').browser);
    const page = await html(<Router history={history} routes={routes} notFound={notFound} />);
    expect(page).toContain('<a href="/store/5">Voltar à loja <!-- -->5</a>');
  });

  it('draws a page whose code was loaded first at once, without the loading screen', async () => {
    const history = createHistory(fakeBrowser('https://loja.test/privacidade/5').browser);
    const opened = [{ pattern: '/privacidade/:storeId', load: async () => Privacy }];
    const router = <Router history={history} routes={opened} notFound={notFound} />;
    expect(renderToString(router)).not.toContain('Voltar à loja');
    await loadRouteFor(opened, notFound, '/privacidade/5');
    expect(renderToString(router)).toContain('<a href="/store/5">Voltar à loja <!-- -->5</a>');
  });

  it('renders the not-found page for a path no route matches', async () => {
    const history = createHistory(fakeBrowser('https://loja.test/nao-existe').browser);
    expect(await html(<Router history={history} routes={routes} notFound={notFound} />)).toContain('<p>404</p>');
  });
});
