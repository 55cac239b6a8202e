import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const start = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start;

/** The environment `npm start` gives the server: its script, with the server replaced by a probe. */
function serverEnv(env) {
  const [, launch] = start.split(' && ');
  const probe = launch.replace(
    'exec node dist/server/main.js',
    `exec node -e "console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX, nodeEnv: process.env.NODE_ENV }))"`,
  );
  expect(probe).not.toBe(launch);
  const { MALLOC_ARENA_MAX: _a, NODE_ENV: _n, ...rest } = process.env;
  return JSON.parse(execFileSync('sh', ['-c', probe], { env: { ...rest, ...env }, encoding: 'utf8' }));
}

describe('npm start', () => {
  it('runs the server with glibc malloc in two arenas unless told otherwise', () => {
    expect(serverEnv({})).toEqual({ arenas: '2', nodeEnv: 'production' });
    expect(serverEnv({ MALLOC_ARENA_MAX: '8', NODE_ENV: 'development' })).toEqual({
      arenas: '8',
      nodeEnv: 'development',
    });
  });
});
