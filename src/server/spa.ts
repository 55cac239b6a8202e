import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../shared/errors.ts';
import type { PageData } from '../shared/page-data.ts';
import { isKnownPath, matchesPattern } from '../shared/paths.ts';
import { compressPage } from './compress-page.ts';
import { TooManyRequestsError } from './errors.ts';
import {
  type Manifest,
  manifestEntry,
  publicPages,
  readManifest,
  staticImports,
  type WebEntry,
  webEntryFor,
} from './web-manifest.ts';

/** What a shared link shows (Open Graph), written into the page the server sends. */
export interface PageMeta {
  title: string;
  description: string;
  /**
   * Absolute URLs, from PUBLIC_URL (never the request's Host header, which the client writes); left
   * out when there is none.
   */
  url?: string;
  image?: string;
  /** The picture's type, size and text, when known: a preview can be laid out before the picture is fetched. */
  imageInfo?: { type: string; width: number; height: number; alt: string };
}

/** What the server writes into a page it knows: its link preview, and tags added to its head. */
export interface DescribedPage {
  meta?: PageMeta;
  /** Markup put at the end of <head> as it is (the caller escapes what it writes). */
  head?: string;
  /**
   * An object that lives as long as what the page shows (a shop's cached data): the compressed
   * page is kept with it, per path, and sent again until it goes.
   */
  reuse?: object;
  /**
   * Told the bytes of each thing kept with `reuse` (the page drawn from it, its compressed copies),
   * so that whoever keeps `reuse` can count them (the storefront cache's cap).
   */
  kept?: (bytes: number) => void;
  /** What the page is drawn from on the server (see RenderPage); without it the browser draws it. */
  render?: ServerPageData;
  /** The page holds one visitor's data (their order, their play): no cache may keep it (no-store). */
  personal?: boolean;
}

/** What the server holds for a page it draws (src/shared/page-data.ts). */
export type ServerPageData = PageData;

/**
 * Draws a public page to the HTML the browser's first render would make, which the browser then
 * hydrates: the build's dist/ssr/server-entry.js (src/web/public-site/server-entry.tsx).
 */
export type RenderPage = (pathname: string, data: ServerPageData, search?: string) => Promise<string>;

/** The build's renderer of the public pages, next to the web app's files; null without one. */
export async function loadPageRenderer(webDir: string): Promise<RenderPage | null> {
  const file = join(webDir, '..', 'ssr', 'server-entry.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPublicPage?: RenderPage };
  return module.renderPublicPage ?? null;
}

/**
 * The one inline script of a page the server drew. After the first paint is on screen (the
 * 'first-contentful-paint' entry, given once the frame is presented; without Paint Timing, the task
 * after the first frame), it lets the page use Inter (the first paint is in the fallback fonts, see
 * withScriptsAfterPaint) and adds the page's module preloads and its entry, named by the script's
 * own `data-entry` and `data-preload` (a hash of the Content-Security-Policy covers the text only,
 * so the text is the same on every page). A tab that paints nothing (opened in the background)
 * starts them on its `load`, and any tab 2 s after it at the latest. Before that, nothing but the
 * stylesheet and the photos the page shows is fetched: the paint waits for no script and no font
 * (decision 037).
 */
export const PAGE_LOADER = [
  '(function(){var d=document,s=d.currentScript.dataset,done=0;',
  'function add(tag,props){var e=d.createElement(tag);e.crossOrigin="";for(var k in props)e[k]=props[k];d.head.appendChild(e)}',
  'function go(){if(done)return;done=1;d.documentElement.removeAttribute("data-fallback-font");',
  '(s.preload?s.preload.split(" "):[]).forEach(function(h){add("link",{rel:"modulepreload",href:h})});',
  'add("script",{type:"module",src:s.entry})}',
  'var P=typeof PerformanceObserver=="function"&&PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(list,observer){',
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}',
  '}).observe({type:"paint",buffered:true});',
  'else requestAnimationFrame(function(){setTimeout(go,0)});',
  'addEventListener("load",function(){setTimeout(go,d.hidden?0:2000)})})()',
].join('');

/** PAGE_LOADER's source for the Content-Security-Policy's script-src, hashed from its text. */
export const PAGE_LOADER_SOURCE = `'sha256-${createHash('sha256').update(PAGE_LOADER).digest('base64')}'`;

/** A tag's attribute, as the build writes it (`name="value"`). */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/**
 * A page the server drew, made to paint before any script or font: its module scripts and module
 * preloads go into PAGE_LOADER's tag at the end of the body, which adds them after the first
 * paint; the font's preload goes, and `<html data-fallback-font>` keeps Inter out of the first
 * paint (src/web/styles.css), so that its layout does not ask for it: the text paints at once in
 * the fallback font, and Inter replaces it when it comes (`font-display: swap`).
 */
export function withScriptsAfterPaint(html: string): string {
  let entry: string | undefined;
  const preloads: string[] = [];
  const page = html
    .replace(/<script type="module"[^>]*><\/script>\s*/g, (tag) => {
      entry ??= attribute(tag, 'src');
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, (tag) => {
      const href = attribute(tag, 'href');
      if (href) preloads.push(href);
      return '';
    })
    .replace(/<link rel="preload"[^>]*as="font"[^>]*>\s*/g, '')
    .replace(/<html(?=[\s>])/, '<html data-fallback-font');
  if (!entry) return html;
  const loader = `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${PAGE_LOADER}</script>`;
  // The shell's own </body>, the last one (the page's text cannot hold one: it is escaped).
  const end = page.lastIndexOf('</body>');
  return end < 0 ? html : `${page.slice(0, end)}  ${loader}\n  ${page.slice(end)}`;
}

/** The page's HTML inside the shell's empty root element. */
export function withRenderedRoot(shell: string, html: string): string {
  return shell.replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
}

/**
 * Public pages that need no data, drawn by the server once per process: the landing page, and the
 * not-found page (the same for every unknown path, kept as `NOT_FOUND_PAGE`). Their compressed
 * copies are kept with this object.
 */
const DRAWN_WITHOUT_DATA = new Set(['/']);
const NOT_FOUND_PAGE = '*';
const pagesWithoutData = {};

/** Paths kept per reused object (a shop's pages: a handful), however many are asked for. */
const REUSED_PAGES_PER_OBJECT = 16;

/**
 * Values kept with an object that lives as long as what they show (a shop's cached data), per
 * path, at most REUSED_PAGES_PER_OBJECT paths an object: they go with it.
 */
class KeptPerPath<T> {
  private readonly byOwner = new WeakMap<object, Map<string, T>>();

  get(owner: object, path: string): T | undefined {
    return this.byOwner.get(owner)?.get(path);
  }

  set(owner: object, path: string, value: T): T {
    let paths = this.byOwner.get(owner);
    if (!paths) {
      paths = new Map();
      this.byOwner.set(owner, paths);
    } else if (!paths.has(path) && paths.size >= REUSED_PAGES_PER_OBJECT) {
      paths.clear();
    }
    paths.set(path, value);
    return value;
  }
}

/** A page's compressed copies that tell `kept` the size of each new one. */
class CountedMap extends Map<string, Buffer> {
  constructor(private readonly kept: (bytes: number) => void) {
    super();
  }

  override set(encoding: string, body: Buffer): this {
    if (!this.has(encoding)) this.kept(body.length);
    return super.set(encoding, body);
  }
}

/**
 * Describes a page: its preview and extra head tags, 'not_found' (the app will show its not-found
 * screen, sent with status 404), or null to send the page as it is. A TooManyRequestsError it
 * throws (a per-address limit of what reaches the database) sends the page as it is with status
 * 429 and Retry-After.
 */
export type DescribePage = (request: FastifyRequest, pathname: string) => Promise<DescribedPage | 'not_found' | null>;

/**
 * JSON to put inside a `<script type="application/json">`: `<` written as its escape, so no text
 * in it (a product named `</script>`, say) can close the element or open a comment.
 */
export function jsonForScript(json: string): string {
  return json.replace(/</g, '\\u003c');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** index.html with the page's title, description and Open Graph tags in place of the defaults. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', 'FidelizaLoja'],
    ['og:locale', 'pt_BR'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ...(meta.url ? [['og:url', meta.url]] : []),
    ...(meta.image ? [['og:image', meta.image]] : []),
    ...(meta.image && meta.imageInfo
      ? [
          ['og:image:type', meta.imageInfo.type],
          ['og:image:width', String(meta.imageInfo.width)],
          ['og:image:height', String(meta.imageInfo.height)],
          ['og:image:alt', meta.imageInfo.alt],
        ]
      : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content ?? '')}" />`)
    .concat(`<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`)
    .join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `  ${tags}\n  </head>`);
}

/**
 * Per route pattern, the `<link rel="modulepreload">` tags of its chunk and of everything that chunk
 * imports statically, leaving out what its HTML entry already loads (the entry and its imports).
 * The browser then fetches the page's code alongside the entry instead of after it has run.
 */
export function routePreloadTags(manifest: Manifest): Map<string, string> {
  const tags = new Map<string, string>();
  if (!Object.values(manifest).some((chunk) => chunk.isEntry)) return tags;
  for (const { pattern, module, entry } of publicPages) {
    if (!manifest[module]) continue;
    const loaded = new Set(staticImports(manifest, [manifestEntry(manifest, entry)]));
    const links = staticImports(manifest, [module])
      .filter((key) => !loaded.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]?.file ?? '')}">`);
    tags.set(pattern, links.join('\n    '));
  }
  return tags;
}

/** The preload tags for a path (empty when it is not one of the preloaded routes). */
export function preloadTagsFor(tags: Map<string, string>, pathname: string): string {
  for (const [pattern, links] of tags) if (matchesPattern(pattern, pathname)) return links;
  return '';
}

/**
 * Whether a path belongs to the API: /api and below, in any letter case and percent-encoding
 * (the router is case-sensitive, so /API/... reaches the not-found handler and must answer JSON).
 */
export function isApiPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: judge the path as it came.
  }
  return /^\/+api(?:\/|$)/i.test(decoded);
}

/**
 * Serves the built web app: hashed assets cached for a year, the HTML never cached, and for every
 * GET outside /api the app's page, with status 404 for a path the app does not have: public.html
 * for the pages a shop's customers open and unknown paths, index.html for the owner panel.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDir: string,
  describePage?: DescribePage,
  /** Draws the pages described with `render` (default: the build's renderer, if any). */
  renderPage?: RenderPage | null,
): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      // The build writes name.br and name.gz next to each text file (scripts/build-lib.mjs): sent
      // to the browsers that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      wildcard: false,
      // Source maps would publish the app's whole source: never served, even if a build left one.
      // Nor is the build's manifest (dist/web/.vite), read by the server only.
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/.vite/'),
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';
  // The public pages' entry (decision 031); a build without it serves every page from index.html.
  const publicFile = join(webDir, 'public.html');
  const publicHtml = hasWeb && existsSync(publicFile) ? readFileSync(publicFile, 'utf8') : indexHtml;
  const shells: Record<WebEntry, string> = { 'index.html': indexHtml, 'public.html': publicHtml };
  /** Each shell's brotli and gzip bodies, compressed once. */
  const shellCompressed: Record<WebEntry, Map<string, Buffer>> = {
    'index.html': new Map(),
    'public.html': new Map(),
  };
  /** Compressed pages kept with their `reuse` object: path → encoding → bytes. */
  const reusedPages = new KeptPerPath<Map<string, Buffer>>();
  const reusedPage = (owner: object, path: string, kept?: (bytes: number) => void): Map<string, Buffer> =>
    reusedPages.get(owner, path) ?? reusedPages.set(owner, path, kept ? new CountedMap(kept) : new Map());
  const preloads = hasWeb ? routePreloadTags(readManifest(webDir) ?? {}) : new Map<string, string>();
  const render = renderPage === undefined ? (hasWeb ? await loadPageRenderer(webDir) : null) : renderPage;
  /** Pages drawn by the server, kept with their `reuse` object: path → HTML of the root. */
  const renderedPages = new KeptPerPath<string>();
  const drawn = async (
    request: FastifyRequest,
    pathname: string,
    found: DescribedPage,
    /** The path the drawn page is kept under (all unknown paths share the not-found page's). */
    keptAs: string,
  ): Promise<string | null> => {
    if (!render || !found.render) return null;
    const hit = found.reuse ? renderedPages.get(found.reuse, keptAs) : undefined;
    if (hit !== undefined) return hit;
    try {
      const query = request.url.indexOf('?');
      const search = query < 0 ? '' : request.url.slice(query);
      const html = await render(pathname, found.render, found.reuse ? '' : search);
      if (!found.reuse) return html;
      found.kept?.(Buffer.byteLength(html));
      return renderedPages.set(found.reuse, keptAs, html);
    } catch (err) {
      // The browser draws the page itself, as it does without a renderer.
      request.log.warn({ err }, 'page render failed');
      return null;
    }
  };

  // An unknown API path counts in the per-process flood guard like any API route (the web app's
  // pages do not: the guard's allow-list leaves them out).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!hasWeb || isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: { code: 'not_found', message: messages.notFound } });
    }
    const known = isKnownPath(pathname);
    let limited: TooManyRequestsError | null = null;
    // A link preview is a nicety: if it fails, the page is still sent, as it is.
    const described =
      known && describePage
        ? await describePage(request, pathname).catch((err: unknown) => {
            if (err instanceof TooManyRequestsError) limited = err;
            else request.log.warn({ err }, 'page description failed');
            return null;
          })
        : null;
    if (limited) {
      // Past a limit: the page as it is (its own call to the API will say why), without the database.
      const { retryAfterSeconds } = limited as TooManyRequestsError;
      return reply
        .status(429)
        .header('retry-after', String(retryAfterSeconds))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(compressPage(request, reply, shells[webEntryFor(pathname)], shellCompressed[webEntryFor(pathname)]));
    }
    const entry = webEntryFor(pathname);
    const shell = shells[entry];
    const found: DescribedPage | null =
      described && described !== 'not_found'
        ? described
        : described === null && (DRAWN_WITHOUT_DATA.has(pathname) || !known)
          ? { render: {}, reuse: pagesWithoutData }
          : null;
    const keptAs = known ? pathname : NOT_FOUND_PAGE;
    const root = found ? await drawn(request, pathname, found, keptAs) : null;
    /** The page as sent: built only when no kept compressed copy of it answers the request. */
    const build = (): string => {
      const withMeta = found?.meta ? withPageMeta(shell, found.meta) : shell;
      const html = root === null ? withMeta : withRenderedRoot(withMeta, root);
      const head = [known ? preloadTagsFor(preloads, pathname) : '', found?.head ?? ''].filter(Boolean).join('\n    ');
      const withHead = head ? html.replace('</head>', () => `  ${head}\n  </head>`) : html;
      // A page the server drew paints without its code: the code is added after the first paint.
      return root === null ? withHead : withScriptsAfterPaint(withHead);
    };
    reply
      .status(known && described !== 'not_found' ? 200 : 404)
      .header('cache-control', found?.personal ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8');
    if (found?.reuse) {
      // Everything the page holds comes with its reused object and its path: its compressed copy
      // (made quickly, once per shop change) is sent again while the shop's data holds.
      return reply.send(compressPage(request, reply, build, reusedPage(found.reuse, keptAs, found.kept), false));
    }
    const page = build();
    return reply.send(
      page === shell ? compressPage(request, reply, page, shellCompressed[entry]) : compressPage(request, reply, page),
    );
  });
}
