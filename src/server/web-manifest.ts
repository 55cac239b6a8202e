import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPublicPath, matchesPattern, type PathName, paths } from '../shared/paths.ts';

/**
 * The built web app's manifest (dist/web/.vite/manifest.json, written by Vite) and the public pages
 * read from it: the server's preload links (spa.ts), the JavaScript budget (scripts/bundle-report.ts)
 * and the bundle benchmark (bench/bundle.ts) all use the one list below.
 */

/** One entry of the manifest. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The web app's two HTML entries (vite.config.ts): the owner panel's and the public pages' (decision 031). */
export type WebEntry = 'index.html' | 'public.html';

export interface PublicPage {
  /** The route's pattern (src/shared/paths.ts). */
  pattern: string;
  /** The module its route lazy-loads (src/web/public-site/routes.ts, src/web/router.tsx), as the manifest names it. */
  module: string;
  /** The HTML entry the server sends for it. */
  entry: WebEntry;
  /**
   * The most a first load may need, in KB (1,000 bytes) of gzip, for the pages a shop's customers
   * open (`npm run bundle:check`): the size measured when the budget was set plus a small margin
   * (docs/decisions/024-storefront-javascript-budget.md, 031-lean-public-entry.md).
   */
  budgetKb?: number;
}

/** The goal for a storefront page's first load, in KB of gzip (issue 13). */
export const FIRST_LOAD_TARGET_KB = 100;

/** The public pages, whose own code the page the server sends preloads. */
export const publicPages: readonly PublicPage[] = [
  { pattern: paths.home.pattern, module: 'features/landing/landing-page.tsx', entry: 'public.html', budgetKb: 84 },
  { pattern: paths.store.pattern, module: 'features/storefront/store-page.tsx', entry: 'public.html', budgetKb: 98 },
  {
    pattern: paths.externalStore.pattern,
    module: 'features/storefront/external-store-page.tsx',
    entry: 'public.html',
    budgetKb: 95,
  },
  {
    pattern: paths.checkout.pattern,
    module: 'features/storefront/checkout/checkout-page.tsx',
    entry: 'public.html',
    budgetKb: 100,
  },
  {
    pattern: paths.checkoutAny.pattern,
    module: 'features/storefront/checkout/checkout-any-page.tsx',
    entry: 'public.html',
    budgetKb: 83,
  },
  {
    pattern: paths.orderSuccessExternal.pattern,
    module: 'features/storefront/success/order-success-external-page.tsx',
    entry: 'public.html',
    // 95 until the toasts learnt to close when the shop's page is left (95.0 KB then).
    budgetKb: 96,
  },
  {
    pattern: paths.orderSuccess.pattern,
    module: 'features/storefront/success/order-success-page.tsx',
    entry: 'public.html',
    // 82 until it read the order of its `?pedido=` (83.4 KB then, decision 038).
    budgetKb: 85,
  },
  { pattern: paths.survey.pattern, module: 'features/survey/survey-page.tsx', entry: 'public.html', budgetKb: 88 },
  {
    pattern: paths.privacy.pattern,
    module: 'features/storefront/privacy-page.tsx',
    entry: 'public.html',
    budgetKb: 87,
  },
  { pattern: paths.game.pattern, module: 'features/game/game-page.tsx', entry: 'public.html', budgetKb: 87 },
  { pattern: paths.ownerLogin.pattern, module: 'features/auth/owner-login-page.tsx', entry: 'index.html' },
  { pattern: paths.invite.pattern, module: 'features/staff/invite-page.tsx', entry: 'index.html' },
];

/** The HTML entry the server sends for a path: the public one for public pages and unknown paths. */
export function webEntryFor(pathname: string): WebEntry {
  if (isPublicPath(pathname)) return 'public.html';
  // A path of the owner panel (built or not) opens the panel's entry; anything else is the public
  // entry's not-found page (a mistyped shop link costs the customer the lean page only).
  return (Object.keys(paths) as PathName[]).some((name) => matchesPattern(paths[name].pattern, pathname))
    ? 'index.html'
    : 'public.html';
}

/** The manifest of the build in `webDir`, or undefined when there is none (a build without it). */
export function readManifest(webDir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** The manifest key of an HTML entry (the owner panel's index.html unless told). */
export function manifestEntry(manifest: Manifest, entry: WebEntry = 'index.html'): string {
  if (manifest[entry]?.isEntry) return entry;
  // A build of one entry only (before decision 031, or a test's manifest): that one.
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('the manifest has no entry');
  return key;
}

/**
 * The manifest keys a page loads before it renders: the given ones and everything they import
 * statically, transitively (dynamic imports load later, on demand, and are left out), once each,
 * in discovery order. Unknown keys throw: the list of pages is out of date.
 */
export function staticImports(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** The JS files of `staticImports`, once each. */
export function manifestClosure(manifest: Manifest, keys: string[]): string[] {
  return [...new Set(staticImports(manifest, keys).map((key) => (manifest[key] as ManifestChunk).file))];
}
