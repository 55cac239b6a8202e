import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';

const distWeb = join(import.meta.dirname, '../../dist/web');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the production build of the web app', () => {
  it('writes no source maps (they would publish the whole source)', () => {
    // Both builds: the browser's (dist/web) and the server's renderer of the public pages (dist/ssr).
    for (const isSsrBuild of [false, true]) {
      const config = viteConfig({ command: 'build', mode: 'production', isSsrBuild });
      expect(config, `isSsrBuild: ${isSsrBuild}`).toMatchObject({ build: { sourcemap: false } });
    }
  });

  it.skipIf(!existsSync(join(distWeb, 'index.html')))('has no .map file and no sourceMappingURL in dist/web', () => {
    const files = filesUnder(distWeb);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    const scripts = files.filter((f) => /\.(js|css)$/.test(f));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((f) => readFileSync(f, 'utf8').includes('sourceMappingURL='))).toEqual([]);
  });
});
