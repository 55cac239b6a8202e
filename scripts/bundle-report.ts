// `npm run bundle:report` / `npm run bundle:check`: the JavaScript a first load of each public page
// needs (its HTML entry, the route's own chunk and everything they import statically), gzip-compressed
// file by file as the server sends it; then, for comparison, a few owner panel screens (entry,
// panel layout, screen). Reads the manifest of the build in dist/web (run `npm run build` first).
// `--check` fails when a storefront page goes over its budget (src/server/web-manifest.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  FIRST_LOAD_TARGET_KB,
  manifestClosure,
  manifestEntry,
  publicPages,
  readManifest,
} from '../src/server/web-manifest.ts';

/** Owner panel screens, reported (not budgeted) to see that they do not grow: the modules after the entry. */
export const ownerPages: readonly { page: string; modules: string[] }[] = [
  { page: '/login-lojista', modules: ['features/auth/owner-login-page.tsx'] },
  { page: '/lojista', modules: ['layouts/owner-layout.tsx', 'features/owner/owner-home-page.tsx'] },
  { page: '/listar-produtos', modules: ['layouts/owner-layout.tsx', 'features/products/products-page.tsx'] },
  { page: '/vendas', modules: ['layouts/owner-layout.tsx', 'features/sales/sale-page.tsx'] },
  { page: '/super-admin', modules: ['layouts/admin-layout.tsx', 'features/admin/admin-dashboard-page.tsx'] },
];

export interface PageLoad {
  page: string;
  budgetKb?: number;
  files: { file: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

/**
 * Per public page (or, with `owner`, per owner screen of `ownerPages`): its files, their raw bytes
 * and their gzip bytes (level 9, each file on its own).
 */
export function measure(webDir: string, { owner = false } = {}): PageLoad[] {
  const manifest = readManifest(webDir);
  if (!manifest) throw new Error(`Sem ${join(webDir, '.vite', 'manifest.json')}: rode \`npm run build\` antes.`);
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(join(webDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const load = (page: string, keys: string[], budgetKb?: number): PageLoad => {
    const files = manifestClosure(manifest, keys).map((file) => ({ file, ...sizeOf(file) }));
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    return { page, budgetKb, files, raw, gzip };
  };
  if (owner) {
    const entry = manifestEntry(manifest, 'index.html');
    return ownerPages.map(({ page, modules }) => load(page, [entry, ...modules]));
  }
  return publicPages.map(({ pattern, module, entry, budgetKb }) =>
    load(pattern, [manifestEntry(manifest, entry), module], budgetKb),
  );
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const check = process.argv.includes('--check');
  const verbose = process.argv.includes('--verbose');
  // The built web app: dist/web, or the directory given.
  const webDir =
    process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '..', 'dist', 'web');
  let results: PageLoad[];
  let owner: PageLoad[];
  try {
    results = measure(webDir);
    owner = measure(webDir, { owner: true });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const over: string[] = [];
  console.log(`JS da primeira carga (KB, gzip -9 por arquivo; meta ${FIRST_LOAD_TARGET_KB} KB)`);
  for (const { page, budgetKb, files, raw, gzip } of results) {
    const isOver = budgetKb !== undefined && gzip > budgetKb * 1000;
    const mark = budgetKb === undefined ? '' : isOver ? ` ACIMA do orçamento de ${budgetKb}` : ` ≤ ${budgetKb}`;
    console.log(`${page.padEnd(32)} ${kb(gzip).padStart(6)} gzip ${kb(raw).padStart(7)} bruto${mark}`);
    if (verbose) for (const f of files) console.log(`    ${f.file.padEnd(48)} ${kb(f.gzip).padStart(6)}`);
    if (isOver) over.push(`${page} (${kb(gzip)} > ${budgetKb})`);
  }
  console.log('Painel do lojista, para comparação (sem orçamento)');
  for (const { page, files, raw, gzip } of owner) {
    console.log(`${page.padEnd(32)} ${kb(gzip).padStart(6)} gzip ${kb(raw).padStart(7)} bruto`);
    if (verbose) for (const f of files) console.log(`    ${f.file.padEnd(48)} ${kb(f.gzip).padStart(6)}`);
  }
  if (check && over.length > 0) {
    console.error(`Orçamento de JavaScript excedido: ${over.join(', ')}`);
    process.exit(1);
  }
}
