import { z } from 'zod';
import { formatCents } from '../money.ts';

/** Registro de Atividades: what the shop's people did, newest first. */

export const auditMessages = {
  invalidKind: 'Filtro inválido. Use vendas, descontos, pedidos, precos, clientes, saldos ou premios.',
  invalidPage: 'Página inválida.',
  invalidActor: 'Filtro de pessoa inválido.',
  empty: 'Nenhuma atividade registrada ainda.',
  emptyKind: 'Nenhuma atividade deste tipo.',
} as const;

export const AUDIT_ACTIONS = [
  'sale.deleted',
  'sale.discount_authorized',
  'order.status_changed',
  'order.cancelled',
  'product.price_changed',
  'customer.exported',
  'customer.anonymized',
  'customer.deleted',
  'credit.added',
  'credit.spent',
  'cashback.spent',
  'loyalty.prize_granted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds the screen filters by, each a group of actions. */
export const AUDIT_KINDS = ['vendas', 'descontos', 'pedidos', 'precos', 'clientes', 'saldos', 'premios'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const auditKindLabels: Record<AuditKind, string> = {
  vendas: 'Vendas excluídas',
  descontos: 'Descontos autorizados',
  pedidos: 'Pedidos',
  precos: 'Preços',
  clientes: 'Clientes',
  saldos: 'Crédito e cashback',
  premios: 'Prêmios da fidelidade',
};
export const auditKindActions: Record<AuditKind, readonly AuditAction[]> = {
  vendas: ['sale.deleted'],
  descontos: ['sale.discount_authorized'],
  pedidos: ['order.status_changed', 'order.cancelled'],
  precos: ['product.price_changed'],
  clientes: ['customer.exported', 'customer.anonymized', 'customer.deleted'],
  saldos: ['credit.added', 'credit.spent', 'cashback.spent'],
  premios: ['loyalty.prize_granted'],
};

export const AUDIT_ACTORS = ['lojista', 'gerente', 'caixa'] as const;
export type AuditActor = (typeof AUDIT_ACTORS)[number];
export const auditActorLabels: Record<AuditActor, string> = { lojista: 'Lojista', gerente: 'Gerente', caixa: 'Caixa' };

export const AUDIT_PAGE_SIZE = 30;
const page = z.coerce.number({ error: auditMessages.invalidPage }).int(auditMessages.invalidPage);

export const auditListQuerySchema = z.object({
  tipo: z.enum(AUDIT_KINDS, { error: auditMessages.invalidKind }).optional(),
  /** Whose entries: 'dono' (the owner's), or a team member's login id. */
  ator: z
    .string()
    .regex(/^(dono|[1-9]\d{0,8})$/, auditMessages.invalidActor)
    .optional(),
  limit: page.min(1, auditMessages.invalidPage).max(100, auditMessages.invalidPage).default(AUDIT_PAGE_SIZE),
  offset: page.min(0, auditMessages.invalidPage).max(1_000_000, auditMessages.invalidPage).default(0),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  actorStaffId: z.number().nullable(),
  /** The person's name ('' for the owner). */
  actorName: z.string(),
  /** A manager's override: who authorised it and why ('' when none). */
  authorizedByName: z.string(),
  overrideReason: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The entry as a sentence in Portuguese. */
  description: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number(),
  /** Whom the log can be filtered by (?ator=): 'dono', or a team member's login id, with the name. */
  atores: z.array(z.object({ id: z.string(), nome: z.string(), actor: z.string() })),
  nextOffset: z.number().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;

const orderStatusNames: Record<string, string> = {
  pendente: 'Pendente',
  preparando: 'Em preparo',
  pronto: 'Pronto',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
};

type Json = Record<string, unknown> | null;
const str = (v: unknown, fallback = '') => (typeof v === 'string' && v !== '' ? v : fallback);
const cents = (v: unknown) => (typeof v === 'number' ? formatCents(v) : '—');
/** `part` of `whole` as a percentage, to one decimal place at most: '20%', '12,5%'. */
const percentOf = (part: unknown, whole: unknown) =>
  typeof part === 'number' && typeof whole === 'number' && whole > 0
    ? `${String(Math.round((part * 1000) / whole) / 10).replace('.', ',')}%`
    : '—';

/** An entry as a sentence, e.g. "Preço de Coca-Cola alterado de R$ 5,00 para R$ 6,00". */
export function describeAuditEntry(entry: { action: string; entityId: string; before: Json; after: Json }): string {
  const b = entry.before ?? {};
  const a = entry.after ?? {};
  const customer = str(a.customerName ?? b.customerName, 'cliente');
  switch (entry.action) {
    case 'sale.deleted': {
      const who = str(b.customerName);
      return `Venda nº ${b.number ?? '?'} de ${cents(b.totalCents)} excluída${who ? ` (cliente ${who})` : ''}`;
    }
    case 'sale.discount_authorized': {
      const who = str(a.customerName);
      const limit = typeof a.limitPercent === 'number' ? ` de ${a.limitPercent}%` : '';
      return `Desconto de ${cents(a.discountCents)} (${percentOf(a.discountCents, a.fullCents)}) na venda nº ${a.number ?? '?'}, acima do limite do caixa${limit}${who ? ` (cliente ${who})` : ''}`;
    }
    case 'order.status_changed':
      return `Pedido nº ${a.number ?? b.number ?? '?'} passou de ${orderStatusNames[str(b.status)] ?? str(b.status)} para ${orderStatusNames[str(a.status)] ?? str(a.status)}`;
    case 'order.cancelled': {
      const reason = str(a.motivo);
      return `Pedido nº ${a.number ?? b.number ?? '?'} cancelado${reason ? `. Motivo: ${reason}` : ''}`;
    }
    case 'product.price_changed':
      return `Preço de ${str(a.name ?? b.name, 'produto')} alterado de ${cents(b.priceCents)} para ${cents(a.priceCents)}`;
    case 'customer.exported':
      return `Dados de ${customer} exportados (${str(a.format).toUpperCase() || 'JSON'}) a pedido do titular (LGPD)`;
    case 'customer.anonymized':
      return `Dados pessoais do cliente nº ${entry.entityId} excluídos a pedido do titular (LGPD); vendas e pedidos mantidos`;
    case 'customer.deleted':
      return `Cliente nº ${entry.entityId} excluído do cadastro`;
    case 'credit.added':
      return `Crédito de ${cents(a.amountCents)} adicionado para ${customer} (saldo ${cents(a.balanceCents)})`;
    case 'credit.spent':
      return `Débito de ${cents(a.amountCents)} no crédito de ${customer} (saldo ${cents(a.balanceCents)})`;
    case 'loyalty.prize_granted':
      return `Giro da roleta liberado para ${customer} pela venda nº ${a.number ?? '?'}`;
    case 'cashback.spent':
      return `Cashback de ${cents(a.amountCents)} resgatado por ${customer}`;
    default:
      return entry.action;
  }
}
