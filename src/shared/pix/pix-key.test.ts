import { describe, expect, it } from 'vitest';
import { parsePixKey, pixKeyKind, pixKeyMessages } from './pix-key.ts';

const ok = (input: string) => {
  const result = parsePixKey(input);
  if (!result.ok) throw new Error(`${input}: ${result.message}`);
  return { kind: result.kind, key: result.key };
};
const refused = (input: string) => {
  const result = parsePixKey(input);
  return result.ok ? `accepted as ${result.kind} ${result.key}` : result.message;
};

describe('PIX keys', () => {
  it('reads a CPF typed with or without punctuation as its digits', () => {
    expect(ok('529.982.247-25')).toEqual({ kind: 'cpf', key: '52998224725' });
    expect(ok(' 52998224725 ')).toEqual({ kind: 'cpf', key: '52998224725' });
  });

  it('reads a numeric CNPJ as its 14 digits', () => {
    expect(ok('11.222.333/0001-81')).toEqual({ kind: 'cnpj', key: '11222333000181' });
    expect(ok('11222333000181')).toEqual({ kind: 'cnpj', key: '11222333000181' });
  });

  it('lower-cases an e-mail', () => {
    expect(ok(' Loja.Da.Ana@Exemplo.COM.br ')).toEqual({ kind: 'email', key: 'loja.da.ana@exemplo.com.br' });
  });

  it('writes a mobile number as +55DDDNUMBER from the usual Brazilian ways of typing it', () => {
    for (const typed of [
      '(11) 98765-4321',
      '11 98765-4321',
      '11987654321',
      '+55 11 98765-4321',
      '+5511987654321',
      '5511987654321',
      '(011) 98765-4321',
      '011 98765-4321',
    ]) {
      expect(ok(typed)).toEqual({ kind: 'telefone', key: '+5511987654321' });
    }
  });

  it('lower-cases a random key (UUID), with or without hyphens', () => {
    expect(ok('123E4567-E89B-12D3-A456-426614174000')).toEqual({
      kind: 'aleatoria',
      key: '123e4567-e89b-12d3-a456-426614174000',
    });
    expect(ok('123e4567e89b12d3a456426614174000').key).toBe('123e4567-e89b-12d3-a456-426614174000');
  });

  it('refuses bad keys with a message in Portuguese', () => {
    expect(refused('')).toBe(pixKeyMessages.required);
    expect(refused('   ')).toBe(pixKeyMessages.required);
    expect(refused('529.982.247-24')).toBe(pixKeyMessages.cpf);
    expect(refused('111.111.111-11')).toBe(pixKeyMessages.cpf);
    expect(refused('11.222.333/0001-82')).toBe(pixKeyMessages.cnpj);
    expect(refused('11222333000182')).toBe(pixKeyMessages.cnpj);
    expect(refused('12.ABC.345/01DE-35')).toBe(pixKeyMessages.cnpjLetters);
    expect(refused('ana@')).toBe(pixKeyMessages.email);
    expect(refused('ana@exemplo')).toBe(pixKeyMessages.email);
    expect(refused(`${'a'.repeat(70)}@exemplo.com`)).toBe(pixKeyMessages.email);
    expect(refused('(11) 3456-7890')).toBe(pixKeyMessages.phone);
    expect(refused('1134567890')).toBe(pixKeyMessages.phone);
    expect(refused('+1 202 555 0100')).toBe(pixKeyMessages.phone);
    expect(refused('(00) 98765-4321')).toBe(pixKeyMessages.phone);
    expect(refused('123e4567-e89b-12d3-a456-42661417400')).toBe(pixKeyMessages.random);
    expect(refused('chave da loja')).toBe(pixKeyMessages.invalid);
    expect(refused('12345')).toBe(pixKeyMessages.invalid);
    expect(pixKeyMessages.invalid).toBe('Chave PIX inválida. Use CPF, CNPJ, e-mail, celular ou chave aleatória.');
  });

  it('tells the kind of a stored key, and nothing for a key not normalized', () => {
    expect(pixKeyKind('52998224725')).toBe('cpf');
    expect(pixKeyKind('+5511987654321')).toBe('telefone');
    expect(pixKeyKind('(11) 98765-4321')).toBeNull();
    expect(pixKeyKind('')).toBeNull();
  });
});
