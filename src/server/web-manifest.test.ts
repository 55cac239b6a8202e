import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Manifest, manifestClosure, manifestEntry, publicPages } from './web-manifest.ts';

describe('the public pages', () => {
  it('name modules that exist, each a route of the web app', () => {
    for (const { module } of publicPages)
      expect(existsSync(join(import.meta.dirname, '../web', module)), module).toBe(true);
  });
});

describe('the static imports of a page', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['index.html', '_runtime.js'] },
    'features/store-page.tsx': {
      file: 'assets/store-page.js',
      isDynamicEntry: true,
      imports: ['_shared.js', 'index.html'],
      dynamicImports: ['features/owner.tsx'],
    },
    'features/owner.tsx': { file: 'assets/owner.js', isDynamicEntry: true },
  };

  it('follows static imports transitively, once each, and leaves dynamic imports out', () => {
    const entry = manifestEntry(manifest);
    expect(manifestClosure(manifest, [entry, 'features/store-page.tsx'])).toEqual([
      'assets/index.js',
      'assets/runtime.js',
      'assets/store-page.js',
      'assets/shared.js',
    ]);
  });

  it('refuses a module the manifest does not have', () => {
    expect(() => manifestClosure(manifest, ['features/gone.tsx'])).toThrow(/not in the manifest/);
  });
});
