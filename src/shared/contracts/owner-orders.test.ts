import { describe, expect, it } from 'vitest';
import {
  changeDueCents,
  isCancellable,
  orderMessages,
  orderStatusInfo,
  orderTransitions,
  previousStatus,
  updateOrderStatusSchema,
} from './owner-orders.ts';

describe('order status flow', () => {
  it('goes pendente → preparando → pronto → entregue, with the spec buttons, and stops', () => {
    expect(orderTransitions.pendente).toEqual({ next: 'preparando', action: 'Iniciar Preparo' });
    expect(orderTransitions.preparando).toEqual({ next: 'pronto', action: 'Marcar como Pronto' });
    expect(orderTransitions.pronto).toEqual({ next: 'entregue', action: 'Marcar como Entregue' });
    expect(orderTransitions.entregue).toBeNull();
    expect(orderTransitions.cancelado).toBeNull();
  });

  it('cancels from any open status, never from entregue or cancelado', () => {
    expect(['pendente', 'preparando', 'pronto', 'entregue', 'cancelado'].map((s) => isCancellable(s as never))).toEqual(
      [true, true, true, false, false],
    );
    expect(previousStatus('cancelado')).toBeNull();
  });

  it('asks for the reason of a cancel, and only of a cancel', () => {
    const parse = (body: unknown) => updateOrderStatusSchema.safeParse(body);
    expect(parse({ status: 'cancelado', motivo: 'Cliente desistiu' }).success).toBe(true);
    expect(parse({ status: 'cancelado' }).error?.issues[0]?.message).toBe('Informe o motivo do cancelamento.');
    expect(parse({ status: 'cancelado', motivo: ' ' }).success).toBe(false);
    expect(parse({ status: 'pronto', motivo: 'x' }).success).toBe(false);
    expect(parse({ status: 'pronto' }).success).toBe(true);
  });

  it('knows which status leads to each one', () => {
    expect(previousStatus('pendente')).toBeNull();
    expect(previousStatus('preparando')).toBe('pendente');
    expect(previousStatus('pronto')).toBe('preparando');
    expect(previousStatus('entregue')).toBe('pronto');
  });

  it('colours the badges as the spec says', () => {
    expect(Object.fromEntries(Object.entries(orderStatusInfo).map(([s, i]) => [s, i.tone]))).toEqual({
      pendente: 'yellow',
      preparando: 'blue',
      pronto: 'green',
      entregue: 'purple',
      cancelado: 'red',
    });
  });

  it('words the toast as the spec does', () => {
    expect(orderMessages.statusUpdated(12, 'pronto')).toEqual({
      title: 'Status atualizado',
      description: 'Pedido 12 atualizado para: Pronto',
    });
  });
});

describe('change for a cash payment', () => {
  it('is what the customer hands over minus the total, or nothing', () => {
    expect(changeDueCents(2700, 5000)).toBe(2300);
    expect(changeDueCents(2700, 2700)).toBeNull();
    expect(changeDueCents(2700, 2000)).toBeNull();
    expect(changeDueCents(2700, null)).toBeNull();
  });
});
