import { useEffect, useState } from 'react';

/**
 * Whether the page being drawn is one the server already drew: the browser's first render must
 * then be what the server rendered (every product of the shop, say), or React would discard it.
 */
let hydrating = false;

/**
 * Called by the browser's entry before it hydrates the server's page, and by the server's entry
 * before it draws one (each is a bundle of its own, so the flag holds for that side only).
 */
export function markHydrating(): void {
  hydrating = true;
}

/** On the server, and in the browser from the hydration of the server's page on. */
export function drawsServerPage(): boolean {
  return hydrating;
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
