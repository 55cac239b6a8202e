import { describe, expect, it } from 'vitest';
import { formatCents, formatHundredths, parseHundredths } from './money.ts';

describe('money', () => {
  it('shows cents as reais', () => {
    expect(formatCents(123456)).toBe('R$\u00a01.234,56');
    expect(formatCents(0)).toBe('R$\u00a00,00');
  });
  it('reads what people type', () => {
    expect(parseHundredths('12,50')).toBe(1250);
    expect(parseHundredths('12,5')).toBe(1250);
    expect(parseHundredths('12.5')).toBe(1250);
    expect(parseHundredths('1.234,56')).toBe(123456);
    expect(parseHundredths('1.234')).toBe(123400);
    expect(parseHundredths('R$ 50')).toBe(5000);
    expect(parseHundredths('')).toBe(0);
    expect(parseHundredths('-3')).toBe(-300);
  });
  it('refuses what is not a number or has more than two decimals', () => {
    expect(parseHundredths('abc')).toBeNull();
    expect(parseHundredths('1,234')).toBeNull();
    expect(parseHundredths('1,2,3')).toBeNull();
  });
  it('formats for editing', () => {
    expect(formatHundredths(1250)).toBe('12,50');
    expect(formatHundredths(1000)).toBe('10,00');
  });
});
