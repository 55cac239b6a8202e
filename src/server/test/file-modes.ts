import { lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every directory and file under `root` (itself included) whose permission bits are not 0700 for a
 * directory and 0600 for a file, as `path mode` lines (empty when all are private), and how many
 * entries were looked at.
 */
export function notPrivate(root: string): { wrong: string[]; seen: number } {
  const wrong: string[] = [];
  let seen = 0;
  const walk = (path: string) => {
    const stat = lstatSync(path);
    seen += 1;
    const mode = stat.mode & 0o777;
    const expected = stat.isDirectory() ? 0o700 : 0o600;
    if (mode !== expected) wrong.push(`${relative(root, path) || '.'} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return { wrong, seen };
}
