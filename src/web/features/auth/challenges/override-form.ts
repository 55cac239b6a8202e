import { OVERRIDE_HEADERS, OVERRIDE_REASON_MAX, staffMessages } from '../../../../shared/contracts/staff.ts';
import { ApiClientError } from '../../../api/client.ts';

/** What the manager's override dialog holds: who authorises (their id), their PIN and the reason. */
export interface OverrideForm {
  por: string;
  pin: string;
  motivo: string;
}

export const emptyOverrideForm: OverrideForm = { por: '', pin: '', motivo: '' };
export const OVERRIDE_REASON_MIN = 3;

/**
 * The form checked as the server checks it, and the headers of the one retry it authorises (the
 * reason URI-encoded: a header is ASCII). Field errors are keyed as the form's fields.
 */
export function checkOverride(
  form: OverrideForm,
): { ok: true; headers: Record<string, string> } | { ok: false; errors: Partial<Record<keyof OverrideForm, string>> } {
  const errors: Partial<Record<keyof OverrideForm, string>> = {};
  const motivo = form.motivo.trim();
  if (!form.por) errors.por = staffMessages.overrideAuthorizerRequired;
  if (!/^\d{1,8}$/.test(form.pin)) errors.pin = staffMessages.overridePinRequired;
  if (motivo.length < OVERRIDE_REASON_MIN) errors.motivo = staffMessages.overrideReasonRequired;
  else if (motivo.length > OVERRIDE_REASON_MAX) errors.motivo = staffMessages.overrideReasonTooLong;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    headers: {
      [OVERRIDE_HEADERS.by]: form.por,
      [OVERRIDE_HEADERS.pin]: form.pin,
      [OVERRIDE_HEADERS.reason]: encodeURIComponent(motivo),
    },
  };
}

/** The server's field names in an invalid override, as the form's. */
const serverFields: Record<string, keyof OverrideForm> = { autorizador: 'por', pin: 'pin', motivo: 'motivo' };

/**
 * A failed authorised attempt the dialog answers itself, as messages for its fields ('_' for the
 * form): a wrong PIN, too many wrong PINs, a form the server refused. Null for anything else (the
 * action's own refusal, no connection...), which goes back to the screen that asked.
 */
export function overrideFailure(err: unknown): Record<string, string> | null {
  if (!(err instanceof ApiClientError)) return null;
  if (err.status === 403 && err.code === 'override_wrong') return { pin: err.fields.pin ?? err.message };
  if (err.status === 429) return { _: err.message };
  if (err.status === 400 && err.code === 'invalid_override') {
    const errors: Record<string, string> = {};
    for (const [field, message] of Object.entries(err.fields)) errors[serverFields[field] ?? '_'] ??= message;
    return Object.keys(errors).length > 0 ? errors : { _: err.message };
  }
  return null;
}
