import { Clock, LogOut, Menu, Store, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { StoreSession } from '../../shared/contracts/auth.ts';
import { formatPanelClock, formatRemaining } from '../../shared/dates.ts';
import { paths } from '../../shared/paths.ts';
import { Button } from '../components/ui/button.tsx';
import { useLogoutStore } from '../features/auth/api/logout-store.ts';
import { useNow } from '../lib/use-now.ts';

interface OwnerHeaderProps {
  session: StoreSession;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function OwnerHeader({ session, sidebarOpen, onToggleSidebar }: OwnerHeaderProps) {
  const now = useNow(1000);
  const navigate = useNavigate();
  const logout = useLogoutStore();
  const { store } = session;
  const remaining = new Date(session.expiresAt).getTime() - now.getTime();

  async function signOut() {
    await logout.mutateAsync().catch(() => {});
    navigate(paths.home.href(), { replace: true });
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
        <button
          type="button"
          onClick={onToggleSidebar}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-label={sidebarOpen ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={sidebarOpen}
          aria-controls="owner-sidebar"
        >
          {sidebarOpen ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        </button>
        {store.foto || store.logo ? (
          <img
            src={store.foto ?? store.logo ?? ''}
            alt=""
            className="h-11 w-11 shrink-0 rounded-xl object-cover ring-1 ring-slate-200"
          />
        ) : (
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
            <Store className="h-6 w-6" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold leading-tight sm:text-lg">{store.nomeEmpresa}</p>
          <p className="text-xs font-medium text-slate-500 sm:text-sm">Painel do Lojista</p>
        </div>
        <div className="order-last w-full border-t border-slate-100 pt-2 text-center md:order-none md:w-auto md:border-0 md:pt-0 md:text-right">
          <p className="text-xs font-semibold tabular-nums text-slate-800 sm:text-sm">{formatPanelClock(now)}</p>
          <p className="flex items-center justify-center gap-1 text-xs tabular-nums text-slate-500 md:justify-end">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            Sessão expira em {formatRemaining(remaining)}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={signOut} loading={logout.isPending}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sair
        </Button>
      </div>
    </header>
  );
}
