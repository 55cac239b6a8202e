import { describe, expect, it } from 'vitest';
import { formatCents, formatHundredths, parseReaisToCents, typeDecimal } from './money.ts';

describe('money', () => {
  it('shows cents as reais', () => {
    expect(formatCents(1250).replace(/\s/g, ' ')).toBe('R$ 12,50');
  });
  it('shows cents exactly as Intl formats reais in pt-BR', () => {
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const amounts = [0, 1, 9, 10, 99, 100, 105, 1250, 99_999, 100_000, 123_456, 1_000_000, 123_456_789, 99_999_999_999];
    for (const cents of [...amounts, ...amounts.filter((c) => c > 0).map((c) => -c)]) {
      expect(formatCents(cents)).toBe(brl.format(cents / 100));
    }
  });
  it('reads amounts as people type them', () => {
    expect(parseReaisToCents('50')).toBe(5000);
    expect(parseReaisToCents('50,5')).toBe(5050);
    expect(parseReaisToCents('R$ 1.234,56')).toBe(123456);
    expect(parseReaisToCents('20.50')).toBe(2050);
    expect(parseReaisToCents('0,01')).toBe(1);
    expect(parseReaisToCents('1.234')).toBe(123400);
    expect(parseReaisToCents('12,')).toBe(1200);
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

describe('decimal fields as typed', () => {
  it('keeps digits and one decimal comma, as pt-BR writes them', () => {
    expect(typeDecimal('12,5')).toBe('12,5');
    expect(typeDecimal('12,555')).toBe('12,55');
    expect(typeDecimal('R$ 7,50')).toBe('7,50');
    expect(typeDecimal('1,2,3')).toBe('1,23');
    expect(typeDecimal(',5')).toBe('0,5');
    expect(typeDecimal('abc')).toBe('');
  });
  it('takes a dot typed on a keypad without a comma as the decimal comma', () => {
    expect(typeDecimal('5.00')).toBe('5,00');
    expect(typeDecimal('0.75')).toBe('0,75');
    expect(typeDecimal('1.2.3')).toBe('12,3');
  });
  it('drops thousands dots from pasted amounts that have a comma', () => {
    expect(typeDecimal('1.234,56')).toBe('1234,56');
  });
  it('limits the integer part and the decimals', () => {
    expect(typeDecimal('12345678901')).toBe('123456789');
    expect(typeDecimal('10,5', 0)).toBe('10');
  });
  it('what it keeps reads back as the same amount', () => {
    for (const typed of ['5.00', '0,75', '1.234,56', '20']) {
      expect(parseReaisToCents(typeDecimal(typed))).not.toBeNull();
    }
    expect(parseReaisToCents(typeDecimal('5.00'))).toBe(500);
  });
});
