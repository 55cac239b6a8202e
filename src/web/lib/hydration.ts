import { useEffect, useState } from 'react';

/** Whether this bundle draws the server's page: on the server, or in the browser that hydrates it. */
let serverPage = false;
/** When the server drew the page on screen (ms), while its first render in the browser is to come. */
let drawnAt: number | null = null;

/**
 * Called by the server's entry before it draws a page, and by the browser's entry before it
 * hydrates one (each is a bundle of its own, so the flag holds for that side only), with the time
 * the server drew it at: what depends on the clock is drawn for that time by both.
 */
export function markServerPage(at: number): void {
  serverPage = true;
  drawnAt = at;
}

/** Called once the browser has taken the server's page over: the clock is the device's from then on. */
export function pageHydrated(): void {
  if (typeof window !== 'undefined') drawnAt = null;
}

/**
 * The time a component's first render shows: the server's time of drawing while the page it drew
 * is drawn or hydrated (the two must match, or React keeps the server's text where the hydration
 * render differs), the device's otherwise. A component corrects it as it mounts (`useNow`).
 */
export function firstRenderTime(): Date {
  return drawnAt === null ? new Date() : new Date(drawnAt);
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
