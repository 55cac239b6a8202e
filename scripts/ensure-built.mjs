// The first half of `npm start`: builds the app when there is no build or the sources are newer than
// the last one (once, even when several start together), then exits. The second half is the shell
// of the npm script replacing itself with the server (`exec node dist/server/main.js`), so that
// no wrapper process stays in memory beside the server.
import { ensureBuilt } from './build-lib.mjs';

const root = new URL('..', import.meta.url).pathname;
try {
  await ensureBuilt(root);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
