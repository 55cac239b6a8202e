import { ChevronDown, LayoutDashboard, Settings } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../shared/paths.ts';
import type { Role } from '../../shared/permissions.ts';
import { cn } from '../components/ui/cn.ts';
import { mayOpen, type NavGroup, visibleNavGroups } from './owner-nav.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
  );

/**
 * The panel's menu: fixed on large screens, a drawer over a dimmed overlay on small ones. The
 * closed drawer is invisible (out of the tab order); Escape closes it and gives the focus back
 * to the menu button. Only the screens the signed-in role may open are listed.
 */
export function OwnerSidebar({ open, onClose, role }: { open: boolean; onClose: () => void; role: Role }) {
  const navRef = useRef<HTMLElement>(null);
  const groups = visibleNavGroups(role);

  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      document.querySelector<HTMLElement>('[aria-controls="owner-sidebar"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      <div
        className={cn('fixed inset-0 z-30 bg-slate-900/50 lg:hidden', open ? 'block' : 'hidden')}
        onClick={onClose}
        aria-hidden="true"
        data-testid="sidebar-overlay"
      />
      <nav
        ref={navRef}
        id="owner-sidebar"
        aria-label="Menu"
        className={cn(
          'fixed inset-y-0 left-0 z-40 w-72 overflow-y-auto border-r border-slate-200 bg-white p-4 print:hidden',
          'lg:visible lg:sticky lg:top-[73px] lg:z-0 lg:h-[calc(100vh-73px)] lg:translate-x-0',
          // Visible at once when opening (so the focus can move in), hidden only once it has slid out.
          open
            ? 'visible translate-x-0 shadow-xl transition-transform'
            : 'invisible -translate-x-full transition-[transform,visibility]',
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
          {groups.map((group) => (
            <MenuGroup key={group.id} group={group} onNavigate={onClose} />
          ))}
          {mayOpen(role, 'settings') && (
            <li>
              <NavLink to={paths.settings.href()} className={linkClass} onClick={onClose}>
                <Settings className="h-5 w-5" aria-hidden="true" />
                Configurações
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}

/** A collapsible group of the menu (the spec's Cadastros, and the groups of the other screens). */
function MenuGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(true);
  const listId = `menu-${group.id}`;
  const Icon = group.icon;
  return (
    <li>
      <button
        type="button"
        onClick={() => setExpanded((o) => !o)}
        aria-expanded={expanded}
        aria-controls={listId}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
        <span className="flex-1 text-left">{group.label}</span>
        <ChevronDown className={cn('h-4 w-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
      </button>
      {expanded && (
        <ul id={listId} className="mt-1 space-y-1 pl-4">
          {group.entries.map(({ label, path, icon: EntryIcon }) => (
            <li key={path}>
              <NavLink to={paths[path].href()} end className={linkClass} onClick={onNavigate}>
                <EntryIcon className="h-4 w-4" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
