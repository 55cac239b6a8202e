import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, RouterProvider, useNavigate } from 'react-router';
import { isPublicPath } from '../shared/paths.ts';
import { type AppLinkProps, type AppNavigation, AppNavigationProvider } from './components/app-link.tsx';
import { Toasts } from './components/toasts.tsx';
import { AuthChallengeHost } from './features/auth/challenges/challenge-host.tsx';
import { queryClient } from './lib/query-client.ts';
import { router } from './router.tsx';

const isPublic = (to: string) => isPublicPath(new URL(to, window.location.href).pathname);

/** The shared components' links in the owner panel: React Router's; a public page is a page load. */
function OwnerLink({ to, ...rest }: AppLinkProps) {
  return <Link to={to} reloadDocument={isPublic(to)} {...rest} />;
}

function useOwnerNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (to: string | -1) =>
      to === -1 ? void navigate(-1) : isPublic(to) ? window.location.assign(to) : void navigate(to),
    [navigate],
  );
}

const navigation: AppNavigation = { Link: OwnerLink, useNavigate: useOwnerNavigate };

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppNavigationProvider value={navigation}>
        <RouterProvider router={router} />
      </AppNavigationProvider>
      <Toasts />
      {/* The password asked again and the manager's authorisation, for every API call (api/client.ts). */}
      <AuthChallengeHost />
    </QueryClientProvider>
  );
}
