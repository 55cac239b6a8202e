import { LogOut, ShieldCheck } from 'lucide-react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { ApiClientError } from '../api/client.ts';
import { Brand } from '../components/brand.tsx';
import { Button } from '../components/ui/button.tsx';
import { PageLoading } from '../components/ui/spinner.tsx';
import { useAdminSession, useLogoutAdmin } from '../features/admin/api/admin-session.ts';

/** The super admin's frame. Anyone without an admin session goes to '/'. */
export function AdminLayout() {
  const session = useAdminSession();
  const logout = useLogoutAdmin();
  const navigate = useNavigate();

  if (session.error instanceof ApiClientError && session.error.status === 401) {
    return <Navigate to={paths.home.href()} replace />;
  }
  if (!session.data) return <PageLoading />;

  async function signOut() {
    await logout.mutateAsync().catch(() => {});
    navigate(paths.home.href(), { replace: true });
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
          <Brand />
          <span className="hidden items-center gap-1 rounded-full bg-slate-900 px-2.5 py-1 text-xs font-semibold text-white sm:inline-flex">
            <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" /> Super Admin
          </span>
          <span className="ml-auto hidden truncate text-sm text-slate-600 md:block">{session.data.admin.email}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={signOut}
            loading={logout.isPending}
            className="ml-auto md:ml-0"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sair
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
