import { StrictMode } from 'react';
import { AppNavigationProvider } from '../components/app-link.tsx';
import { Toasts } from '../components/toasts.tsx';
import { type History, Link, Router, useNavigate } from './router.tsx';
import { notFound, routes } from './routes.ts';

const navigation = { Link, useNavigate };

/**
 * The public pages' whole tree, the same in the browser and on the server, so that the page the
 * server draws is the one the browser hydrates (`history`: the server's, of the one address).
 */
export function PublicApp({ history }: { history?: History }) {
  return (
    <StrictMode>
      <AppNavigationProvider value={navigation}>
        <Router routes={routes} notFound={notFound} history={history} />
      </AppNavigationProvider>
      <Toasts />
    </StrictMode>
  );
}
