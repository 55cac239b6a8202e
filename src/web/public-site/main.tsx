import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markServerPage } from '../lib/hydration.ts';
import { PublicApp } from './app.tsx';
import { loadRouteFor } from './router.tsx';
import { notFound, routes } from './routes.ts';
// Inter, self-hosted (font-display: swap; the files come from our own origin, CSP font-src 'self').
import '@fontsource-variable/inter';
import '../styles.css';

/**
 * The public entry (public.html): the pages a shop's customers open, on a router and a data layer
 * of their own instead of React Router and TanStack Query (docs/decisions/031-lean-public-entry.md).
 * Every page is loaded on demand. A page the server drew (the shop's pages) is hydrated: its HTML
 * is already on screen, and React takes it over.
 */
const root = document.getElementById('root');
if (root) {
  // The opened page's code first (preloaded by the server's page): its first render is the page.
  await loadRouteFor(routes, notFound, window.location.pathname);
  if (root.firstElementChild) {
    markServerPage();
    // As a transition, the hydration yields to the browser every few milliseconds instead of
    // holding the main thread in one long task: the page is already on screen (decision 037).
    startTransition(() => {
      hydrateRoot(root, <PublicApp />);
    });
  } else {
    createRoot(root).render(<PublicApp />);
  }
}
