import { describe, expect, it } from 'vitest';
import { formatCnpj, formatCpf, formatDocument, isValidCnpj, isValidCpf, isValidDocument } from './document.ts';

describe('CPF', () => {
  it('accepts valid check digits, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });
  it('refuses wrong digits, repeated digits and wrong lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
  it('formats as 000.000.000-00, also while typing', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982247')).toBe('529.982.247');
  });
});

describe('CNPJ', () => {
  it('accepts valid check digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });
  it('refuses wrong digits and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
  });
  it('formats as 00.000.000/0000-00', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('a shop document', () => {
  it('is a valid CPF or a valid CNPJ', () => {
    expect(isValidDocument('529.982.247-25')).toBe(true);
    expect(isValidDocument('11.222.333/0001-81')).toBe(true);
    expect(isValidDocument('123')).toBe(false);
  });
  it('formats as CPF up to 11 digits and as CNPJ beyond', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('112223330001')).toBe('11.222.333/0001');
  });
});
