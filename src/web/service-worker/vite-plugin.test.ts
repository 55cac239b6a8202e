import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { precacheList, serviceWorkerSource } from './vite-plugin.ts';

const publicFiles = {
  'favicon.svg': Buffer.from('<svg/>'),
  'manifest.webmanifest': Buffer.from('{}'),
  'icons/icon-192.png': Buffer.from('png'),
};

describe('the service worker of a build', () => {
  it('keeps the shell, scripts, styles, latin fonts and icons, never the build manifest or maps', () => {
    const { urls } = precacheList(
      {
        'index.html': '<html>',
        'assets/index-abc.js': 'js',
        'assets/index-abc.css': 'css',
        'assets/inter-latin-wght-normal-x.woff2': new Uint8Array([1]),
        'assets/inter-cyrillic-wght-normal-x.woff2': new Uint8Array([1]),
        'assets/index-abc.js.map': '{}',
        '.vite/manifest.json': '{}',
      },
      publicFiles,
    );
    expect(urls).toEqual([
      '/assets/index-abc.css',
      '/assets/index-abc.js',
      '/assets/inter-latin-wght-normal-x.woff2',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
    ]);
  });

  it('names its cache after the build: a new build, a new cache; the same build, the same name', () => {
    const a = precacheList({ 'index.html': '<html>', 'assets/a-1.js': 'x' }, publicFiles);
    const same = precacheList({ 'index.html': '<html>', 'assets/a-1.js': 'x' }, publicFiles);
    const newer = precacheList({ 'index.html': '<html>', 'assets/a-2.js': 'y' }, publicFiles);
    const newShell = precacheList({ 'index.html': '<html lang>', 'assets/a-1.js': 'x' }, publicFiles);
    expect(a.cacheName).toMatch(/^fidelizaloja-shell-[0-9a-f]{16}$/);
    expect(same.cacheName).toBe(a.cacheName);
    expect(newer.cacheName).not.toBe(a.cacheName);
    expect(newShell.cacheName).not.toBe(a.cacheName);
  });

  it('fills the template: never /api, the old caches deleted', () => {
    const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
    const source = serviceWorkerSource(template, 'fidelizaloja-shell-0123', ['/index.html']);
    expect(source).toContain('const CACHE = "fidelizaloja-shell-0123";');
    expect(source).toContain('const PRECACHE = ["/index.html"];');
    expect(source).not.toContain('__');
    expect(source).toContain('isApi(url.pathname)) return;');
    expect(source).toContain('caches.delete(n)');
    // Offline, a public page opens the public entry's shell, any other page the owner panel's.
    expect(source).toContain('const PUBLIC_PATTERNS = ["/","/store/:storeId",');
    expect(source).toContain("? '/public.html' : '/index.html'");
  });
});
