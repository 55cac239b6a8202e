import type { z } from 'zod';
import { ApiClientError } from '../api/client.ts';
import { notify } from './notify.ts';

/** The first message of each field of a failed parse, keyed by field path ('endereco.rua'). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** Under a field, the spec's long 'preencha todos os campos' sentence (said once, in the toast) reads as this. */
export const FIELD_REQUIRED = 'Campo obrigatório.';

/** Field messages for showing under the fields: the screen's 'required' sentence becomes FIELD_REQUIRED. */
export function inlineFieldErrors(fields: Record<string, string>, requiredMessage: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, m === requiredMessage ? FIELD_REQUIRED : m]));
}

/**
 * The server's message for each field of a submit it refused (a 4xx with `fields`), or null: not a
 * refusal (a server error, no connection) or no field named.
 */
export function refusedFields(err: unknown): Record<string, string> | null {
  if (!(err instanceof ApiClientError) || err.status < 400 || err.status >= 500) return null;
  return Object.keys(err.fields).length > 0 ? err.fields : null;
}

export interface SubmitErrorOptions {
  /** Puts the messages under their fields (the form's setErrors, or a wrapper that shortens them). */
  setErrors: (fields: Record<string, string>) => void;
  /** The toast for a failure that is not a refusal: a server error, no connection. */
  fallback: string;
  /** `setErrors` tells the user itself (its own toast): no second toast when fields are named. */
  fieldsSpeak?: boolean;
}

/**
 * A failed submit. Refused by the server (4xx): its field messages go under the fields and its
 * message to a toast; anything else gets the screen's `fallback`. What was typed stays.
 */
export function showSubmitError(err: unknown, { setErrors, fallback, fieldsSpeak = false }: SubmitErrorOptions): void {
  if (!(err instanceof ApiClientError) || err.status < 400 || err.status >= 500) {
    notify.error(fallback);
    return;
  }
  const fields = refusedFields(err);
  if (fields) {
    setErrors(fields);
    if (fieldsSpeak) return;
  } else if (!fieldsSpeak) {
    // Nothing of the last attempt stays under a field the server did not name.
    setErrors({});
  }
  notify.error(err.message);
}
