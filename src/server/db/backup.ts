import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { CONTROL_FILE } from '../control/control-file.ts';
import { PGLITE_MEMORY_PARAMS } from './client.ts';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { PRIVATE_DIR_MODE, PrivateNodeFS } from './pglite-private-fs.ts';

/**
 * Backups of the embedded database: a gzip-compressed tar of the whole PGlite data directory,
 * taken by the process that owns it (the server, through its control port, or the backup command
 * itself when no server runs). Restoring unpacks it into a new directory next to the data
 * directory, lets PostgreSQL recover it there, and only then swaps it in, keeping the replaced
 * directory aside.
 */

/** Files of ours inside the data directory that name the process of the moment, not data. */
const PROCESS_FILES = [LOCK_FILE, CONTROL_FILE];

/** `fidelizaloja-20260105-120000.tar.gz`, in UTC. */
export function backupFileName(at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `fidelizaloja-${stamp}.tar.gz`;
}

/** Where `npm run backup` writes without a file name: `backups/` next to the data directory. */
export function defaultBackupPath(dataDir: string, at = new Date()): string {
  return join(dirname(resolve(dataDir)), 'backups', backupFileName(at));
}

export const compressTar = promisify(gzip);
const decompress = promisify(gunzip);

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes the file complete or not at all (a private temp file, flushed, renamed over the name). */
export function writeFileAtomically(path: string, data: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, data, { mode: 0o600 });
    fsyncPath(temp);
    renameSync(temp, path);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
  fsyncPath(dirname(path));
}

/** Flushes every file and directory under `dir` to the disk. */
function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  fsyncPath(dir);
}

export interface TableCount {
  table: string;
  rows: number;
}

/** Rows per table of the application's schema, for the summary printed after a check or restore. */
async function countRows(pglite: PGlite): Promise<TableCount[]> {
  const { rows: tables } = await pglite.query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: TableCount[] = [];
  for (const { name } of tables) {
    const { rows } = await pglite.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
    counts.push({ table: name.replace(/"/g, ''), rows: rows[0]?.n ?? 0 });
  }
  return counts;
}

export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/**
 * Unpacks a backup into `target` (which must not exist), opens it once so that PostgreSQL runs its
 * recovery and checks it, and closes it cleanly. Returns the rows per table found in it.
 */
export async function unpackBackup(file: string, target: string): Promise<TableCount[]> {
  let tar: Buffer;
  try {
    tar = await decompress(readFileSync(file));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`Arquivo ${file} não encontrado.`);
    throw new BackupFileError(`${file} não é um backup do FidelizaLoja (gzip inválido: ${(err as Error).message}).`);
  }
  // A tar names its first entry in its first 100 bytes: PGlite's starts with the data directory.
  if (!/PG_VERSION|base|global/.test(tar.subarray(0, 100).toString('latin1'))) {
    throw new BackupFileError(`${file} não é um backup do FidelizaLoja (não contém um banco PostgreSQL).`);
  }
  mkdirSync(target, { mode: PRIVATE_DIR_MODE });
  let pglite: PGlite | undefined;
  try {
    pglite = new PGlite({
      // The restored files are the owner's only, as the server's own (pglite-private-fs.ts).
      fs: new PrivateNodeFS(target),
      loadDataDir: new Blob([new Uint8Array(tar)]),
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
    });
    await pglite.waitReady;
    const counts = await countRows(pglite);
    if (!counts.some((c) => c.table === 'stores')) {
      throw new BackupFileError(`${file} contém um banco PostgreSQL, mas não o do FidelizaLoja (sem a tabela stores).`);
    }
    await pglite.close();
    pglite = undefined;
    for (const name of PROCESS_FILES) rmSync(join(target, name), { force: true });
    // PGlite writes without flushing (docs/durability.md): flush the restored files ourselves.
    fsyncTree(target);
    return counts;
  } catch (err) {
    await pglite?.close().catch(() => {});
    rmSync(target, { recursive: true, force: true });
    if (err instanceof BackupFileError) throw err;
    throw new BackupFileError(`O backup ${file} não pôde ser aberto: ${(err as Error).message}`);
  }
}

/** `data.before-restore-20260105-120000` (UTC), next to the data directory. */
export function asideName(dataDir: string, at = new Date()): string {
  return `${resolve(dataDir)}.before-restore-${backupFileName(at).replace(/^fidelizaloja-|\.tar\.gz$/g, '')}`;
}

export interface RestoreResult {
  counts: TableCount[];
  /** Where the replaced data directory was moved (undefined when there was none). */
  aside?: string;
}

/**
 * Replaces the data directory with the backup in `file`. Throws DataDirLockedError when a process
 * (the server) holds the data directory. The backup is unpacked and recovered in a new directory
 * first: a bad file leaves the data directory untouched.
 */
export async function restoreBackup(file: string, dataDir: string, at = new Date()): Promise<RestoreResult> {
  const dir = resolve(dataDir);
  const hasData = existsSync(join(dir, 'PG_VERSION'));
  // Refuses while the server (or any command) holds it, and keeps them out until the swap is done.
  const lock = existsSync(dir) ? lockDataDir(dir) : undefined;
  const restoring = `${dir}.restoring-${process.pid}`;
  try {
    rmSync(restoring, { recursive: true, force: true });
    const counts = await unpackBackup(file, restoring);
    // Locked too, so that a server starting during the swap finds a live owner and refuses.
    const restoredLock = lockDataDir(restoring);
    let aside: string | undefined;
    if (existsSync(dir)) {
      aside = hasData ? asideName(dir, at) : `${dir}.empty-${process.pid}`;
      for (let n = 2; existsSync(aside); n++) aside = `${asideName(dir, at)}-${n}`;
      renameSync(dir, aside);
    }
    renameSync(restoring, dir);
    fsyncPath(dirname(dir));
    // Both lock files moved with their directories: remove them by their new paths.
    for (const path of [join(dir, LOCK_FILE), aside && join(aside, LOCK_FILE)]) {
      if (path && existsSync(path)) unlinkSync(path);
    }
    restoredLock.release();
    lock?.release();
    if (aside && !hasData) {
      rmSync(aside, { recursive: true, force: true });
      aside = undefined;
    }
    return { counts, aside };
  } catch (err) {
    lock?.release();
    rmSync(restoring, { recursive: true, force: true });
    throw err;
  }
}

/** Reads a backup without restoring it: unpacks and opens it in a temporary directory, then removes it. */
export async function checkBackup(file: string, scratchDir: string): Promise<TableCount[]> {
  const target = join(scratchDir, `check-${process.pid}-${basename(file).replace(/[^\w.-]/g, '_')}`);
  rmSync(target, { recursive: true, force: true });
  try {
    return await unpackBackup(file, target);
  } finally {
    rmSync(target, { recursive: true, force: true });
  }
}

/** Size of a file for the messages, in MB with one decimal. */
export function sizeInMb(path: string): string {
  return (statSync(path).size / (1024 * 1024)).toFixed(1);
}
