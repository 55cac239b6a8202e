// `npm start`: builds the app when there is no build or the sources are newer than the last one
// (once, even when several start together), then serves it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt } from './build-lib.mjs';

const root = new URL('..', import.meta.url).pathname;
try {
  await ensureBuilt(root);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
