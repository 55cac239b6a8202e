import { describe, expect, it } from 'vitest';
import { grossCents, lineAmounts, quantityToMilli, salesCountOf, saleTotals, settlePayments } from './sale-math.ts';

describe('a line: round_half_up(quantity × unit price) + surcharge − discount, never below 0', () => {
  it('rounds weighed quantities half up to the cent, without float error', () => {
    // 0.335 kg × R$ 10,50 = 351.75 cents → 352; 1.005 × 100 = 100.5 → 101 (a float gives 100.49999).
    expect(grossCents(0.335, 1050)).toBe(352);
    expect(grossCents(1.005, 100)).toBe(101);
    expect(grossCents(0.125, 2)).toBe(0); // 0.25 → 0
    expect(grossCents(0.25, 2)).toBe(1); // 0.5 → 1 (half up)
    expect(grossCents(3, 1999)).toBe(5997);
    expect(grossCents(9999.999, 100_000_000)).toBe(999_999_900_000);
  });

  it('adds the surcharge and takes the discount after rounding', () => {
    expect(lineAmounts({ quantity: 1.234, unitPriceCents: 899, discountCents: 100, surchargeCents: 50 })).toEqual({
      grossCents: 1109, // 1109.366
      surchargeCents: 50,
      discountCents: 100,
      totalCents: 1059,
    });
  });

  it('never goes below 0: a discount counts only up to the rest of the line', () => {
    expect(lineAmounts({ quantity: 0.5, unitPriceCents: 1000, discountCents: 800, surchargeCents: 100 })).toEqual({
      grossCents: 500,
      surchargeCents: 100,
      discountCents: 600,
      totalCents: 0,
    });
  });

  it('sums a sale: total = items + surcharges − discounts', () => {
    const t = saleTotals([
      { quantity: 0.335, unitPriceCents: 1050, discountCents: 2, surchargeCents: 0 },
      { quantity: 2, unitPriceCents: 450, discountCents: 0, surchargeCents: 30 },
      { quantity: 1, unitPriceCents: 100, discountCents: 500, surchargeCents: 0 },
    ]);
    expect(t).toMatchObject({ itemsCents: 1352, discountCents: 102, surchargeCents: 30, totalCents: 1280 });
    expect(t.totalCents).toBe(t.itemsCents + t.surchargeCents - t.discountCents);
  });

  it('accepts at most 3 decimals', () => {
    expect(quantityToMilli(1.5)).toBe(1500);
    expect(quantityToMilli(0.001)).toBe(1);
    expect(quantityToMilli(0.0015)).toBeNull();
    expect(quantityToMilli(Number.NaN)).toBeNull();
  });

  it('counts a weighed line as one sale of the product', () => {
    expect(salesCountOf(3)).toBe(3);
    expect(salesCountOf(0.35)).toBe(1);
  });
});

describe('payments', () => {
  it('gives change: received − what is still due when the cash is taken (floor 0)', () => {
    const s = settlePayments(10_000, [
      { type: 'pix', amountCents: 4_000 },
      { type: 'dinheiro', receivedCents: 10_000 },
    ]);
    expect(s).toEqual({
      ok: true,
      changeCents: 4_000,
      payments: [
        { type: 'pix', amountCents: 4_000, installments: 1, receivedCents: null, changeCents: 0 },
        { type: 'dinheiro', amountCents: 6_000, installments: 1, receivedCents: 10_000, changeCents: 4_000 },
      ],
    });
    const exact = settlePayments(500, [
      { type: 'dinheiro', receivedCents: 300 },
      { type: 'debito', amountCents: 200 },
    ]);
    expect(exact).toMatchObject({ ok: true, changeCents: 0 });
  });

  it('must cover the total exactly; only cash may exceed it', () => {
    expect(settlePayments(1000, [{ type: 'pix', amountCents: 999 }])).toEqual({
      ok: false,
      message: 'Falta pagar R$ 0,01.',
    });
    expect(settlePayments(1000, [{ type: 'credito', amountCents: 1001, installments: 3 }])).toMatchObject({
      ok: false,
      index: 0,
    });
    expect(
      settlePayments(1000, [
        { type: 'dinheiro', receivedCents: 2000 },
        { type: 'pix', amountCents: 1 },
      ]),
    ).toMatchObject({ ok: false, index: 1, message: 'A venda já está paga: remova este pagamento.' });
    expect(settlePayments(0, [])).toEqual({ ok: true, payments: [], changeCents: 0 });
  });

  it('keeps the installments of a credit card payment', () => {
    const s = settlePayments(1200, [{ type: 'credito', amountCents: 1200, installments: 12 }]);
    expect(s.ok && s.payments[0]?.installments).toBe(12);
  });
});
