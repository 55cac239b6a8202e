import { describe, expect, it } from 'vitest';
import {
  FLASH_PROMOTION_OPTIONS,
  flashOption,
  formatCountdown,
  promotionalPriceCents,
  promotionTexts,
  remainingMs,
} from './promotions.ts';

describe('flash promotions', () => {
  it("offers the spec's three options", () => {
    expect(FLASH_PROMOTION_OPTIONS.map(promotionTexts.optionLabel)).toEqual([
      '10% por 30 min',
      '15% por 60 min',
      '20% por 120 min',
    ]);
    expect(flashOption(15)?.minutes).toBe(60);
    expect(flashOption(12)).toBeUndefined();
  });

  it('takes the discount in integer cents, half a cent rounding up', () => {
    expect(promotionalPriceCents(1000, 10)).toBe(900);
    expect(promotionalPriceCents(999, 15)).toBe(849); // 849,15
    expect(promotionalPriceCents(5, 10)).toBe(5); // 4,5 → 5
    expect(promotionalPriceCents(5, 15)).toBe(4); // 4,25
    expect(promotionalPriceCents(5, 20)).toBe(4);
    expect(promotionalPriceCents(0, 20)).toBe(0);
    expect(promotionalPriceCents(1, 10)).toBe(1); // 0,9
    expect(promotionalPriceCents(100_000_000, 15)).toBe(85_000_000);
    expect(promotionalPriceCents(1990, 15)).toBe(1692); // 1691,5 → 1692
  });

  it("counts down by the server's clock, whatever the device's clock says", () => {
    const endsAt = '2025-03-10T15:30:00.000Z';
    const serverNow = '2025-03-10T15:17:26.000Z';
    // The device is 3 hours off; 10 seconds passed on it since the answer came.
    const received = Date.parse('2025-03-10T18:00:00.000Z');
    expect(remainingMs(endsAt, serverNow, received, received + 10_000)).toBe(12 * 60_000 + 24_000);
  });

  it('shows minutes and seconds', () => {
    expect(formatCountdown(12 * 60_000 + 34_000)).toBe('12:34');
    expect(formatCountdown(120 * 60_000)).toBe('120:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(200)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(promotionTexts.endsIn(formatCountdown(754_000))).toBe('Promoção relâmpago termina em 12:34');
  });
});
