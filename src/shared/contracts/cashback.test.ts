import { describe, expect, it } from 'vitest';
import { CASHBACK_DEFAULTS, cashbackFor } from './cashback.ts';

describe('cashback a purchase earns', () => {
  it('is the percentage of the total, rounded to the cent', () => {
    expect(cashbackFor(10_000, CASHBACK_DEFAULTS)).toBe(1_000);
    expect(cashbackFor(5_005, CASHBACK_DEFAULTS)).toBe(501);
    expect(cashbackFor(12_345, { ...CASHBACK_DEFAULTS, percentBasisPoints: 1_250 })).toBe(1_543);
  });
  it('needs at least the minimum purchase, inclusive', () => {
    expect(cashbackFor(4_999, CASHBACK_DEFAULTS)).toBe(0);
    expect(cashbackFor(5_000, CASHBACK_DEFAULTS)).toBe(500);
  });
  it('is nothing while inactive', () => {
    expect(cashbackFor(100_000, { ...CASHBACK_DEFAULTS, active: false })).toBe(0);
  });
});
