import { Outlet, useMatches } from 'react-router';
import { pageTitle, type RouteHandle, useDocumentTitle } from '../lib/page-title.ts';

/**
 * Gives each screen its own browser tab title from its route's `handle.title` (router.tsx).
 * Screens whose title depends on their data (a shop, an order) set it themselves and declare none.
 */
export function RootLayout() {
  const screen = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .filter((t): t is string => Boolean(t))
    .at(-1);
  useDocumentTitle(screen ? pageTitle(screen) : undefined);
  return <Outlet />;
}
