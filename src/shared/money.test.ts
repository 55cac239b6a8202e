import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, parseReais } from './money.ts';

describe('money', () => {
  it('reads amounts typed in reais as cents', () => {
    expect(parseReais('50')).toBe(5000);
    expect(parseReais('50.5')).toBe(5050);
    expect(parseReais('50,50')).toBe(5050);
    expect(parseReais('R$ 1.234,56')).toBe(123456);
    expect(parseReais('0.1')).toBe(10);
    expect(parseReais('19.99')).toBe(1999);
    expect(parseReais('-3')).toBe(-300);
    expect(parseReais('')).toBeNull();
    expect(parseReais('abc')).toBeNull();
    expect(parseReais('1e3')).toBeNull();
  });
  it('writes cents for a number input and for people', () => {
    expect(centsToInput(5050)).toBe('50.50');
    expect(centsToInput(0)).toBe('0.00');
    expect(formatCents(5000).replace(/\u00a0/g, ' ')).toBe('R$ 50,00');
  });
});
