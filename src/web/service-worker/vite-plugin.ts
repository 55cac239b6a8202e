import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { paths, publicPathNames } from '../../shared/paths.ts';

/** Files of the build the service worker keeps: the shell, scripts, styles, fonts, icons. */
const KEPT = /\.(?:html|js|css|woff2|png|svg|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The list /sw.js keeps (as URLs, sorted) and its cache name, which changes whenever any kept file
 * of the build changes (the hashed names change with their content; index.html and the public
 * files are hashed by content here).
 */
export function precacheList(bundleFiles: Record<string, string | Uint8Array>, publicFiles: Record<string, Buffer>) {
  const files = { ...publicFiles, ...bundleFiles };
  const urls = Object.keys(files)
    .filter((name) => KEPT.test(name) && !name.startsWith('.vite/') && name !== 'sw.js')
    // Inter's other alphabets load only for text that needs them (unicode-range); pt-BR never does.
    .filter((name) => !name.endsWith('.woff2') || name.includes('latin'))
    .sort();
  const hash = createHash('sha256');
  for (const name of urls)
    hash
      .update(name)
      .update('\0')
      .update(files[name] ?? '')
      .update('\0');
  return {
    cacheName: `fidelizaloja-shell-${hash.digest('hex').slice(0, 16)}`,
    urls: urls.map((name) => `/${name}`),
  };
}

/** The service worker's source with the cache name and the list filled in. */
export function serviceWorkerSource(
  template: string,
  cacheName: string,
  urls: string[],
  publicPatterns: readonly string[] = publicPathNames.map((name) => paths[name].pattern),
): string {
  return template
    .replace("'__CACHE_NAME__'", JSON.stringify(cacheName))
    .replace('__PRECACHE__', JSON.stringify(urls))
    .replace('__PUBLIC_PATTERNS__', JSON.stringify(publicPatterns));
}

/** Emits /sw.js into the production build (never in `npm run dev`). */
export function serviceWorkerPlugin({ publicDir }: { publicDir: string }): Plugin {
  return {
    name: 'fidelizaloja-service-worker',
    apply: 'build',
    // After the files are written, so index.html (emitted last by Vite) is in the bundle too.
    writeBundle(options, bundle) {
      const bundleFiles: Record<string, string | Uint8Array> = {};
      for (const [name, item] of Object.entries(bundle)) {
        bundleFiles[name] = item.type === 'chunk' ? item.code : item.source;
      }
      const publicFiles: Record<string, Buffer> = {};
      for (const file of filesUnder(publicDir)) publicFiles[relative(publicDir, file)] = readFileSync(file);
      const { cacheName, urls } = precacheList(bundleFiles, publicFiles);
      const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
      if (!options.dir) throw new Error('service worker: no output directory');
      writeFileSync(join(options.dir, 'sw.js'), serviceWorkerSource(template, cacheName, urls));
    },
  };
}
