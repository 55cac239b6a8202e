import {
  Briefcase,
  ChevronDown,
  Gift,
  LayoutDashboard,
  Package,
  Settings,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { cn } from '../components/ui/cn.ts';

const cadastros = [
  { label: 'Clientes', to: paths.customers.href(), icon: Users },
  { label: 'Produtos e Serviços', to: paths.newProduct.href(), icon: Package },
  { label: 'Funcionários', to: paths.employees.href(), icon: UserRound },
  { label: 'Brindes', to: paths.gifts.href(), icon: Gift },
  { label: 'Cashback', to: paths.cashback.href(), icon: Wallet },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
  );

/** The panel's menu: fixed on large screens, a drawer over a dimmed overlay on small ones. */
export function OwnerSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [cadastrosOpen, setCadastrosOpen] = useState(true);
  return (
    <>
      <div
        className={cn('fixed inset-0 z-30 bg-slate-900/50 lg:hidden', open ? 'block' : 'hidden')}
        onClick={onClose}
        aria-hidden="true"
        data-testid="sidebar-overlay"
      />
      <nav
        id="owner-sidebar"
        aria-label="Menu"
        className={cn(
          'fixed inset-y-0 left-0 z-40 w-72 overflow-y-auto border-r border-slate-200 bg-white p-4 transition-transform',
          'lg:sticky lg:top-[73px] lg:z-0 lg:h-[calc(100vh-73px)] lg:translate-x-0',
          open ? 'translate-x-0 shadow-xl' : '-translate-x-full',
        )}
      >
        <h2 className="px-3 pb-2 text-xs font-bold uppercase tracking-wider text-slate-500">Menu</h2>
        <ul className="space-y-1">
          <li>
            <NavLink to={paths.ownerHome.href()} end className={linkClass} onClick={onClose}>
              <LayoutDashboard className="h-5 w-5" aria-hidden="true" />
              Início
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              onClick={() => setCadastrosOpen((o) => !o)}
              aria-expanded={cadastrosOpen}
              aria-controls="menu-cadastros"
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              <Briefcase className="h-5 w-5" aria-hidden="true" />
              <span className="flex-1 text-left">Cadastros</span>
              <ChevronDown
                className={cn('h-4 w-4 transition-transform', cadastrosOpen && 'rotate-180')}
                aria-hidden="true"
              />
            </button>
            {cadastrosOpen && (
              <ul id="menu-cadastros" className="mt-1 space-y-1 pl-4">
                {cadastros.map(({ label, to, icon: Icon }) => (
                  <li key={to}>
                    <NavLink to={to} className={linkClass} onClick={onClose}>
                      <Icon className="h-4 w-4" aria-hidden="true" />
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
          <li>
            <NavLink to={paths.settings.href()} className={linkClass} onClick={onClose}>
              <Settings className="h-5 w-5" aria-hidden="true" />
              Configurações
            </NavLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
