import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, formatHundredths, parseReaisToCents } from './money.ts';

describe('money', () => {
  it('shows cents as reais', () => {
    expect(formatCents(1250).replace(/\s/g, ' ')).toBe('R$ 12,50');
  });
  it('reads amounts as people type them', () => {
    expect(parseReaisToCents('50')).toBe(5000);
    expect(parseReaisToCents('50,5')).toBe(5050);
    expect(parseReaisToCents('R$ 1.234,56')).toBe(123456);
    expect(parseReaisToCents('20.50')).toBe(2050);
    expect(parseReaisToCents('0,01')).toBe(1);
    expect(parseReaisToCents('1.234')).toBe(123400);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1,234', '12,345', '1.2.3']) expect(parseReaisToCents(bad)).toBeNull();
  });
});

describe('amounts for editing', () => {
  it('shows hundredths with a comma', () => {
    expect(formatHundredths(1250)).toBe('12,50');
    expect(formatHundredths(1000)).toBe('10,00');
  });
});

describe('amounts for number inputs', () => {
  it('uses a dot and two decimals', () => {
    expect(centsToInput(5050)).toBe('50.50');
    expect(centsToInput(0)).toBe('0.00');
  });
});
