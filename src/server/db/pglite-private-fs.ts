import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

export type InitOptions = Parameters<NodeFS['init']>[1];
export type PreRun = (mod: unknown) => void;

/** Group and other bits: cleared from every mode the data directory's files are given. */
const GROUP_AND_OTHERS = 0o077;

/** The mode bits of a directory and of a file in the data directory. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** What a node of emscripten's file system carries (untyped in PGlite's declarations). */
interface FsNode {
  mode: number;
}
interface Attributes {
  mode?: number;
}
interface NodeOps {
  mknod?: (parent: FsNode, name: string, mode: number, dev: number) => FsNode;
  setattr?: (node: FsNode, attr: Attributes) => void;
}
interface StreamOps {
  setattr?: (stream: unknown, attr: Attributes) => void;
}
interface NodeFsRuntime {
  node_ops?: NodeOps;
  stream_ops?: StreamOps;
}

/**
 * Makes every directory of `root` (itself included) 0700 and every file 0600: a data directory
 * written before this rule, or unpacked by hand, is closed on the next start.
 */
export function restrictTree(root: string): void {
  const stat = lstatSync(root);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(root, PRIVATE_DIR_MODE);
    for (const name of readdirSync(root)) restrictTree(join(root, name));
  } else if ((stat.mode & 0o777) !== PRIVATE_FILE_MODE) {
    chmodSync(root, PRIVATE_FILE_MODE);
  }
}

const ownerOnly = (mode: number) => mode & ~GROUP_AND_OTHERS;

/**
 * PGlite's data directory on Node (emscripten's NODEFS), readable and writable by its owner only:
 * it holds every shop's data and the password hashes. PostgreSQL would make its files 0600 itself,
 * but PGlite runs initdb in memory and copies the result with the modes of its in-memory files
 * (0666, 0755), and emscripten creates files with the mode asked for, whatever PostgreSQL's umask.
 * So every directory and file it creates (mknod) and every mode it sets (chmod, fchmod) loses its
 * group and other bits, and at start the existing tree is made 0700 / 0600 (restrictTree).
 */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: InitOptions) {
    restrictTree(this.rootDir);
    const result = await super.init(pg, opts);
    const restrict: PreRun = (mod) => {
      const nodefs = (mod as { NODEFS?: NodeFsRuntime }).NODEFS;
      const nodeOps = nodefs?.node_ops;
      const streamOps = nodefs?.stream_ops;
      const { mknod, setattr } = nodeOps ?? {};
      const setStreamAttr = streamOps?.setattr;
      if (!nodeOps || !mknod || !setattr || !streamOps || !setStreamAttr) {
        throw new Error('PGlite NODEFS not found: cannot keep the data directory private');
      }
      nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, ownerOnly(mode), dev);
      nodeOps.setattr = (node, attr) =>
        setattr(node, attr.mode === undefined ? attr : { ...attr, mode: ownerOnly(attr.mode) });
      streamOps.setattr = (stream, attr) =>
        setStreamAttr(stream, attr.mode === undefined ? attr : { ...attr, mode: ownerOnly(attr.mode) });
    };
    const emscriptenOpts = result.emscriptenOpts as { preRun?: PreRun[] };
    emscriptenOpts.preRun = [...(emscriptenOpts.preRun ?? []), restrict];
    return result;
  }
}
