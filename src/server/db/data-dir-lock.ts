import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process at a time on an embedded data directory. PGlite is PostgreSQL inside this process:
 * a second process on the same directory (a CLI while the server runs) corrupts it. The lock is a
 * file inside the directory, created atomically, that names its owner; a lock whose owner is gone
 * (killed, crashed, machine restarted) is stale and taken over.
 */
export const LOCK_FILE = 'fidelizaloja.lock';

export interface LockOwner {
  pid: number;
  host: string;
  /** When the lock was taken (ISO 8601). */
  since: string;
  /** Linux: the owner's start time in clock ticks after boot (tells a reused pid apart). */
  processStart?: string;
  /** Linux: the boot the owner ran in (a lock from before a reboot is stale). */
  bootId?: string;
  /** Random per lock: release removes the file only while it is still ours. */
  token: string;
}

export class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.host === hostname() ? '' : ` na máquina ${owner.host}`;
    super(
      `O banco de dados em ${dataDir} já está aberto pelo processo ${owner.pid}${where} (desde ${owner.since}). ` +
        'Dois processos no mesmo banco embutido o corrompem: pare esse processo antes ' +
        '(ou use DATABASE_URL com um PostgreSQL para vários processos).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  readonly owner: LockOwner;
  release(): void;
}

/** Lock paths held by this process: opening the same directory twice in one process is refused too. */
const heldHere = new Set<string>();

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function processStartOf(pid: number): string | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // Field 22 (starttime); the command name (field 2) may hold spaces, so count after its ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function currentBootId(): string | undefined {
  return readOptional('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists and belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string | undefined): LockOwner | undefined {
  if (!text) return undefined;
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) && typeof owner.token === 'string' ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the owner named in a lock file still runs. A lock of another machine cannot be checked: it counts as live. */
export function ownerIsAlive(owner: LockOwner, lockPath: string): boolean {
  if (owner.host !== hostname()) return true;
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  // Our own pid: live only if this process holds it (a container restart reuses low pids).
  if (owner.pid === process.pid) return heldHere.has(lockPath);
  if (!pidAlive(owner.pid)) return false;
  const start = processStartOf(owner.pid);
  return !(owner.processStart && start && owner.processStart !== start);
}

/** Creates the lock file with our owner record, complete or not at all (write a private file, then link it). */
function tryCreate(lockPath: string, owner: LockOwner): boolean {
  const temp = `${lockPath}.${process.pid}.${owner.token.slice(0, 8)}`;
  writeFileSync(temp, `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  try {
    linkSync(temp, lockPath);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Removing a stale lock is guarded by a second, short-lived lock, so that two processes that both
 * found the same stale owner cannot each remove the other's fresh lock.
 */
function withTakeoverGuard<T>(lockPath: string, run: () => T): T | undefined {
  const guard = `${lockPath}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const pid = Number(readOptional(guard));
    // The guard is held for a few milliseconds; one left by a dead process is removed.
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !pidAlive(pid)) {
      try {
        unlinkSync(guard);
      } catch {}
    }
    return undefined;
  }
  try {
    writeFileSync(fd, String(process.pid));
    return run();
  } finally {
    closeSync(fd);
    unlinkSync(guard);
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Takes the exclusive lock on a data directory (which must exist), or throws DataDirLockedError. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = realpathSync(dataDir);
  const lockPath = join(dir, LOCK_FILE);
  const bootId = currentBootId();
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    processStart: processStartOf(process.pid),
    ...(bootId ? { bootId } : {}),
    token: randomBytes(16).toString('hex'),
  };

  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(lockPath, owner)) {
      heldHere.add(lockPath);
      return createHandle(lockPath, owner);
    }
    const text = readOptional(lockPath);
    if (text === undefined) continue; // released in between: try again
    const current = parseOwner(text);
    if (current && ownerIsAlive(current, lockPath)) throw new DataDirLockedError(dataDir, current);
    // Stale (or unreadable, i.e. not ours to trust): remove it if it is still the same file.
    withTakeoverGuard(lockPath, () => {
      if (readOptional(lockPath) === text) unlinkSync(lockPath);
    });
    sleep(20);
  }
  const last = parseOwner(readOptional(lockPath));
  if (last) throw new DataDirLockedError(dataDir, last);
  throw new Error(`Não foi possível travar ${lockPath}.`);
}

function createHandle(lockPath: string, owner: LockOwner): DataDirLock {
  const onExit = () => release();
  function release() {
    process.removeListener('exit', onExit);
    if (!heldHere.delete(lockPath)) return;
    // Only our own lock: never remove one that was (wrongly) taken over meanwhile.
    if (parseOwner(readOptional(lockPath))?.token !== owner.token) return;
    try {
      unlinkSync(lockPath);
    } catch {}
  }
  process.on('exit', onExit);
  return { path: lockPath, owner, release };
}
