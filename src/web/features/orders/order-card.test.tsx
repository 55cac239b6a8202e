import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderStatus, OwnerOrder } from '../../../shared/contracts/owner-orders.ts';
import { OrderCard } from './order-card.tsx';

function order(status: OrderStatus, cancelReason: string | null = null): OwnerOrder {
  return {
    id: '6f1f2a9e-3b7c-4d7e-9a51-0c2f1b8e4d10',
    number: 7,
    status,
    createdAt: '2026-05-10T12:00:00.000Z',
    updatedAt: '2026-05-10T12:05:00.000Z',
    customer: { name: 'Carla Mendes', phone: '11912345678', email: '' },
    address: { street: 'Rua das Acácias', number: '12', neighborhood: 'Centro', city: 'Campinas', zip: '' },
    paymentMethod: 'pix',
    changeForCents: null,
    observations: '',
    subtotalCents: 4500,
    totalCents: 4500,
    pointsAwarded: 45,
    cashbackCents: 225,
    cancelReason,
    items: [{ id: 1, productCode: 1, name: 'X-Burguer', quantity: 2, unitPriceCents: 2250, lineTotalCents: 4500 }],
  };
}

const noop = () => {};
const render = (o: OwnerOrder) =>
  renderToString(
    <OrderCard
      order={o}
      now={new Date('2026-05-10T12:10:00.000Z')}
      isNew={false}
      advancing={false}
      onAdvance={noop}
      onCancel={noop}
      onPrint={noop}
    />,
  );
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1] ?? '');

describe('an order card', () => {
  it.each(['pendente', 'preparando', 'pronto'] as const)('offers Cancelar pedido while %s', (status) => {
    const html = render(order(status));
    expect(buttons(html).some((b) => b.includes('Cancelar pedido'))).toBe(true);
    expect(html).not.toContain('Motivo:');
  });

  it('offers no cancel once delivered', () => {
    const html = render(order('entregue'));
    expect(html).not.toContain('Cancelar pedido');
    expect(html).toContain('Pedido concluído');
  });

  it('shows a cancelled order with its red badge and reason, and no action buttons', () => {
    const html = render(order('cancelado', 'Cliente desistiu'));
    expect(html).toContain('Cancelado');
    expect(html).toMatch(/bg-red-100 text-red-800[^>]*><span class="sr-only">Status: <\/span>Cancelado/);
    expect(html).toContain('Motivo: </span>Cliente desistiu');
    // Only the print button remains.
    expect(buttons(html)).toHaveLength(1);
    expect(html).toContain('aria-label="Imprimir pedido nº 7"');
  });
});
