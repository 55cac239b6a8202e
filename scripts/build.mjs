// `npm run build`: builds the web app and the server into dist/, atomically, and stamps it, so that
// `npm start` right after does not build again. Waits if another build is running.
import { acquireBuildLock, buildAtomically, compileApp } from './build-lib.mjs';

const root = new URL('..', import.meta.url).pathname;
const release = await acquireBuildLock(root, {
  onWait: (pid) => console.log(`Aguardando a compilação em andamento (processo ${pid})...`),
});
try {
  await buildAtomically(root, compileApp(root));
} catch (err) {
  console.error(err.message);
  process.exitCode = 1;
} finally {
  release();
}
