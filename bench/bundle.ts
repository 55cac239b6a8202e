/**
 * JS that each storefront route loads, from the production build's manifest
 * (dist/web/.vite/manifest.json): the entry, the route's own chunk and everything they import
 * statically. Gzip -9 of each file (as a CDN would compress it), and the bytes the server really
 * sends for them to a browser that accepts br and gzip. Baseline: React 19 + react-dom alone,
 * bundled with esbuild (minified, NODE_ENV=production), gzip -9.
 *
 *   npx tsx bench/bundle.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { packageRoot } from '../src/server/db/migrations-folder.ts';
import { manifestClosure, manifestEntry, publicPages, readManifest } from '../src/server/web-manifest.ts';
import { kb, markdownTable } from './perf-format.ts';
import { createBenchDatabase, httpGet, log, startServer } from './perf-server.ts';

export interface BundleRow {
  route: string;
  files: number;
  raw: number;
  gzip: number;
  /** Bytes on the wire when the browser accepts br and gzip, and the encodings the server chose. */
  sent?: number;
  encodings?: string;
}

export interface BundleResult {
  rows: BundleRow[];
  baseline: { raw: number; gzip: number };
}

const webDir = join(packageRoot, 'dist', 'web');

const gzip9 = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** React 19 + react-dom rendering one element, bundled and minified as production code. */
export function bareReactBundle(): string {
  const entry = [
    "import { createElement } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "createRoot(document.getElementById('root')).render(",
    "  createElement('main', null, createElement('h1', null, 'Padaria Pão Dourado'),",
    "    createElement('p', null, 'Pães quentinhos o dia todo, cafés especiais e salgados feitos aqui.')),",
    ');',
  ].join('\n');
  return execFileSync(
    join(packageRoot, 'node_modules', '.bin', 'esbuild'),
    ['--bundle', '--minify', '--format=esm', '--define:process.env.NODE_ENV="production"', '--log-level=warning'],
    { cwd: packageRoot, input: entry, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
}

export async function runBundleBench(): Promise<BundleResult> {
  const manifest = readManifest(webDir);
  if (!manifest) throw new Error(`${webDir}/.vite/manifest.json is missing: npm run build first`);
  const baselineJs = Buffer.from(bareReactBundle());
  const baseline = { raw: baselineJs.length, gzip: gzip9(baselineJs) };

  const database = await createBenchDatabase('pglite');
  const server = await startServer(database);
  const rows: BundleRow[] = [];
  try {
    for (const page of publicPages.filter((p) => p.budgetKb !== undefined)) {
      const files = manifestClosure(manifest, [manifestEntry(manifest, page.entry), page.module]);
      let raw = 0;
      let gzip = 0;
      let sent = 0;
      const encodings = new Set<string>();
      for (const file of files) {
        const bytes = readFileSync(join(webDir, file));
        raw += bytes.length;
        gzip += gzip9(bytes);
        const reply = await httpGet(`${server.url}/${file}`, { 'accept-encoding': 'br, gzip' });
        if (reply.status !== 200) throw new Error(`GET /${file}: ${reply.status}`);
        sent += reply.body.length;
        encodings.add(String(reply.headers['content-encoding'] ?? 'none'));
      }
      rows.push({ route: page.pattern, files: files.length, raw, gzip, sent, encodings: [...encodings].join(', ') });
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  return { rows, baseline };
}

export function bundleTable(result: BundleResult): string {
  const rows = result.rows.map((r) => [
    `\`${r.route}\``,
    r.files,
    kb(r.raw),
    kb(r.gzip),
    r.sent === undefined ? '–' : `${kb(r.sent)} (${r.encodings})`,
    `${(r.gzip / result.baseline.gzip).toFixed(2)}×`,
  ]);
  rows.push([
    'baseline: React 19 + react-dom alone (esbuild)',
    1,
    kb(result.baseline.raw),
    kb(result.baseline.gzip),
    '–',
    '1.00×',
  ]);
  return markdownTable(
    ['Route', 'JS files:', 'JS minified:', 'JS gzip -9:', 'Sent to a browser (encoding):', 'gzip vs baseline:'],
    rows,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  log(bundleTable(await runBundleBench()));
}
