import {
  Ban,
  Banknote,
  Gift,
  History,
  type LucideIcon,
  PackageCheck,
  ShieldCheck,
  ShoppingBag,
  Tag,
  Trash2,
} from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  AUDIT_KINDS,
  type AuditAction,
  type AuditActor,
  type AuditKind,
  auditActorLabels,
  auditKindLabels,
  auditMessages,
} from '../../../shared/contracts/audit.ts';
import { formatDateTime } from '../../../shared/dates.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuditLog } from './api/get-audit-log.ts';

const icons: Record<AuditAction, LucideIcon> = {
  'sale.deleted': Trash2,
  'order.status_changed': ShoppingBag,
  'order.cancelled': Ban,
  'product.price_changed': Tag,
  'customer.exported': ShieldCheck,
  'customer.anonymized': ShieldCheck,
  'customer.deleted': Trash2,
  'credit.added': Banknote,
  'credit.spent': Banknote,
  'cashback.spent': Banknote,
  'loyalty.prize_granted': Gift,
};

const isKind = (v: string | null): v is AuditKind => v !== null && (AUDIT_KINDS as readonly string[]).includes(v);

/** /registro-atividades: who changed what in the shop, newest first, by kind (?tipo=...). */
export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const tipoParam = params.get('tipo');
  const tipo = isKind(tipoParam) ? tipoParam : null;
  const log = useAuditLog(tipo);

  const filters: { value: AuditKind | null; label: string }[] = [
    { value: null, label: 'Todas' },
    ...AUDIT_KINDS.map((k) => ({ value: k, label: auditKindLabels[k] })),
  ];

  return (
    <div className="mx-auto max-w-4xl">
      <OwnerPageHeader
        title="Registro de Atividades"
        subtitle="Quem mudou o quê na loja, e quando: vendas excluídas, pedidos, preços, clientes e saldos."
        icon={<History className="h-6 w-6" />}
      />
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">Tipo de atividade</legend>
        {filters.map((f) => {
          const active = f.value === tipo;
          return (
            <button
              key={f.label}
              type="button"
              aria-pressed={active}
              onClick={() => setParams(f.value ? { tipo: f.value } : {}, { replace: true })}
              className={cn(
                'h-9 rounded-full border px-3.5 text-sm font-medium transition-colors',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {f.label}
            </button>
          );
        })}
      </fieldset>

      {log.isPending ? (
        <p className="flex items-center justify-center gap-2 py-10 text-slate-600" role="status">
          <Spinner className="h-5 w-5 text-brand-600" /> Carregando...
        </p>
      ) : log.isError && log.entries.length === 0 ? (
        <Card className="p-6 text-center" role="alert">
          <p className="text-slate-700">{auditMessages.loadError}</p>
          <Button variant="secondary" className="mt-3" onClick={() => log.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : log.entries.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center text-slate-600">
          <PackageCheck className="h-8 w-8 text-slate-400" aria-hidden="true" />
          <p>{tipo ? auditMessages.emptyKind : auditMessages.empty}</p>
        </Card>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {log.total === 1 ? '1 atividade' : `${log.total} atividades`}
          </p>
          <Card className="divide-y divide-slate-100 p-0">
            <ol aria-label="Atividades, da mais recente para a mais antiga">
              {log.entries.map((entry) => {
                const Icon = icons[entry.action as AuditAction] ?? History;
                return (
                  <li key={entry.id} className="flex gap-3 border-b border-slate-100 p-4 last:border-b-0">
                    <span
                      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                      aria-hidden="true"
                    >
                      <Icon className="h-4 w-4" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="break-words font-medium text-ink">{entry.description}</p>
                      <p className="mt-0.5 text-sm text-slate-600">
                        <time dateTime={entry.at}>{formatDateTime(new Date(entry.at))}</time> ·{' '}
                        {auditActorLabels[entry.actor as AuditActor] ?? entry.actor}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </Card>
          {log.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" onClick={() => log.fetchNextPage()} loading={log.isFetchingNextPage}>
                Carregar mais
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
