import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAtomically, buildStartedAt, ensureBuilt, isBuildFresh, precompress } from './build-lib.mjs';

const lib = new URL('./build-lib.mjs', import.meta.url).href;

const trees = [];
afterAll(() => {
  for (const root of trees) rmSync(root, { recursive: true, force: true });
});

/** A project tree with sources and no build (removed after the file's tests). */
function tree() {
  const root = mkdtempSync(join(tmpdir(), 'build-'));
  trees.push(root);
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'main.ts'), 'export {};\n');
  writeFileSync(join(root, 'package.json'), '{}\n');
  return root;
}

/** Stands in for Vite and tsc: writes the files a build has. */
async function fakeCompile(outDir) {
  mkdirSync(join(outDir, 'server'), { recursive: true });
  mkdirSync(join(outDir, 'web'), { recursive: true });
  writeFileSync(join(outDir, 'server', 'main.js'), '');
  writeFileSync(join(outDir, 'web', 'index.html'), '');
}

const touch = (path, date) => utimesSync(path, date, date);

describe('the build stamp', () => {
  it('is written by the build itself, so a start right after it does not build again', async () => {
    const root = tree();
    expect(isBuildFresh(root)).toBe(false);
    await buildAtomically(root, fakeCompile);
    expect(isBuildFresh(root)).toBe(true);
    expect(await ensureBuilt(root, { compile: fakeCompile, log: () => {} })).toBe(false);
    expect(readdirSync(root).sort()).toEqual(['dist', 'package.json', 'src']);
  });

  it('goes stale when a source is newer than the build, or was saved during it', async () => {
    const root = tree();
    await buildAtomically(root, fakeCompile);
    // The last build started 10 s ago; a source was saved 5 s ago.
    writeFileSync(join(root, 'dist', '.build-stamp'), JSON.stringify({ startedAt: Date.now() - 10_000 }));
    touch(join(root, 'src', 'main.ts'), new Date(Date.now() - 5_000));
    expect(isBuildFresh(root)).toBe(false);
    expect(await ensureBuilt(root, { compile: fakeCompile, log: () => {} })).toBe(true);
    expect(isBuildFresh(root)).toBe(true);

    await buildAtomically(root, async (outDir) => {
      await fakeCompile(outDir);
      touch(join(root, 'src', 'main.ts'), new Date(Date.now() + 1_000)); // saved while building
    });
    expect(buildStartedAt(root)).toBeDefined();
    expect(isBuildFresh(root)).toBe(false);
  });

  it('leaves the previous build in place when a build fails', async () => {
    const root = tree();
    await buildAtomically(root, fakeCompile);
    writeFileSync(join(root, 'dist', 'web', 'index.html'), 'previous');
    await expect(
      buildAtomically(root, async (outDir) => {
        mkdirSync(join(outDir, 'web'), { recursive: true });
        writeFileSync(join(outDir, 'web', 'index.html'), 'half');
        throw new Error('tsc failed');
      }),
    ).rejects.toThrow('tsc failed');
    expect(readFileSync(join(root, 'dist', 'web', 'index.html'), 'utf8')).toBe('previous');
    expect(readdirSync(root).sort()).toEqual(['dist', 'package.json', 'src']);
  });

  it('is a complete build: a dist without the stamp or without the server is built again', async () => {
    const root = tree();
    await fakeCompile(join(root, 'dist'));
    expect(isBuildFresh(root)).toBe(false);
    await buildAtomically(root, fakeCompile);
    expect(existsSync(join(root, 'dist', '.build-stamp'))).toBe(true);
  });
});

describe('two starts at once', () => {
  it('build once: the second waits for the first build and then uses it', async () => {
    const root = tree();
    const script = `
      import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
      import { join } from 'node:path';
      import { ensureBuilt } from ${JSON.stringify(lib)};
      const root = ${JSON.stringify(root)};
      const built = await ensureBuilt(root, {
        compile: async (outDir) => {
          appendFileSync(join(root, 'compiles.txt'), process.pid + '\\n');
          await new Promise((resolve) => setTimeout(resolve, 1500));
          mkdirSync(join(outDir, 'server'), { recursive: true });
          mkdirSync(join(outDir, 'web'), { recursive: true });
          writeFileSync(join(outDir, 'server', 'main.js'), '');
          writeFileSync(join(outDir, 'web', 'index.html'), '');
        },
      });
      console.log(built ? 'built' : 'reused');`;
    const start = () =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
        });
        child.on('exit', (code) => resolve({ code, out }));
      });
    const results = await Promise.all([start(), start(), start()]);
    expect(results.map((r) => r.code)).toEqual([0, 0, 0]);
    expect(readFileSync(join(root, 'compiles.txt'), 'utf8').trim().split('\n')).toHaveLength(1);
    const outputs = results.map((r) => r.out).join('');
    expect(outputs.match(/Compilando o FidelizaLoja/g)).toHaveLength(1);
    expect(outputs.match(/^built$/gm)).toHaveLength(1);
    expect(outputs.match(/^reused$/gm)).toHaveLength(2);
    expect(isBuildFresh(root)).toBe(true);
    expect(existsSync(join(root, 'dist.lock'))).toBe(false);
  }, 30_000);
});

describe('compressed copies of the web app', () => {
  it('writes .br and .gz next to each text file worth it, and they decode to the file', async () => {
    const web = join(tree(), 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    const js = `export const list = [${Array.from({ length: 400 }, (_, i) => `"item ${i}"`).join(',')}];\n`;
    writeFileSync(join(web, 'assets', 'app-1.js'), js);
    writeFileSync(join(web, 'assets', 'app-1.css'), `.a{color:red}\n`.repeat(200));
    writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    // Already compressed, or random: no copy.
    writeFileSync(join(web, 'assets', 'font.woff2'), Buffer.alloc(4096, 1));
    writeFileSync(join(web, 'assets', 'photo.png'), Buffer.alloc(4096, 1));
    const random = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    writeFileSync(join(web, 'assets', 'noise.js'), random);

    const written = await precompress(web);

    expect(written.map((f) => f.slice(web.length + 1)).sort()).toEqual([
      'assets/app-1.css.br',
      'assets/app-1.css.gz',
      'assets/app-1.js.br',
      'assets/app-1.js.gz',
    ]);
    expect(brotliDecompressSync(readFileSync(join(web, 'assets', 'app-1.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(web, 'assets', 'app-1.js.gz'))).toString()).toBe(js);
    expect(readFileSync(join(web, 'assets', 'app-1.js.br')).length).toBeLessThan(js.length / 4);
    // The small page is left alone (the server compresses the page it sends itself).
    expect(existsSync(join(web, 'index.html.br'))).toBe(false);
  });
});
