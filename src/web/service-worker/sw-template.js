// The app's service worker, written into the build as /sw.js by ./vite-plugin.ts, which fills in
// the cache name (one per build) and the files of that build. It keeps the app shell (index.html,
// the hashed scripts, styles and fonts, the icons) so the owner panel opens without a network.
// It never touches /api: data always comes from the server (or fails, and the screens say so).
const CACHE = '__CACHE_NAME__';
const PRECACHE = __PRECACHE__;
const PREFIX = 'fidelizaloja-shell-';
const SHELL = '/index.html';

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
        caches.match(SHELL, { cacheName: CACHE }).then((cached) => cached ?? Response.error()),
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
