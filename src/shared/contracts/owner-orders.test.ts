import { describe, expect, it } from 'vitest';
import { changeDueCents, orderMessages, orderStatusInfo, orderTransitions, previousStatus } from './owner-orders.ts';

describe('order status flow', () => {
  it('goes pendente → preparando → pronto → entregue, with the spec buttons, and stops', () => {
    expect(orderTransitions.pendente).toEqual({ next: 'preparando', action: 'Iniciar Preparo' });
    expect(orderTransitions.preparando).toEqual({ next: 'pronto', action: 'Marcar como Pronto' });
    expect(orderTransitions.pronto).toEqual({ next: 'entregue', action: 'Marcar como Entregue' });
    expect(orderTransitions.entregue).toBeNull();
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
