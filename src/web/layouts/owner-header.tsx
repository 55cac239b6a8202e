import { Clock, LogOut, Menu, Store, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { formatPanelClock, formatPanelClockShort, formatRemaining } from '../../shared/calendar.ts';
import type { StoreSession } from '../../shared/contracts/auth.ts';
import { storeImageUrl } from '../../shared/contracts/storefront.ts';
import { responsiveImage } from '../../shared/image-url.ts';
import { paths } from '../../shared/paths.ts';
import { Button } from '../components/ui/button.tsx';
import { useLogoutStore } from '../features/auth/api/logout-store.ts';
import { useNow } from '../lib/use-now.ts';

interface OwnerHeaderProps {
  session: StoreSession;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/**
 * The panel's header: menu button (small screens), the shop's logo and name, under it who is
 * signed in ('Painel do Lojista' for the owner, 'Ana Souza · Caixa' for a team member), the live
 * clock, the session's countdown and Sair. On a phone the clock and the countdown share one small
 * line under the name, so the name keeps the room (cut with an ellipsis, whole in the title).
 */
export function OwnerHeader({ session, sidebarOpen, onToggleSidebar }: OwnerHeaderProps) {
  const now = useNow(1000);
  const navigate = useNavigate();
  const logout = useLogoutStore();
  const { store, pessoa } = session;
  const member = pessoa.staffId !== null;
  const remaining = new Date(session.expiresAt).getTime() - now.getTime();
  const picture = storeImageUrl(store.logo) ?? storeImageUrl(store.foto);

  async function signOut() {
    await logout.mutateAsync().catch(() => {});
    navigate(paths.home.href(), { replace: true });
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="flex items-center gap-2 px-3 py-2 sm:gap-3 sm:px-6 sm:py-3">
        <button
          type="button"
          onClick={onToggleSidebar}
          className="-ml-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-label={sidebarOpen ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={sidebarOpen}
          aria-controls="owner-sidebar"
        >
          {sidebarOpen ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        </button>
        {picture ? (
          <img
            {...responsiveImage(picture, '(min-width: 640px) 44px, 36px')}
            alt=""
            width={36}
            height={36}
            data-testid="owner-header-logo"
            className="h-9 w-9 shrink-0 rounded-xl object-cover ring-1 ring-slate-200 sm:h-11 sm:w-11"
          />
        ) : (
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white sm:h-11 sm:w-11">
            <Store className="h-5 w-5 sm:h-6 sm:w-6" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold leading-tight sm:text-lg" title={store.nomeEmpresa}>
            {store.nomeEmpresa}
          </p>
          {member ? (
            <p
              className="flex min-w-0 items-center gap-1 text-xs font-medium text-slate-600 sm:text-sm"
              title={`${pessoa.nome} · ${pessoa.papel}`}
              data-testid="owner-header-person"
            >
              <span className="sr-only">Conectado como </span>
              <span className="truncate">{pessoa.nome}</span>
              <span aria-hidden="true">·</span>
              <span className="sr-only">, </span>
              <span className="shrink-0 font-semibold text-brand-700">{pessoa.papel}</span>
            </p>
          ) : (
            <p className="truncate text-xs font-medium text-slate-500 sm:text-sm">Painel do Lojista</p>
          )}
        </div>
        <div className="hidden text-right md:block">
          <p className="text-sm font-semibold tabular-nums text-slate-800">{formatPanelClock(now)}</p>
          <p className="flex items-center justify-end gap-1 text-xs tabular-nums text-slate-500">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            Sessão expira em {formatRemaining(remaining)}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={signOut} loading={logout.isPending}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sair
        </Button>
      </div>
      <p
        className="flex items-center justify-center gap-1.5 truncate border-t border-slate-100 px-3 py-1 text-[11px] leading-4 tabular-nums text-slate-600 md:hidden"
        data-testid="owner-header-clock"
      >
        <time dateTime={now.toISOString()} title={formatPanelClock(now)} className="font-semibold text-slate-800">
          {formatPanelClockShort(now)}
        </time>
        <span aria-hidden="true">·</span>
        <Clock className="h-3 w-3 shrink-0" aria-hidden="true" />
        <span title={`Sessão expira em ${formatRemaining(remaining)}`}>Sessão: {formatRemaining(remaining)}</span>
      </p>
    </header>
  );
}
