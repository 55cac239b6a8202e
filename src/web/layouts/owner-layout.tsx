import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { ApiClientError } from '../api/client.ts';
import { PageLoading } from '../components/ui/spinner.tsx';
import { useStoreSession } from '../features/auth/api/store-session.ts';
import { OwnerMessages } from '../features/messages/owner-messages.tsx';
import { OwnerHeader } from './owner-header.tsx';
import { OwnerSidebar } from './owner-sidebar.tsx';

/** The owner panel's frame. A visitor without a shop session goes to '/'. */
export function OwnerLayout() {
  const session = useStoreSession();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on every navigation
  useEffect(() => setSidebarOpen(false), [location.pathname]);

  if (session.error instanceof ApiClientError && session.error.status === 401) {
    return <Navigate to={paths.home.href()} replace />;
  }
  if (!session.data) return <PageLoading />;

  return (
    <div className="min-h-screen bg-slate-50">
      <OwnerHeader session={session.data} onToggleSidebar={() => setSidebarOpen((o) => !o)} sidebarOpen={sidebarOpen} />
      <div className="lg:flex">
        <OwnerSidebar open={sidebarOpen} onClose={closeSidebar} />
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <OwnerMessages />
          <Outlet context={session.data} />
        </main>
      </div>
    </div>
  );
}
