import { describe, expect, it } from 'vitest';
import { OVERRIDE_HEADERS, staffMessages } from '../../../../shared/contracts/staff.ts';
import { ApiClientError } from '../../../api/client.ts';
import { checkOverride, overrideFailure } from './override-form.ts';

describe('checkOverride', () => {
  it('builds the headers of the one retry, the reason trimmed and URI-encoded', () => {
    expect(checkOverride({ por: '12', pin: '2468', motivo: '  Cliente desistiu — troca  ' })).toEqual({
      ok: true,
      headers: {
        [OVERRIDE_HEADERS.by]: '12',
        [OVERRIDE_HEADERS.pin]: '2468',
        [OVERRIDE_HEADERS.reason]: encodeURIComponent('Cliente desistiu — troca'),
      },
    });
    expect(checkOverride({ por: 'dono', pin: '1234', motivo: 'Erro' }).ok).toBe(true);
  });

  it('says what is missing under each field', () => {
    expect(checkOverride({ por: '', pin: '', motivo: ' ab ' })).toEqual({
      ok: false,
      errors: {
        por: staffMessages.overrideAuthorizerRequired,
        pin: staffMessages.overridePinRequired,
        motivo: staffMessages.overrideReasonRequired,
      },
    });
    expect(checkOverride({ por: 'dono', pin: '1234', motivo: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: { motivo: staffMessages.overrideReasonTooLong },
    });
  });
});

describe('overrideFailure', () => {
  it('keeps a wrong PIN, too many tries and a refused form in the dialog', () => {
    const wrong = new ApiClientError(403, 'override_wrong', staffMessages.overrideWrong, {
      pin: staffMessages.overrideWrong,
    });
    expect(overrideFailure(wrong)).toEqual({ pin: staffMessages.overrideWrong });
    expect(overrideFailure(new ApiClientError(429, 'too_many_requests', staffMessages.overrideTooMany))).toEqual({
      _: staffMessages.overrideTooMany,
    });
    const invalid = new ApiClientError(400, 'invalid_override', staffMessages.overrideRequired, {
      autorizador: staffMessages.overrideAuthorizerRequired,
      motivo: staffMessages.overrideReasonRequired,
    });
    expect(overrideFailure(invalid)).toEqual({
      por: staffMessages.overrideAuthorizerRequired,
      motivo: staffMessages.overrideReasonRequired,
    });
  });

  it("sends anything else back to the screen: the action's own refusal, no connection", () => {
    expect(overrideFailure(new ApiClientError(409, 'conflict', 'O giro desta venda já foi usado.'))).toBeNull();
    expect(overrideFailure(new ApiClientError(0, 'network', 'Sem conexão.'))).toBeNull();
    expect(overrideFailure(new ApiClientError(403, 'forbidden', staffMessages.forbidden))).toBeNull();
    expect(overrideFailure(new Error('x'))).toBeNull();
  });
});
