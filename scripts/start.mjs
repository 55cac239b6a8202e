// `npm start`: builds the app when there is no build or the sources are newer than the last one
// (once, even when several start together), then becomes the server: the built server is imported
// into this process, so no wrapper process stays in memory (`node scripts/start.mjs` also avoids
// npm's own process).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from './build-lib.mjs';

const root = new URL('..', import.meta.url).pathname;
try {
  await ensureBuilt(root);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// Production unless told otherwise, read by the server's config when it loads. With
// WEB_CONCURRENCY, node:cluster forks this same script: a worker finds the build fresh and
// imports the server too.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(join(root, 'dist/server/main.js')).href);
