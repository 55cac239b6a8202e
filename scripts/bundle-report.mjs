// `npm run bundle:report` / `npm run bundle:check`: the JavaScript a first load of each public page
// needs (the entry, the route's own chunk and everything they import statically), gzip-compressed
// file by file as the server sends it. Reads the manifest of the build in dist/web (run
// `npm run build` first). `--check` fails when a storefront page goes over its budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Public pages and the module their route loads (as src/web/router.tsx lazy-loads it). */
export const ROUTES = [
  { page: '/', module: 'features/landing/landing-page.tsx' },
  { page: '/store/:storeId', module: 'features/storefront/store-page.tsx' },
  { page: '/loja-externa/:storeId', module: 'features/storefront/external-store-page.tsx' },
  { page: '/checkout/:storeId', module: 'features/storefront/checkout/checkout-page.tsx' },
  { page: '/pesquisa-satisfacao/:storeId', module: 'features/survey/survey-page.tsx' },
  { page: '/roleta-sorte', module: 'features/game/game-page.tsx' },
  { page: '/login-lojista', module: 'features/auth/owner-login-page.tsx' },
];

/** The goal for a storefront page's first load, in KB (1000 bytes) of gzip (issue 13). */
export const TARGET_KB = 100;
/**
 * What each page a shop's customers open may need on its first load, in KB of gzip: the size
 * measured when the budget was set plus a small margin, until the target is reached (what stops
 * it: docs/decisions/024-storefront-javascript-budget.md). Lower these as the pages get lighter.
 */
export const BUDGETS_KB = {
  '/': 126,
  '/store/:storeId': 145,
  '/loja-externa/:storeId': 141,
  '/checkout/:storeId': 155,
  '/pesquisa-satisfacao/:storeId': 131,
  '/roleta-sorte': 130,
};

/** The manifest entries a first load needs: the entries' files and their static imports, once each. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Módulo ausente do manifesto: ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key].file);
}

/** Per page: its files, their raw bytes and their gzip bytes (level 9, each file on its own). */
export function measure(webDir) {
  const manifestFile = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`Sem ${manifestFile}: rode \`npm run build\` antes.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('O manifesto não tem ponto de entrada.');
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(join(webDir, file));
      sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  return ROUTES.map(({ page, module }) => {
    const files = staticClosure(manifest, [entry, module]);
    const raw = files.reduce((sum, file) => sum + sizeOf(file).raw, 0);
    const gzip = files.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
    return { page, files: files.map((file) => ({ file, ...sizeOf(file) })), raw, gzip };
  });
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const verbose = process.argv.includes('--verbose');
  // The built web app: dist/web, or the directory given.
  const webDir =
    process.argv.slice(2).find((arg) => !arg.startsWith('--')) ??
    join(new URL('..', import.meta.url).pathname, 'dist', 'web');
  let results;
  try {
    results = measure(webDir);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
  const over = [];
  console.log(`JS da primeira carga (KB, gzip -9 por arquivo; meta ${TARGET_KB} KB)`);
  for (const { page, files, raw, gzip } of results) {
    const budget = BUDGETS_KB[page];
    const mark = budget === undefined ? '' : gzip > budget * 1000 ? ` ACIMA do orçamento de ${budget}` : ` ≤ ${budget}`;
    console.log(`${page.padEnd(32)} ${kb(gzip).padStart(6)} gzip ${kb(raw).padStart(7)} bruto${mark}`);
    if (verbose) for (const f of files) console.log(`    ${f.file.padEnd(48)} ${kb(f.gzip).padStart(6)}`);
    if (budget !== undefined && gzip > budget * 1000) over.push(`${page} (${kb(gzip)} > ${budget})`);
  }
  if (check && over.length > 0) {
    console.error(`Orçamento de JavaScript excedido: ${over.join(', ')}`);
    process.exit(1);
  }
}
