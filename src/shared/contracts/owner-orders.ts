import { z } from 'zod';
import { CANCELLABLE_STATUSES, isCancellable, isFinalStatus, orderStatusInfo, type StatusTone } from '../checkout.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, type PaymentMethod } from './checkout.ts';
import { INT4_MAX } from './ids.ts';
import { text } from './text.ts';

export {
  CANCELLABLE_STATUSES,
  isCancellable,
  isFinalStatus,
  ORDER_STATUSES,
  orderStatusInfo,
  PAYMENT_METHODS,
  type PaymentMethod,
  type StatusTone,
};

/** The life of an online order. The server alone decides which step may follow which. */
export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Status de pedido inválido.' });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The one forward step from each status, with the label of its button; entregue and cancelado are
 * final. Cancelling (from pendente, preparando or pronto) is the other way out, with a reason.
 */
export const orderTransitions: Record<OrderStatus, { next: OrderStatus; action: string } | null> = {
  pendente: { next: 'preparando', action: 'Iniciar Preparo' },
  preparando: { next: 'pronto', action: 'Marcar como Pronto' },
  pronto: { next: 'entregue', action: 'Marcar como Entregue' },
  entregue: null,
  cancelado: null,
};

/** The status an order must have to move forward to `to`, or null when no forward step leads there. */
export function previousStatus(to: OrderStatus): OrderStatus | null {
  return ORDER_STATUSES.find((from) => orderTransitions[from]?.next === to) ?? null;
}

/** Change to hand back for a cash payment: null when the customer pays the exact amount. */
export function changeDueCents(totalCents: number, changeForCents: number | null): number | null {
  if (changeForCents === null || changeForCents <= totalCents) return null;
  return changeForCents - totalCents;
}

export const orderMessages = {
  notFound: 'Pedido não encontrado',
  statusUpdated: (number: number, status: OrderStatus) => ({
    title: 'Status atualizado',
    description: `Pedido ${number} atualizado para: ${orderStatusInfo[status].label}`,
  }),
  final: (number: number) => `O pedido ${number} já foi entregue e não pode mais mudar de status.`,
  cancelledFinal: (number: number) => `O pedido ${number} foi cancelado e não pode mais mudar de status.`,
  cancelled: (number: number) => ({ title: 'Pedido cancelado', description: `Pedido ${number} cancelado.` }),
  reasonRequired: 'Informe o motivo do cancelamento.',
  cancelRewardsUsed: (number: number) =>
    `Os pontos ou o cashback do pedido ${number} já foram usados: o pedido não pode ser cancelado.`,
  reasonOnlyForCancel: 'O motivo é só para cancelar o pedido.',
  already: (number: number, status: OrderStatus) =>
    `O pedido ${number} já está com o status ${orderStatusInfo[status].label}.`,
  illegal: (number: number, from: OrderStatus, to: OrderStatus) => {
    const step = orderTransitions[from];
    const hint = step ? ` O próximo passo é '${step.action}'.` : '';
    return `Não é possível mudar o pedido ${number} de ${orderStatusInfo[from].label} para ${orderStatusInfo[to].label}.${hint}`;
  },
  newOrder: 'Novo pedido!',
} as const;

/** Reasons offered when cancelling; 'Outro' asks for the reason in the owner's words. */
export const CANCEL_REASONS = [
  'Cliente desistiu',
  'Pedido falso ou de teste',
  'Produto em falta',
  'Não foi possível entregar',
  'Pagamento não realizado',
] as const;
export const CANCEL_REASON_MAX = 200;

export const ownerOrderItemSchema = z.object({
  id: z.number(),
  productCode: z.number(),
  name: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  lineTotalCents: z.number(),
});
export type OwnerOrderItem = z.infer<typeof ownerOrderItemSchema>;

/** An online order as the shop owner sees it. */
export const ownerOrderSchema = z.object({
  id: z.uuid(),
  number: z.number(),
  status: orderStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  address: z.object({
    street: z.string(),
    number: z.string(),
    neighborhood: z.string(),
    city: z.string(),
    zip: z.string(),
  }),
  paymentMethod: z.enum(PAYMENT_METHODS),
  changeForCents: z.number().nullable(),
  observations: z.string(),
  subtotalCents: z.number(),
  totalCents: z.number(),
  /** What the order gives the customer on delivery (credited then; nothing when cancelled). */
  pointsAwarded: z.number(),
  cashbackCents: z.number(),
  /** Set when the order was cancelled. */
  cancelReason: z.string().nullable(),
  items: z.array(ownerOrderItemSchema),
});
export type OwnerOrder = z.infer<typeof ownerOrderSchema>;

/** One order with its status history, oldest first. */
export const ownerOrderDetailSchema = ownerOrderSchema.extend({
  history: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
});
export type OwnerOrderDetail = z.infer<typeof ownerOrderDetailSchema>;

export const ORDER_PAGE_MAX = 100;
export const ORDER_PAGE_DEFAULT = 30;

export const orderListQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  /** Orders numbered below this one (the `nextCursor` of the previous page). */
  before: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_MAX).default(ORDER_PAGE_DEFAULT),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderCountsSchema = z.object({
  todos: z.number(),
  pendente: z.number(),
  preparando: z.number(),
  pronto: z.number(),
  entregue: z.number(),
  cancelado: z.number(),
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;

/** Newest first, a page at a time, with the count of every status for the filters. */
export const orderListSchema = z.object({
  orders: z.array(ownerOrderSchema),
  counts: orderCountsSchema,
  nextCursor: z.number().nullable(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderIdParamsSchema = z.object({ orderId: z.uuid({ error: 'Pedido inválido.' }) });

/**
 * The next status, or cancelado with its reason (required then, and only then). The server
 * decides whether the order may take it.
 */
export const updateOrderStatusSchema = z
  .object({
    status: orderStatusSchema,
    motivo: text().max(CANCEL_REASON_MAX, `O motivo pode ter até ${CANCEL_REASON_MAX} caracteres.`).optional(),
  })
  .superRefine((body, ctx) => {
    const reason = body.motivo?.trim() ?? '';
    if (body.status === 'cancelado' && reason === '') {
      ctx.addIssue({ code: 'custom', path: ['motivo'], message: orderMessages.reasonRequired });
    }
    if (body.status !== 'cancelado' && reason !== '') {
      ctx.addIssue({ code: 'custom', path: ['motivo'], message: orderMessages.reasonOnlyForCancel });
    }
  });
export type UpdateOrderStatusInput = z.infer<typeof updateOrderStatusSchema>;

/** What the live stream (`GET /api/orders/events`, Server-Sent Events) sends as `data:`. */
export const orderStreamEventSchema = z.object({
  type: z.enum(['order.created', 'order.status_changed', 'resync']),
  orderId: z.string().optional(),
});
export type OrderStreamEvent = z.infer<typeof orderStreamEventSchema>;
