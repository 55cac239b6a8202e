import { Ban, CheckCircle2, ChevronRight, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { Card } from '../../components/ui/card.tsx';
import { useAdminStores } from './api/stores.ts';
import { adminTiles } from './dashboard/admin-tiles.ts';
import { StoresSection, useStoreSearch } from './dashboard/stores-section.tsx';

const number = new Intl.NumberFormat('pt-BR');

/** /super-admin: the areas of the administration, the shop counters and the shops. */
export function AdminDashboardPage() {
  const { search, setSearch, debounced } = useStoreSearch();
  const list = useAdminStores(debounced);
  const counts = list.counts;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Painel do Super Admin</h1>
        <p className="text-slate-600">Acompanhe e gerencie as lojas da plataforma.</p>
      </div>

      <nav aria-label="Áreas da administração">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {adminTiles.map(({ label, description, path, icon: Icon }) => (
            <li key={path}>
              <Link
                to={paths[path].href()}
                className="group flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-white">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="block text-xs text-slate-600">{description}</span>
                </span>
                <ChevronRight className="hidden h-4 w-4 shrink-0 text-slate-400 sm:block" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        <Counter icon={<Store />} label="Total de Lojas" value={counts?.total} tone="text-slate-800 bg-slate-100" />
        <Counter
          icon={<CheckCircle2 />}
          label="Lojas Liberadas"
          value={counts?.liberadas}
          tone="text-emerald-700 bg-emerald-50"
        />
        <Counter icon={<Ban />} label="Lojas Bloqueadas" value={counts?.bloqueadas} tone="text-red-700 bg-red-50" />
      </div>

      <StoresSection list={list} search={search} onSearch={setSearch} />
    </div>
  );
}

function Counter({ icon, label, value, tone }: { icon: ReactNode; label: string; value?: number; tone: string }) {
  return (
    <Card className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span
        className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-xl sm:h-11 sm:w-11 [&_svg]:h-5 [&_svg]:w-5 sm:[&_svg]:h-6 sm:[&_svg]:w-6 ${tone}`}
        aria-hidden="true"
      >
        {icon}
      </span>
      <dl className="min-w-0">
        <dt className="text-xs leading-tight text-slate-600 sm:text-sm">{label}</dt>
        <dd className={`text-2xl font-extrabold tabular-nums sm:text-3xl ${tone.split(' ')[0]}`}>
          {value === undefined ? '–' : number.format(value)}
        </dd>
      </dl>
    </Card>
  );
}
