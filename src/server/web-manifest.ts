import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../shared/paths.ts';

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

export interface PublicPage {
  /** The route's pattern (src/shared/paths.ts). */
  pattern: string;
  /** The module its route lazy-loads (src/web/router.tsx), as the manifest names it. */
  module: string;
  /**
   * The most a first load may need, in KB (1,000 bytes) of gzip, for the pages a shop's customers
   * open (`npm run bundle:check`): the size measured when the budget was set plus a small margin,
   * until the goal of 100 KB is reached (docs/decisions/024-storefront-javascript-budget.md).
   */
  budgetKb?: number;
}

/** The goal for a storefront page's first load, in KB of gzip (issue 13). */
export const FIRST_LOAD_TARGET_KB = 100;

/** The public pages, whose own code the page the server sends preloads. */
export const publicPages: readonly PublicPage[] = [
  { pattern: paths.home.pattern, module: 'features/landing/landing-page.tsx', budgetKb: 124 },
  { pattern: paths.store.pattern, module: 'features/storefront/store-page.tsx', budgetKb: 139 },
  { pattern: paths.externalStore.pattern, module: 'features/storefront/external-store-page.tsx', budgetKb: 137 },
  { pattern: paths.checkout.pattern, module: 'features/storefront/checkout/checkout-page.tsx', budgetKb: 149 },
  { pattern: paths.survey.pattern, module: 'features/survey/survey-page.tsx', budgetKb: 130 },
  { pattern: paths.game.pattern, module: 'features/game/game-page.tsx', budgetKb: 129 },
  { pattern: paths.ownerLogin.pattern, module: 'features/auth/owner-login-page.tsx' },
];

/** The manifest of the build in `webDir`, or undefined when there is none (a build without it). */
export function readManifest(webDir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** The manifest key of the HTML entry (index.html). */
export function manifestEntry(manifest: Manifest): string {
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
