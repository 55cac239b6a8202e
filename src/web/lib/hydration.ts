import { useEffect, useState } from 'react';

/** Whether this bundle draws the server's page: on the server, or in the browser that hydrates it. */
let serverPage = false;

/**
 * Called by the server's entry before it draws a page, and by the browser's entry before it
 * hydrates one (each is a bundle of its own, so the flag holds for that side only).
 */
export function markServerPage(): void {
  serverPage = true;
}

/**
 * Whether the first render must be what the server draws (every product of the shop, say): the
 * browser's hydration must match the server's HTML, or React would discard it.
 */
export function drawsServerPage(): boolean {
  return serverPage;
}

/**
 * Whether the page's code has taken over its controls: false while the server's page is on screen
 * before hydration (a tap there would do nothing), true from then on, and at once for a page the
 * browser draws itself. Controls mark themselves unavailable (aria-disabled) until then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !drawsServerPage());
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
