import { describe, expect, it } from 'vitest';
import { assembleBrCode, brCodeMessages, crc16, PixBrCodeError, pixAmount, pixBrCode, pixText } from './br-code.ts';
import { pixKeyMessages } from './pix-key.ts';

/** The BCB's example (Manual de Padrões para Iniciação do Pix), CRC16 1D3D: docs/pix.md. */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** CRC16-CCITT-FALSE, bit by bit, written apart from the module's table-driven one. */
function referenceCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) {
      crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
      crc &= 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A small EMV TLV reader: ID (2), length in bytes (2), value; nested templates read again. */
function parseTlv(text: string): Map<string, string> {
  const bytes = Buffer.from(text, 'utf8');
  const fields = new Map<string, string>();
  let at = 0;
  while (at < bytes.length) {
    const id = bytes.subarray(at, at + 2).toString('utf8');
    const length = Number(bytes.subarray(at + 2, at + 4).toString('utf8'));
    expect(id).toMatch(/^\d{2}$/);
    expect(Number.isInteger(length)).toBe(true);
    const value = bytes.subarray(at + 4, at + 4 + length);
    expect(value.length).toBe(length);
    expect(fields.has(id)).toBe(false);
    fields.set(id, value.toString('utf8'));
    at += 4 + length;
  }
  return fields;
}

/** Checks the CRC independently and returns the fields, with 26 and 62 opened. */
function readBrCode(code: string) {
  expect(code.slice(-8, -4)).toBe('6304');
  expect(code.slice(-4)).toBe(referenceCrc(code.slice(0, -4)));
  const top = parseTlv(code);
  expect([...top.keys()]).toEqual(
    top.has('54')
      ? ['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']
      : ['00', '26', '52', '53', '58', '59', '60', '62', '63'],
  );
  const account = parseTlv(top.get('26') ?? '');
  const extra = parseTlv(top.get('62') ?? '');
  return {
    format: top.get('00'),
    gui: account.get('00'),
    key: account.get('01'),
    category: top.get('52'),
    currency: top.get('53'),
    amount: top.get('54'),
    country: top.get('58'),
    name: top.get('59'),
    city: top.get('60'),
    txid: extra.get('05'),
  };
}

describe('CRC16-CCITT-FALSE', () => {
  it('matches the standard check value and the bitwise reference', () => {
    expect(crc16('123456789')).toBe('29B1');
    for (const text of ['', 'A', BCB_EXAMPLE, 'ção ✓']) expect(crc16(text)).toBe(referenceCrc(text));
  });
});

describe('BR Code', () => {
  it("reproduces the BCB's example exactly, CRC 1D3D", () => {
    const code = assembleBrCode({
      key: '123e4567-e12b-12d1-a456-426655440000',
      name: 'Fulano de Tal',
      city: 'BRASILIA',
      txid: '***',
    });
    expect(code).toBe(BCB_EXAMPLE);
    expect(code.slice(-4)).toBe('1D3D');
    expect(referenceCrc(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it("builds the example's layout from a shop's typed data, name and city in plain upper case", () => {
    const code = pixBrCode({ key: '123E4567-E12B-12D1-A456-426655440000', name: 'Fulano de Tal', city: 'Brasília' });
    expect(code).toBe(
      assembleBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        name: 'FULANO DE TAL',
        city: 'BRASILIA',
        txid: '***',
      }),
    );
    expect(code.replace('FULANO DE TAL', 'Fulano de Tal').slice(0, -4)).toBe(BCB_EXAMPLE.slice(0, -4));
  });

  const keys = [
    { kind: 'CPF', typed: '529.982.247-25', key: '52998224725' },
    { kind: 'CNPJ', typed: '11.222.333/0001-81', key: '11222333000181' },
    { kind: 'e-mail', typed: 'Pagamentos@LojaDaAna.com.br', key: 'pagamentos@lojadaana.com.br' },
    { kind: 'phone', typed: '(11) 98765-4321', key: '+5511987654321' },
    { kind: 'random key', typed: '7D9F0335-8DCC-4054-9BF9-0DBD61D36906', key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906' },
  ];
  for (const { kind, typed, key } of keys) {
    it(`carries a ${kind} key with an amount, fields and CRC read back independently`, () => {
      const code = pixBrCode({ key: typed, name: 'Padaria São João', city: 'São Paulo', amountCents: 1050 });
      expect(readBrCode(code)).toEqual({
        format: '01',
        gui: 'br.gov.bcb.pix',
        key,
        category: '0000',
        currency: '986',
        amount: '10.50',
        country: 'BR',
        name: 'PADARIA SAO JOAO',
        city: 'SAO PAULO',
        txid: '***',
      });
    });
  }

  it('writes the amount with a dot and two decimals, and leaves it out at zero', () => {
    expect(pixAmount(1)).toBe('0.01');
    expect(pixAmount(100)).toBe('1.00');
    expect(pixAmount(123456)).toBe('1234.56');
    expect(pixAmount(999_999_999_999)).toBe('9999999999.99');
    const base = { key: '52998224725', name: 'Ana', city: 'Recife' };
    expect(readBrCode(pixBrCode(base)).amount).toBeUndefined();
    expect(readBrCode(pixBrCode({ ...base, amountCents: 0 })).amount).toBeUndefined();
    for (const bad of [-1, 1.5, Number.NaN, 1_000_000_000_000]) {
      expect(() => pixBrCode({ ...base, amountCents: bad })).toThrow(brCodeMessages.amount);
    }
  });

  it('carries a given txid of up to 25 letters and digits', () => {
    const base = { key: '52998224725', name: 'Ana', city: 'Recife', amountCents: 990 };
    expect(readBrCode(pixBrCode({ ...base, txid: 'VENDA123' })).txid).toBe('VENDA123');
    expect(readBrCode(pixBrCode({ ...base, txid: 'A'.repeat(25) })).txid).toBe('A'.repeat(25));
    for (const bad of ['', 'A'.repeat(26), 'venda 1', 'venda-1', 'ção']) {
      expect(() => pixBrCode({ ...base, txid: bad })).toThrow(brCodeMessages.txid);
    }
  });

  it('keeps name and city to plain ASCII within 25 and 15 characters', () => {
    expect(pixText('  Açaí  do   Zé ✓ ')).toBe('ACAI DO ZE');
    const key = '52998224725';
    const code = pixBrCode({ key, name: 'Ç'.repeat(25), city: 'Ó'.repeat(15) });
    expect(readBrCode(code).name).toBe('C'.repeat(25));
    expect(() => pixBrCode({ key, name: 'A'.repeat(26), city: 'Recife' })).toThrow(brCodeMessages.name);
    expect(() => pixBrCode({ key, name: '✓✓', city: 'Recife' })).toThrow(brCodeMessages.name);
    expect(() => pixBrCode({ key, name: 'Ana', city: 'A'.repeat(16) })).toThrow(brCodeMessages.city);
    expect(() => pixBrCode({ key, name: 'Ana', city: '' })).toThrow(brCodeMessages.city);
  });

  it('counts lengths in bytes when a caller passes text that is not ASCII', () => {
    const code = assembleBrCode({ key: 'a@b.co', name: 'JOÃO', city: 'SÃO', txid: '***' });
    expect(code).toContain('5905JOÃO');
    expect(code).toContain('6004SÃO');
    expect(readBrCode(code).name).toBe('JOÃO');
  });

  it('refuses a bad key with its message in Portuguese', () => {
    const base = { name: 'Ana', city: 'Recife' };
    expect(() => pixBrCode({ ...base, key: '529.982.247-24' })).toThrow(PixBrCodeError);
    expect(() => pixBrCode({ ...base, key: '529.982.247-24' })).toThrow(pixKeyMessages.cpf);
    expect(() => pixBrCode({ ...base, key: 'loja' })).toThrow(pixKeyMessages.invalid);
    expect(() => pixBrCode({ ...base, key: '' })).toThrow(pixKeyMessages.required);
  });
});
