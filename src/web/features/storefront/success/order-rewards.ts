import { isFinalStatus } from '../../../../shared/checkout.ts';
import type { PublicOrder } from '../../../../shared/contracts/checkout.ts';
import { formatCents } from '../../../../shared/money.ts';

/** How often the buyer's page asks for its order again while the shop can still change it. */
export const ORDER_REFRESH_MS = 5_000;

/** Polls until the order is entregue or cancelado (nothing changes after those), not before it arrived. */
export function orderRefreshInterval(order: Pick<PublicOrder, 'status'> | undefined): number | false {
  return order && !isFinalStatus(order.status) ? ORDER_REFRESH_MS : false;
}

const pontos = (n: number) => `${n} ${n === 1 ? 'ponto' : 'pontos'}`;

export interface OrderRewards {
  /** '+15 pontos a receber' before delivery, '+15 pontos ganhos' after. */
  headline: string;
  /** The lines under it: when they are credited, the balance, the cashback. */
  lines: string[];
}

/**
 * What the order gives the buyer: points (and cashback) a receber until the shop delivers it,
 * ganhos after. The balance shows only when the server knows the buyer proved who they are
 * (pointsBalance not null). A cancelled order gives nothing: null.
 */
export function orderRewards(
  order: Pick<PublicOrder, 'status' | 'pointsAwarded' | 'cashbackCents' | 'pointsBalance'>,
): OrderRewards | null {
  if (order.status === 'cancelado') return null;
  const cashback = order.cashbackCents > 0 ? formatCents(order.cashbackCents) : null;
  const n = order.pointsAwarded;
  if (order.status === 'entregue') {
    return {
      headline: `+${pontos(n)} ${n === 1 ? 'ganho' : 'ganhos'}`,
      lines: [
        ...(order.pointsBalance !== null ? [`Total acumulado nesta loja: ${pontos(order.pointsBalance)}`] : []),
        ...(cashback ? [`${cashback} de cashback ganho`] : []),
      ],
    };
  }
  return {
    headline: `+${pontos(n)} a receber`,
    lines: [
      'Creditados quando a loja entregar o pedido.',
      ...(order.pointsBalance !== null
        ? [`Você terá ${pontos(order.pointsBalance + n)} nesta loja após a entrega`]
        : []),
      ...(cashback ? [`${cashback} de cashback a receber`] : []),
    ],
  };
}
