/**
 * Registers /sw.js (the build's service worker: the app shell kept for offline use) in production
 * builds only, after the page has loaded so it never competes with the first load. Called by the
 * owner panel: a storefront visitor does not download the panel's files.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the panel still works online; offline reloads are what is lost.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
