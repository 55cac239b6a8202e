// The build, once and atomically: shared by `npm run build` (scripts/build.mjs) and `npm start`
// (scripts/ensure-built.mjs) and the sqlmap probe. Plain JavaScript: it runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

/** What the build reads: a change to any of them (newer than the last build's start) means a rebuild. */
export const BUILD_INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
  'scripts/build.mjs',
  'scripts/build-lib.mjs',
];
/** Written last into a finished build: `{ startedAt }`, in ms. */
export const STAMP = '.build-stamp';
const LOCK = 'dist.lock';
const TEMP_PREFIX = 'dist.building-';
const OLD_PREFIX = 'dist.old-';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newestMtime(join(path, name)));
  return max;
}

/** The newest modification time among the build's inputs. */
export function newestInput(root) {
  return Math.max(...BUILD_INPUTS.map((input) => newestMtime(join(root, input))));
}

/** When the build in dist/ started, or undefined if there is no complete build. */
export function buildStartedAt(root) {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'server', 'main.js')) || !existsSync(join(dist, 'web', 'index.html'))) return undefined;
  try {
    const { startedAt } = JSON.parse(readFileSync(join(dist, STAMP), 'utf8'));
    return typeof startedAt === 'number' ? startedAt : undefined;
  } catch {
    return undefined;
  }
}

/**
 * dist/ is complete and no input changed since its build started (a file saved during the build
 * counts as newer, so the next start builds again).
 */
export function isBuildFresh(root) {
  const startedAt = buildStartedAt(root);
  return startedAt !== undefined && newestInput(root) <= startedAt;
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the build lock (a file created atomically with our pid), waiting while another live
 * process builds; a lock left by a dead process is taken over. Returns the release function.
 */
export async function acquireBuildLock(root, { onWait = () => {}, timeoutMs = 15 * 60_000 } = {}) {
  const path = join(root, LOCK);
  const deadline = Date.now() + timeoutMs;
  let waitingFor;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    let text;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue; // released in between
    }
    const pid = Number(text);
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !pidAlive(pid)) {
      // Stale: remove it only if it is still the file we read.
      try {
        if (readFileSync(path, 'utf8') === text) unlinkSync(path);
      } catch {}
      continue;
    }
    if (waitingFor !== pid) onWait(pid);
    waitingFor = pid;
    if (Date.now() > deadline) throw new Error(`A compilação do processo ${pid} não terminou a tempo.`);
    await sleep(300);
  }
  const release = () => {
    process.removeListener('exit', release);
    try {
      if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
    } catch {}
  };
  process.on('exit', release);
  return release;
}

/**
 * Builds into a temporary directory next to dist/ (`compile(outDir)` fills it), writes the stamp
 * last, then moves it into place: dist/ is never half built. Call with the build lock held.
 */
export async function buildAtomically(root, compile) {
  // Holding the lock: whatever a killed build left behind is ours to remove.
  for (const name of readdirSync(root)) {
    if (name.startsWith(TEMP_PREFIX) || name.startsWith(OLD_PREFIX))
      rmSync(join(root, name), { recursive: true, force: true });
  }
  const startedAt = Date.now();
  const temp = join(root, `${TEMP_PREFIX}${process.pid}`);
  const old = join(root, `${OLD_PREFIX}${process.pid}`);
  const dist = join(root, 'dist');
  try {
    await compile(temp);
    writeFileSync(join(temp, STAMP), `${JSON.stringify({ startedAt, finishedAt: Date.now() })}\n`);
    if (existsSync(dist)) renameSync(dist, old);
    renameSync(temp, dist);
  } finally {
    rmSync(temp, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
}

function run(root, args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Falha na compilação: ${args.slice(0, 2).join(' ')}`);
}

/** The built files worth compressing: text. Images and woff2 fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Smaller files gain too little to be worth a second request path (and fit one TCP packet anyway). */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip level 9) next to every text file of
 * at least MIN_COMPRESS_BYTES under dir, each only when it is smaller than the file: the server
 * sends them to the browsers that accept them (@fastify/static `preCompressed`), with no
 * compression work per request. Returns what was written.
 */
export async function precompress(dir) {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.has(extname(file)));
  const written = [];
  // zlib's async calls run on libuv's threadpool: the files compress in parallel.
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_COMPRESS_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      for (const [ext, out] of [
        ['.br', br],
        ['.gz', gzipped],
      ]) {
        if (out.length >= data.length) continue;
        await writeFile(file + ext, out);
        written.push(file + ext);
      }
    }),
  );
  return written.sort();
}

/**
 * The real compile: the web app with Vite into outDir/web (with its brotli and gzip copies), the
 * server with tsc into outDir/server.
 */
export function compileApp(root) {
  return async (outDir) => {
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    run(root, [vite, 'build', '--outDir', join(outDir, 'web'), '--emptyOutDir']);
    await precompress(join(outDir, 'web'));
    // The server's renderer of the public pages (vite.config.ts: ssrBuild), beside the web app.
    run(root, [
      vite,
      'build',
      '--ssr',
      'public-site/server-entry.tsx',
      '--outDir',
      join(outDir, 'ssr'),
      '--emptyOutDir',
    ]);
    run(root, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', outDir]);
  };
}

/**
 * `npm start`: builds when there is no build or an input is newer, once even when several
 * processes start together (the others wait for the lock, then find the build fresh).
 * Returns whether this process built.
 */
export async function ensureBuilt(root, { compile = compileApp(root), log = console.log } = {}) {
  if (isBuildFresh(root)) return false;
  const release = await acquireBuildLock(root, {
    onWait: (pid) => log(`Aguardando a compilação em andamento (processo ${pid})...`),
  });
  try {
    if (isBuildFresh(root)) return false;
    log('Compilando o FidelizaLoja...');
    await buildAtomically(root, compile);
    return true;
  } finally {
    release();
  }
}
