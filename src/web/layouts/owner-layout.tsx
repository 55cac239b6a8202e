import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { can } from '../../shared/permissions.ts';
import { ApiClientError } from '../api/client.ts';
import { PageLoading } from '../components/ui/spinner.tsx';
import {
  forgetSession,
  rememberedSession,
  rememberSession,
  useStoreSession,
} from '../features/auth/api/store-session.ts';
import { NotAllowedPanel } from '../features/errors/not-allowed-panel.tsx';
import { OwnerMessages } from '../features/messages/owner-messages.tsx';
import { usePendingSalesSync } from '../features/sales/offline/use-pending-sales.ts';
import { registerServiceWorker } from '../lib/register-service-worker.ts';
import { OwnerHeader } from './owner-header.tsx';
import { mayOpen, ownerScreenOf } from './owner-nav.ts';
import { OwnerSidebar } from './owner-sidebar.tsx';

/**
 * The owner panel's frame. A visitor without a shop session goes to '/'; a screen the signed-in
 * role may not open shows the not-allowed panel in its place (its reads never start).
 */
export function OwnerLayout() {
  const session = useStoreSession();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on every navigation
  useEffect(() => setSidebarOpen(false), [location.pathname]);
  // The app shell kept for offline use (production builds only; after the page has loaded).
  useEffect(registerServiceWorker, []);
  useEffect(() => {
    if (session.data) rememberSession(session.data);
  }, [session.data]);
  const signedOut = session.error instanceof ApiClientError && session.error.status === 401;
  useEffect(() => {
    if (signedOut) forgetSession();
  }, [signedOut]);
  // Without a network, the last session of this device opens the panel (the counter keeps selling).
  // (TanStack Query pauses queries while the browser says it is offline, so a paused one counts too.)
  const offline =
    !session.data && (session.isPaused || (session.error instanceof ApiClientError && session.error.status === 0));
  const current = session.data ?? (offline ? rememberedSession() : null);
  usePendingSalesSync(current?.store.id);

  if (signedOut) return <Navigate to={paths.home.href()} replace />;
  if (!current) return <PageLoading />;
  const { role, papel } = current.pessoa;
  const screen = ownerScreenOf(location.pathname);
  const allowed = screen === undefined || mayOpen(role, screen);

  return (
    <div className="min-h-screen bg-slate-50">
      <OwnerHeader session={current} onToggleSidebar={() => setSidebarOpen((o) => !o)} sidebarOpen={sidebarOpen} />
      <div className="lg:flex">
        <OwnerSidebar open={sidebarOpen} onClose={closeSidebar} role={role} />
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {!session.data && (
            <p role="status" className="mb-4 rounded-xl bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900">
              Sem conexão com o servidor. As vendas feitas agora ficam guardadas neste aparelho.
            </p>
          )}
          {can(role, 'platform.use') && <OwnerMessages />}
          {allowed ? <Outlet context={current} /> : <NotAllowedPanel papel={papel} />}
        </main>
      </div>
    </div>
  );
}
