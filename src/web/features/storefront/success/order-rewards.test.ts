import { describe, expect, it } from 'vitest';
import { orderRefreshInterval, orderRewards } from './order-rewards.ts';

const order = { pointsAwarded: 15, cashbackCents: 0, pointsBalance: null };

describe("the buyer's order page", () => {
  it('asks again every 5 s until the order is entregue or cancelado', () => {
    expect(orderRefreshInterval(undefined)).toBe(false);
    for (const status of ['pendente', 'preparando', 'pronto'] as const) {
      expect(orderRefreshInterval({ status })).toBe(5_000);
    }
    expect(orderRefreshInterval({ status: 'entregue' })).toBe(false);
    expect(orderRefreshInterval({ status: 'cancelado' })).toBe(false);
  });
});

describe('what an order gives', () => {
  it('is a receber before delivery, with only what this order gives when the balance is unknown', () => {
    expect(orderRewards({ ...order, status: 'pendente' })).toEqual({
      headline: '+15 pontos a receber',
      lines: ['Creditados quando a loja entregar o pedido.'],
    });
  });

  it('says what the balance will be after delivery when the buyer proved who they are', () => {
    expect(orderRewards({ ...order, status: 'pronto', pointsBalance: 31 })).toEqual({
      headline: '+15 pontos a receber',
      lines: ['Creditados quando a loja entregar o pedido.', 'Você terá 46 pontos nesta loja após a entrega'],
    });
  });

  it('shows the cashback a receber when there is some', () => {
    expect(orderRewards({ ...order, status: 'pendente', cashbackCents: 225 })?.lines).toContain(
      'R$\u00a02,25 de cashback a receber',
    );
  });

  it('is ganho after delivery, with the total when known', () => {
    expect(orderRewards({ ...order, status: 'entregue', pointsBalance: 46 })).toEqual({
      headline: '+15 pontos ganhos',
      lines: ['Total acumulado nesta loja: 46 pontos'],
    });
    expect(orderRewards({ ...order, status: 'entregue' })).toEqual({ headline: '+15 pontos ganhos', lines: [] });
  });

  it('is nothing once cancelled', () => {
    expect(orderRewards({ ...order, status: 'cancelado', pointsBalance: 10 })).toBeNull();
  });

  it('says ponto for one', () => {
    expect(orderRewards({ ...order, status: 'pendente', pointsAwarded: 1 })?.headline).toBe('+1 ponto a receber');
  });
});
