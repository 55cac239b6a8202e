import type { z } from 'zod';

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
