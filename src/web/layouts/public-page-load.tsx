import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';
import { PageLoading } from '../components/ui/spinner.tsx';

/** The path this document was loaded for. */
const firstPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * A public page reached from the owner panel (a link, a redirect to '/'): the public entry serves
 * it (docs/decisions/031-lean-public-entry.md), so the page is loaded. Should this document itself
 * have been loaded for a public page (an old service worker's shell, offline), loading it again
 * would loop: the error screen is shown instead.
 */
export function PublicPageLoad() {
  const { pathname, search, hash } = useLocation();
  const wrongShell = pathname === firstPath;
  useEffect(() => {
    if (!wrongShell) window.location.replace(`${pathname}${search}${hash}`);
  }, [wrongShell, pathname, search, hash]);
  return wrongShell ? <RouteErrorScreen /> : <PageLoading />;
}
