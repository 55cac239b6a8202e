import {
  CalendarDays,
  ExternalLink,
  Gift,
  HeartHandshake,
  MessageCircle,
  PieChart,
  Receipt,
  ShoppingBag,
  ShoppingCart,
  TrendingUp,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useOutletContext } from 'react-router';
import type { StoreSession } from '../../../shared/contracts/auth.ts';
import { formatCents } from '../../../shared/money.ts';
import { isBuilt, paths } from '../../../shared/paths.ts';
import { emptyDashboardStats } from '../../../shared/stats.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

/** The spec's shortcuts; one to a screen not built yet stays hidden until its route exists. */
const shortcuts = (
  [
    { label: 'Acessar Fidelidade', path: 'loyalty', icon: HeartHandshake, tone: 'bg-brand-600' },
    { label: 'Ver Pedidos', path: 'orders', icon: ShoppingBag, tone: 'bg-amber-600' },
    { label: 'Iniciar Venda', path: 'sale', icon: ShoppingCart, tone: 'bg-emerald-700' },
    { label: 'Acessar CRM', path: 'crm', icon: MessageCircle, tone: 'bg-blue-700' },
  ] as const
).filter((s) => isBuilt(s.path));

export function OwnerHomePage() {
  const { store } = useOutletContext<StoreSession>();
  const stats = emptyDashboardStats;
  const maxAge = Math.max(1, ...stats.faixasEtarias.map((f) => f.total));

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <section aria-labelledby="atalhos">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 id="atalhos" className="text-2xl font-bold tracking-tight">
              Olá, {store.nomeEmpresa}!
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
        <ul className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {shortcuts.map(({ label, path, icon: Icon, tone }) => (
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

      <section aria-labelledby="estatisticas">
        <h2 id="estatisticas" className="text-lg font-bold">
          Estatísticas da loja
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            icon={<Gift className="h-5 w-5" />}
            title="Investimento em Prêmios"
            value={formatCents(stats.investimentoBrindesCents)}
          />
          <StatCard
            icon={<TrendingUp className="h-5 w-5" />}
            title="Total de Vendas"
            value={formatCents(stats.totalVendasCents)}
          />
          <StatCard
            icon={<Receipt className="h-5 w-5" />}
            title="Ticket Médio de Vendas"
            value={formatCents(stats.ticketMedioCents)}
          />
          <StatCard icon={<CalendarDays className="h-5 w-5" />} title="Dias da Semana que Mais Vendem">
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <div className="rounded-lg bg-emerald-50 p-2">
                <dt className="text-emerald-800">Mais vende</dt>
                <dd className="text-lg font-bold text-emerald-900">{stats.diaMaisVende}</dd>
              </div>
              <div className="rounded-lg bg-slate-100 p-2">
                <dt className="text-slate-600">Menos vende</dt>
                <dd className="text-lg font-bold text-slate-800">{stats.diaMenosVende}</dd>
              </div>
            </dl>
          </StatCard>
          <StatCard
            icon={<Wallet className="h-5 w-5" />}
            title="Valor de Cashback Gerado"
            value={formatCents(stats.cashbackTotalCents)}
          />
          <StatCard icon={<PieChart className="h-5 w-5" />} title="Distribuição por Sexo">
            <div className="mt-3 space-y-2 text-sm">
              <Bar label="Homens" percent={stats.percentualHomens} color="bg-blue-600" />
              <Bar label="Mulheres" percent={stats.percentualMulheres} color="bg-pink-600" />
            </div>
          </StatCard>
          <StatCard
            icon={<Users className="h-5 w-5" />}
            title="Distribuição por Idade"
            className="sm:col-span-2 lg:col-span-3"
          >
            <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-6">
              {stats.faixasEtarias.map((f) => (
                <li key={f.faixa} className="text-center">
                  <div className="mx-auto flex h-20 w-8 items-end rounded bg-slate-100">
                    <div className="w-full rounded bg-brand-600" style={{ height: `${(f.total / maxAge) * 100}%` }} />
                  </div>
                  <p className="mt-1 text-xs font-semibold">{f.faixa}</p>
                  <p className="text-xs text-slate-500">{f.total}</p>
                </li>
              ))}
            </ul>
          </StatCard>
        </div>
      </section>
    </div>
  );
}

function StatCard({
  icon,
  title,
  value,
  children,
  className,
}: {
  icon: ReactNode;
  title: string;
  value?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`p-5 ${className ?? ''}`}>
      <div className="flex items-center gap-2 text-slate-600">
        <span className="text-brand-700" aria-hidden="true">
          {icon}
        </span>
        <h3 className="text-sm font-semibold">{title}</h3>
      </div>
      {value !== undefined && <p className="mt-2 text-2xl font-extrabold tabular-nums">{value}</p>}
      {children}
    </Card>
  );
}

function Bar({ label, percent, color }: { label: string; percent: number; color: string }) {
  return (
    <div>
      <div className="flex justify-between">
        <span>{label}</span>
        <span className="font-semibold tabular-nums">{percent.toFixed(1).replace('.', ',')}%</span>
      </div>
      <div className="mt-1 h-2 rounded-full bg-slate-100">
        <div className={`h-2 rounded-full ${color}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
