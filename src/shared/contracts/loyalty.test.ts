import { describe, expect, it } from 'vitest';
import { loyaltyMessages, purchasesLeft, purchasesLeftMessage, wheelSlices } from './loyalty.ts';

describe('loyalty texts and rule', () => {
  it("says the spec's validation message", () => {
    expect(loyaltyMessages.validated(59, 230)).toBe('Cliente validado! 59 pontos adicionados. Total: 230 pontos.');
    expect(loyaltyMessages.validated(1, 1)).toBe('Cliente validado! 1 ponto adicionado. Total: 1 ponto.');
    expect(loyaltyMessages.validated(1, 11)).toBe('Cliente validado! 1 ponto adicionado. Total: 11 pontos.');
    expect(loyaltyMessages.validated(11, 21)).toBe('Cliente validado! 11 pontos adicionados. Total: 21 pontos.');
  });
  it('counts the purchases left until the next spin', () => {
    expect(purchasesLeft(0)).toBe(10);
    expect(purchasesLeft(7)).toBe(3);
    expect(purchasesLeft(9)).toBe(1);
    expect(purchasesLeft(10)).toBe(10);
    expect(purchasesLeft(13)).toBe(7);
  });
  it('says how many purchases are left, with the minimum value when there is one', () => {
    expect(purchasesLeftMessage(3, 5000)).toBe('Faltam 3 compras de pelo menos R$ 50,00 para girar a roleta.');
    expect(purchasesLeftMessage(1, 5000)).toBe('Falta 1 compra de pelo menos R$ 50,00 para girar a roleta.');
    expect(purchasesLeftMessage(10, 0)).toBe('Faltam 10 compras para girar a roleta.');
  });
  it("adds 'Não foi dessa vez' as the sixth slice", () => {
    expect(wheelSlices(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd', 'e', 'Não foi dessa vez']);
  });
});
