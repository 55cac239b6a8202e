import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const distServer = join(root, 'dist/server');

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Test code lives in `*.test.ts` and `src/server/test/`; the server's build leaves both out. */
describe('test code and the server build', () => {
  it('no production file of the server or shared code imports test code', () => {
    const sources = [...filesUnder(join(root, 'src/server')), ...filesUnder(join(root, 'src/shared'))].filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('/src/server/test/'),
    );
    expect(sources.length).toBeGreaterThan(100);
    const importsTest = sources.filter((f) =>
      /from '[./]*(?:\.\.\/)*test\/|from '\.\/test\/|\.test\.ts'/.test(readFileSync(f, 'utf8')),
    );
    expect(importsTest.map((f) => relative(root, f))).toEqual([]);
  });

  it.skipIf(!existsSync(join(distServer, 'main.js')))('dist/server holds no test file or helper', () => {
    const files = filesUnder(distServer).map((f) => relative(distServer, f));
    expect(files.filter((f) => f.startsWith('test/') || /\.test\.js/.test(f) || /fixture/.test(f))).toEqual([]);
  });
});
