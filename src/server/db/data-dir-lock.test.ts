import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../test/harness.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError, LOCK_FILE, type LockOwner, lockDataDir } from './data-dir-lock.ts';

function freshDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'lock-')), 'data');
  mkdirSync(dir);
  return dir;
}

const ownerIn = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockOwner;

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

function writeLock(dir: string, owner: Partial<LockOwner>) {
  const full: LockOwner = {
    pid: 1,
    host: hostname(),
    since: new Date().toISOString(),
    token: 'x'.repeat(32),
    ...owner,
  };
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(full));
}

// The lock concerns the embedded database only: the PostgreSQL run has nothing to add here.
describe.skipIf(testDbKind === 'postgres')('the lock on an embedded data directory', () => {
  it('refuses to open the same data directory twice, naming the owner, until it is closed', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir, durable: false });
    expect(ownerIn(dataDir)).toMatchObject({ pid: process.pid, host: hostname() });

    const second = openDatabase({ dataDir, durable: false });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`já está aberto pelo processo ${process.pid}`);

    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir, durable: false });
    await again.close();
  }, 60_000);

  it('refuses while another live process holds the directory', async () => {
    const dataDir = freshDir();
    // A process that holds a lock file in our format: itself, alive.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import { lockDataDir } from './src/server/db/data-dir-lock.ts'; lockDataDir(${JSON.stringify(dataDir)}); console.log('held'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve) => holder.stdout?.once('data', () => resolve()));
      expect(() => lockDataDir(dataDir)).toThrow(`já está aberto pelo processo ${holder.pid}`);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // Killed without a chance to clean up: its lock is stale now and taken over.
    expect(ownerIn(dataDir).pid).toBe(holder.pid);
    const lock = lockDataDir(dataDir);
    expect(ownerIn(dataDir).pid).toBe(process.pid);
    lock.release();
  }, 30_000);

  it('takes over a stale lock: dead owner, pid reused by another program, a previous boot, our pid from before', async () => {
    const dataDir = freshDir();
    writeLock(dataDir, { pid: deadPid() });
    const database = await openDatabase({ dataDir, durable: false });
    expect(ownerIn(dataDir).pid).toBe(process.pid);
    await database.close();

    const stale: Partial<LockOwner>[] = [
      // A live pid (our parent) that started at another time than the lock's owner did.
      { pid: process.ppid, processStart: '1' },
      { pid: process.ppid, bootId: '00000000-0000-0000-0000-000000000000' },
      // Our own pid, written by an earlier process (a restarted container reuses pids).
      { pid: process.pid },
    ];
    const linux = existsSync('/proc/self/stat');
    for (const owner of linux ? stale : stale.slice(2)) {
      writeLock(dataDir, owner);
      const lock = lockDataDir(dataDir);
      expect(ownerIn(dataDir).token).toBe(lock.owner.token);
      lock.release();
    }
  }, 60_000);

  it('keeps a live owner and a lock of another machine', () => {
    const dataDir = freshDir();
    writeLock(dataDir, { pid: process.ppid });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    writeLock(dataDir, { pid: deadPid(), host: 'outra-maquina' });
    expect(() => lockDataDir(dataDir)).toThrow(`pelo processo`);
    expect(() => lockDataDir(dataDir)).toThrow('na máquina outra-maquina');
  });

  it('is released when the process exits without closing', () => {
    const dataDir = freshDir();
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import { lockDataDir } from './src/server/db/data-dir-lock.ts'; lockDataDir(${JSON.stringify(dataDir)}); process.exit(3);`,
      ],
      { encoding: 'utf8' },
    );
    expect(child.status).toBe(3);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 30_000);

  it('gives the lock to exactly one of many processes starting at once', async () => {
    const dataDir = freshDir();
    writeLock(dataDir, { pid: deadPid() }); // a stale lock makes them all race for the takeover
    const script = `import { lockDataDir } from './src/server/db/data-dir-lock.ts';
      try { lockDataDir(${JSON.stringify(dataDir)}); console.log('got'); setTimeout(() => {}, 5000); }
      catch (err) { console.log(err.name); }`;
    const results = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
              stdio: ['ignore', 'pipe', 'inherit'],
            });
            let out = '';
            child.stdout.on('data', (chunk) => {
              out += chunk;
            });
            child.on('exit', () => resolve(out.trim()));
          }),
      ),
    );
    expect(results.filter((r) => r === 'got')).toHaveLength(1);
    expect(results.filter((r) => r === 'DataDirLockedError')).toHaveLength(5);
  }, 60_000);
});
