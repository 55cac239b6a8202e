import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { type InitOptions, type PreRun, PrivateNodeFS } from './pglite-private-fs.ts';

/** The parts of emscripten's NODEFS that we touch (it is untyped in PGlite's declarations). */
interface NodeFsRuntime {
  stream_ops?: { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation?: <T>(operation: () => T) => T;
}

/**
 * PGlite's data directory on Node is emscripten's NODEFS. Its write() is a real write(2), so a
 * commit reaches the OS page cache, but it has no fsync operation and emscripten's fdatasync is a
 * stub: with fsync on, PostgreSQL asks for every flush it needs and none reaches the disk.
 *
 * This file system adds the missing operation, so each fsync() in PostgreSQL becomes fsync(2) on
 * the real file. PostgreSQL must then flush its WAL with `wal_sync_method=fsync` (its default,
 * fdatasync, goes to the stub); `syncingStartParams` sets that. See docs/durability.md. Its files
 * are its owner's only, as with PrivateNodeFS.
 */
export class SyncingNodeFS extends PrivateNodeFS {
  /** fsync(2) calls made so far; PostgreSQL makes one at start (its lock file), so 0 means broken. */
  fsyncCalls = 0;

  override async init(pg: PGlite, opts: InitOptions) {
    const result = await super.init(pg, opts);
    const addFsync: PreRun = (mod) => {
      const nodefs = (mod as { NODEFS?: NodeFsRuntime }).NODEFS;
      const streamOps = nodefs?.stream_ops;
      if (!nodefs || !streamOps) {
        throw new Error('PGlite NODEFS not found: cannot turn fsync on (start with PGLITE_FSYNC=0 to run without it)');
      }
      const run = nodefs.tryFSOperation?.bind(nodefs) ?? (<T>(operation: () => T) => operation());
      streamOps.fsync = (stream) => {
        // tryFSOperation turns a Node error (EIO, ENOSPC) into an errno PostgreSQL sees and acts on.
        if (stream.nfd !== undefined) run(() => fsyncSync(stream.nfd as number));
        this.fsyncCalls += 1;
        return 0;
      };
    };
    const emscriptenOpts = result.emscriptenOpts as { preRun?: PreRun[] };
    emscriptenOpts.preRun = [...(emscriptenOpts.preRun ?? []), addFsync];
    return result;
  }
}

/** PGlite's start parameters with fsync on ('-F' removed) and a WAL flush that reaches the disk. */
export function syncingStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'];
}
