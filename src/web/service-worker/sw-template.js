// The app's service worker, written into the build as /sw.js by ./vite-plugin.ts, which fills in
// the cache name (one per build), the files of that build and the public pages' patterns. It keeps
// the app shells (index.html, public.html), the hashed scripts, styles and fonts and the icons, so
// the owner panel opens without a network.
// It never touches /api: data always comes from the server (or fails, and the screens say so).
const CACHE = '__CACHE_NAME__';
const PRECACHE = __PRECACHE__;
const PREFIX = 'fidelizaloja-shell-';
// The public pages' patterns (src/shared/paths.ts): their shell is public.html, the owner panel's
// index.html (docs/decisions/031-lean-public-entry.md).
const PUBLIC_PATTERNS = __PUBLIC_PATTERNS__;

function matches(pattern, pathname) {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}

function shellFor(pathname) {
  return PUBLIC_PATTERNS.some((pattern) => matches(pattern, pathname)) ? '/public.html' : '/index.html';
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // A new build: the caches of older builds go.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

function isApi(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {}
  return /^\/+api(?:\/|$)/i.test(decoded);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url.pathname)) return;

  if (request.mode === 'navigate') {
    // Pages: the server's (fresh, with its link previews); the cached shell only without a network.
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(shellFor(url.pathname), { cacheName: CACHE }).then((cached) => cached ?? Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed files never change: the cached copy, else the network.
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)));
    return;
  }
  // Icons, manifest, favicon: the network, the cached copy without one.
  event.respondWith(
    fetch(request).catch(() =>
      caches.match(request, { cacheName: CACHE }).then((cached) => cached ?? Response.error()),
    ),
  );
});
