import { History, PackageCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AUDIT_KINDS, type AuditKind, auditKindLabels, auditMessages } from '../../../shared/contracts/audit.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { EmptyState, Loading, QueryState } from '../../components/query-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/input.tsx';
import { ActivityEntry, personLabel } from './activity-entry.tsx';
import { useAuditLog } from './api/get-audit-log.ts';

const isKind = (v: string | null): v is AuditKind => v !== null && (AUDIT_KINDS as readonly string[]).includes(v);
/** The owner ('dono') or a team login's id, as the server accepts in ?ator=. */
const isPerson = (v: string | null): v is string => v !== null && /^(dono|[1-9]\d{0,8})$/.test(v);

function emptyMessage(tipo: AuditKind | null, ator: string | null): string {
  if (ator) return tipo ? 'Nenhuma atividade deste tipo feita por esta pessoa.' : 'Nenhuma atividade desta pessoa.';
  return tipo ? auditMessages.emptyKind : auditMessages.empty;
}

/**
 * /registro-atividades: who changed what in the shop, newest first, by kind (?tipo=...) and by
 * person (?ator=...), with the manager who authorised a Caixa's action and why.
 */
export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const tipoParam = params.get('tipo');
  const tipo = isKind(tipoParam) ? tipoParam : null;
  const atorParam = params.get('ator');
  const ator = isPerson(atorParam) ? atorParam : null;
  const log = useAuditLog({ tipo, ator });
  const filterBy = (next: { tipo: AuditKind | null; ator: string | null }) =>
    setParams(
      {
        ...(next.tipo ? { tipo: next.tipo } : {}),
        ...(next.ator ? { ator: next.ator } : {}),
      },
      { replace: true },
    );
  const people = log.people.map((p) => ({ id: p.id, label: personLabel(p) }));
  // The person in the address stays an option while the list loads (or when they did nothing yet).
  if (ator && !people.some((p) => p.id === ator)) {
    people.push({ id: ator, label: log.isPending ? 'Carregando...' : 'Pessoa sem atividades' });
  }

  const filters: { value: AuditKind | null; label: string }[] = [
    { value: null, label: 'Todas' },
    ...AUDIT_KINDS.map((k) => ({ value: k, label: auditKindLabels[k] })),
  ];

  return (
    <div className="mx-auto max-w-4xl">
      <OwnerPageHeader
        title="Registro de Atividades"
        subtitle="Quem mudou o quê na loja, e quando: vendas excluídas, descontos autorizados, pedidos, preços, clientes e saldos."
        icon={<History className="h-6 w-6" />}
      />
      <Field label="Pessoa" className="mb-4 max-w-xs">
        <Select value={ator ?? ''} onChange={(e) => filterBy({ tipo, ator: e.target.value || null })}>
          <option value="">Todas as pessoas</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">Tipo de atividade</legend>
        {filters.map((f) => {
          const active = f.value === tipo;
          return (
            <button
              key={f.label}
              type="button"
              aria-pressed={active}
              onClick={() => filterBy({ tipo: f.value, ator })}
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

      <QueryState
        query={log}
        what="o registro de atividades"
        loading={<Loading />}
        isEmpty={() => log.entries.length === 0}
        empty={
          <EmptyState frame="card" icon={<PackageCheck className="h-8 w-8 text-slate-400" aria-hidden="true" />}>
            <p>{emptyMessage(tipo, ator)}</p>
          </EmptyState>
        }
      >
        {() => (
          <>
            <p className="mb-2 text-sm text-slate-600" aria-live="polite">
              {log.total === 1 ? '1 atividade' : `${log.total} atividades`}
            </p>
            <Card className="divide-y divide-slate-100 p-0">
              <ol aria-label="Atividades, da mais recente para a mais antiga">
                {log.entries.map((entry) => (
                  <ActivityEntry key={entry.id} entry={entry} />
                ))}
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
      </QueryState>
    </div>
  );
}
