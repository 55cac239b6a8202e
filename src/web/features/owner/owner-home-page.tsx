import {
  ClipboardList,
  ExternalLink,
  HeartHandshake,
  Landmark,
  type LucideIcon,
  MessageCircle,
  ShoppingBag,
  ShoppingCart,
  UserPlus,
} from 'lucide-react';
import { Link, useOutletContext } from 'react-router';
import type { StoreSession } from '../../../shared/contracts/auth.ts';
import { type OwnerPathName, paths } from '../../../shared/paths.ts';
import { can } from '../../../shared/permissions.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { mayOpen } from '../../layouts/owner-nav.ts';
import { PanelStatsSection } from './panel-stats-section.tsx';

interface Shortcut {
  label: string;
  path: OwnerPathName;
  icon: LucideIcon;
  tone: string;
}

/** The spec's shortcuts; one to a screen not built yet stays hidden until its route exists. */
const shortcuts: Shortcut[] = [
  { label: 'Acessar Fidelidade', path: 'loyalty', icon: HeartHandshake, tone: 'bg-brand-600' },
  { label: 'Ver Pedidos', path: 'orders', icon: ShoppingBag, tone: 'bg-amber-600' },
  { label: 'Iniciar Venda', path: 'sale', icon: ShoppingCart, tone: 'bg-emerald-700' },
  { label: 'Acessar CRM', path: 'crm', icon: MessageCircle, tone: 'bg-blue-700' },
];

/** For a login without the statistics (a Caixa): the rest of the counter's day, where the figures would be. */
const counterShortcuts: Shortcut[] = [
  { label: 'Cadastrar Cliente', path: 'customers', icon: UserPlus, tone: 'bg-purple-700' },
  { label: 'Caixa de Hoje', path: 'cashReport', icon: Landmark, tone: 'bg-slate-700' },
  { label: 'Tarefas do Dia', path: 'tasks', icon: ClipboardList, tone: 'bg-rose-700' },
];

export function OwnerHomePage() {
  const { store, pessoa } = useOutletContext<StoreSession>();
  const stats = can(pessoa.role, 'stats.view');
  const shown = [...shortcuts, ...(stats ? [] : counterShortcuts)].filter((s) => mayOpen(pessoa.role, s.path));

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <section aria-labelledby="atalhos">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 id="atalhos" className="text-2xl font-bold tracking-tight">
              Olá, {pessoa.staffId === null ? store.nomeEmpresa : pessoa.nome}!
            </h1>
            <p className="text-slate-600">O que vamos fazer hoje?</p>
          </div>
          <a
            href={paths.store.href(store.id)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'md')}
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Ver Loja Externa
          </a>
        </div>
        <ul
          className={cn(
            'mt-5 grid grid-cols-2 gap-3',
            shown.length % 4 === 0 ? 'lg:grid-cols-4' : shown.length % 3 === 0 ? 'sm:grid-cols-3' : 'lg:grid-cols-4',
          )}
        >
          {shown.map(({ label, path, icon: Icon, tone }) => (
            <li key={path}>
              <Link
                to={paths[path].href()}
                className="flex h-full flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <span className={`flex h-11 w-11 items-center justify-center rounded-xl text-white ${tone}`}>
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <span className="font-semibold">{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {stats && <PanelStatsSection />}
    </div>
  );
}
