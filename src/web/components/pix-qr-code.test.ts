import { describe, expect, it } from 'vitest';
import { crc16 } from '../../shared/pix/br-code.ts';
import { pixKeyMessages } from '../../shared/pix/pix-key.ts';
import { pixCodeFor } from './pix-qr-code.tsx';

describe('the PIX QR code payload', () => {
  it('is the BR Code for the exact amount, with its CRC', () => {
    const pix = pixCodeFor({ key: '(11) 98765-4321', name: 'Café da Esquina', city: 'Curitiba', amountCents: 2599 });
    expect(pix.ok).toBe(true);
    if (!pix.ok) return;
    expect(pix.code).toContain('0114+5511987654321');
    expect(pix.code).toContain('540525.99');
    expect(pix.code).toContain('5915CAFE DA ESQUINA6008CURITIBA');
    expect(pix.code.slice(-4)).toBe(crc16(pix.code.slice(0, -4)));
  });

  it('carries a given txid', () => {
    const pix = pixCodeFor({ key: '52998224725', name: 'Ana', city: 'Recife', amountCents: 100, txid: 'VENDA42' });
    expect(pix.ok && pix.code).toContain('62110507VENDA42');
  });

  it('says why in Portuguese when the data cannot make one', () => {
    expect(pixCodeFor({ key: '', name: 'Ana', city: 'Recife', amountCents: 100 })).toEqual({
      ok: false,
      message: pixKeyMessages.required,
    });
    expect(pixCodeFor({ key: 'loja', name: 'Ana', city: 'Recife' })).toEqual({
      ok: false,
      message: pixKeyMessages.invalid,
    });
  });
});
