import {
  BadgePercent,
  Ban,
  Banknote,
  Gift,
  History,
  type LucideIcon,
  ShieldCheck,
  ShoppingBag,
  Tag,
  Trash2,
  UserCheck,
} from 'lucide-react';
import { formatDateTime } from '../../../shared/calendar.ts';
import {
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type AuditList,
  auditActorLabels,
} from '../../../shared/contracts/audit.ts';

const icons: Record<AuditAction, LucideIcon> = {
  'sale.deleted': Trash2,
  'sale.discount_authorized': BadgePercent,
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

/** Who did it: "Lojista" for the owner, else "Nome (Caixa)" / "Nome (Gerente)". */
export function actorName(entry: Pick<AuditEntry, 'actor' | 'actorName'>): string {
  const role = auditActorLabels[entry.actor as AuditActor] ?? entry.actor;
  if (entry.actor === 'lojista') return role;
  return entry.actorName ? `${entry.actorName} (${role})` : role;
}

/** A person of the filter (`atores`): "Lojista" for the owner, else "Nome (Caixa)" / "Nome (Gerente)". */
export function personLabel(person: AuditList['atores'][number]): string {
  return person.id === 'dono' ? auditActorLabels.lojista : actorName({ actor: person.actor, actorName: person.nome });
}

/** A manager's override: "Autorizado por Nome — Motivo: ...". */
export function authorizationLine(entry: Pick<AuditEntry, 'authorizedByName' | 'overrideReason'>): string {
  const reason = entry.overrideReason ? ` — Motivo: ${entry.overrideReason}` : '';
  return `Autorizado por ${entry.authorizedByName}${reason}`;
}

/** One line of the Registro de Atividades: what, when, who, and the manager who authorised it. */
export function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const Icon = icons[entry.action as AuditAction] ?? History;
  return (
    <li className="flex gap-3 border-b border-slate-100 p-4 last:border-b-0">
      <span
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        <Icon className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium text-ink">{entry.description}</p>
        <p className="mt-0.5 text-sm text-slate-600">
          <time dateTime={entry.at}>{formatDateTime(new Date(entry.at))}</time> · {actorName(entry)}
        </p>
        {entry.authorizedByName && (
          <p className="mt-1 flex items-start gap-1.5 break-words text-sm text-amber-900">
            <UserCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>{authorizationLine(entry)}</span>
          </p>
        )}
      </div>
    </li>
  );
}
