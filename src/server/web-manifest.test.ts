import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Manifest, manifestClosure, manifestEntry, publicPages, webEntryFor } from './web-manifest.ts';

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

describe('the HTML entry of a path', () => {
  it("is public.html for the pages a shop's customers open and for unknown paths", () => {
    for (const path of ['/', '/store/1', '/loja-externa/2/', '/checkout/3', '/checkout', '/order-success-external'])
      expect(webEntryFor(path), path).toBe('public.html');
    for (const path of ['/order-success', '/pesquisa-satisfacao/4', '/privacidade/5', '/roleta-sorte', '/nao-existe'])
      expect(webEntryFor(path), path).toBe('public.html');
  });

  it("is index.html for the owner panel, its sign-in and sign-up, a team member's invitation and the super admin's pages", () => {
    for (const path of [
      '/login-lojista',
      '/convite/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      '/cadastrar-loja',
      '/lojista',
      '/vendas',
      '/super-admin',
      '/super-admin/roleta',
    ])
      expect(webEntryFor(path), path).toBe('index.html');
  });

  it('is the one the manifest names, or its only entry in a build of one', () => {
    const two: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'public.html': { file: 'assets/public.js', isEntry: true },
    };
    expect(manifestEntry(two, 'public.html')).toBe('public.html');
    expect(manifestEntry(two)).toBe('index.html');
    expect(manifestEntry({ 'index.html': { file: 'assets/index.js', isEntry: true } }, 'public.html')).toBe(
      'index.html',
    );
  });
});
