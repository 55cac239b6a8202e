import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, updateOrderStatusSchema } from '../../../../shared/contracts/owner-orders.ts';
import { cancelChoices, cancelReasonFrom, OTHER_REASON } from './cancel-reason.ts';

describe('the reason of a cancel', () => {
  it('offers the listed reasons and then Outro', () => {
    expect(cancelChoices).toEqual([...CANCEL_REASONS, 'Outro']);
  });

  it('is a listed reason as it reads, accepted by the server', () => {
    const check = cancelReasonFrom('Cliente desistiu', 'ignored');
    expect(check).toEqual({ ok: true, motivo: 'Cliente desistiu' });
    if (check.ok) {
      expect(updateOrderStatusSchema.safeParse({ status: 'cancelado', motivo: check.motivo }).success).toBe(true);
    }
  });

  it('is required: nothing chosen, or Outro left blank', () => {
    expect(cancelReasonFrom('', '')).toEqual({
      ok: false,
      field: 'choice',
      message: 'Informe o motivo do cancelamento.',
    });
    expect(cancelReasonFrom(OTHER_REASON, '   ')).toEqual({
      ok: false,
      field: 'other',
      message: 'Informe o motivo do cancelamento.',
    });
  });

  it("is the owner's words for Outro, trimmed, up to 200 characters", () => {
    expect(cancelReasonFrom(OTHER_REASON, '  Loja fechou mais cedo  ')).toEqual({
      ok: true,
      motivo: 'Loja fechou mais cedo',
    });
    expect(cancelReasonFrom(OTHER_REASON, 'a'.repeat(200)).ok).toBe(true);
    expect(cancelReasonFrom(OTHER_REASON, 'a'.repeat(201))).toMatchObject({ ok: false, field: 'other' });
  });
});
