import { describe, expect, it } from 'vitest';
import { formatHundredths, parseReaisToCents } from '../../../shared/money.ts';
import { emptyProductForm, toProductInput } from './product-form.ts';

describe('prices as typed (parseReaisToCents)', () => {
  it('reads prices as Brazilians type them', () => {
    expect(parseReaisToCents('12')).toBe(1200);
    expect(parseReaisToCents('12,5')).toBe(1250);
    expect(parseReaisToCents('12,50')).toBe(1250);
    expect(parseReaisToCents('0,01')).toBe(1);
    expect(parseReaisToCents('1.234,56')).toBe(123456);
    expect(parseReaisToCents('R$ 9,90')).toBe(990);
    expect(parseReaisToCents('12.50')).toBe(1250);
    expect(parseReaisToCents('1.234')).toBe(123400);
    expect(parseReaisToCents('0,29')).toBe(29);
    expect(parseReaisToCents('1.005,10')).toBe(100510);
    // Left with the comma just typed: the whole amount.
    expect(parseReaisToCents('12,')).toBe(1200);
  });
  it('refuses what is not a price with at most two decimals', () => {
    for (const bad of ['', 'abc', '12,505', '-5', '1,2,3', '12.5.0', ',50', '1e3', ',']) {
      expect(parseReaisToCents(bad), bad).toBeNull();
    }
  });
  it('round-trips saved prices', () => {
    expect(formatHundredths(2590)).toBe('25,90');
    expect(parseReaisToCents(formatHundredths(123456))).toBe(123456);
  });
});

describe('toProductInput', () => {
  it('gives the API input with integer cents and optional stock', () => {
    const result = toProductInput({ ...emptyProductForm, name: ' Pão ', price: '0,75', stock: '' });
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Pão',
        priceCents: 75,
        category: '',
        description: '',
        stock: null,
        imageId: null,
        barcode: null,
        lowStockLevel: null,
      },
    });
    const withStock = toProductInput({ ...emptyProductForm, name: 'Pão', price: '1', stock: '12' });
    expect(withStock.ok && withStock.input.stock).toBe(12);
  });
  it('answers a missing name or price with the spec message', () => {
    for (const values of [
      { ...emptyProductForm, price: '10' },
      { ...emptyProductForm, name: 'Pão' },
    ]) {
      const result = toProductInput(values);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toBe('Nome e preço são obrigatórios.');
    }
  });
  it('explains a bad price or stock on its field', () => {
    const result = toProductInput({ ...emptyProductForm, name: 'Pão', price: '12,345', stock: '2,5' });
    expect(result).toEqual({
      ok: false,
      errors: { price: 'Preço inválido. Use o formato 12,50.', stock: 'Estoque deve ser um número inteiro.' },
      message: 'Preço inválido. Use o formato 12,50.',
    });
  });
  it('takes the barcode and the low-stock level, blank being none', () => {
    const result = toProductInput({
      ...emptyProductForm,
      name: 'Arroz',
      price: '28,90',
      stock: '20',
      barcode: ' 7891000315507 ',
      lowStockLevel: '0',
    });
    expect(result.ok && [result.input.barcode, result.input.lowStockLevel]).toEqual(['7891000315507', 0]);
  });
  it('explains a bad barcode or low-stock level on its field', () => {
    const result = toProductInput({
      ...emptyProductForm,
      name: 'Arroz',
      price: '28,90',
      barcode: '7891000315508',
      lowStockLevel: '-1',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        barcode: 'Código de barras inválido: confira os números (dígito verificador não confere).',
        lowStockLevel: 'O alerta de estoque baixo deve ser um número inteiro de 0 ou mais.',
      },
      message: 'Código de barras inválido: confira os números (dígito verificador não confere).',
    });
    const short = toProductInput({ ...emptyProductForm, name: 'Arroz', price: '1', barcode: '123' });
    expect(!short.ok && short.errors.barcode).toBe('Código de barras inválido: use 8, 12, 13 ou 14 dígitos.');
  });
});
