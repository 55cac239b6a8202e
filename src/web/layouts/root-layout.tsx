import { useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { pageTitle, type RouteHandle, ScreenTitleClaim, useDocumentTitle } from '../lib/page-title.ts';

/**
 * Gives each screen its own browser tab title from its route's `handle.title` (router.tsx), or
 * the one claimed by what shows in its place (useScreenTitleClaim). Screens whose title depends on
 * their data (a shop, an order) set it themselves and declare none.
 */
export function RootLayout() {
  const [claimed, setClaimed] = useState<string | null>(null);
  const screen = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .filter((t): t is string => Boolean(t))
    .at(-1);
  const title = claimed ?? screen;
  useDocumentTitle(title ? pageTitle(title) : undefined);
  return (
    <ScreenTitleClaim.Provider value={setClaimed}>
      <Outlet />
    </ScreenTitleClaim.Provider>
  );
}
