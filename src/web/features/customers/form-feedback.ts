import { customerMessages } from '../../../shared/contracts/customers.ts';
import { messages } from '../../../shared/messages.ts';
import { ApiClientError } from '../../api/client.ts';
import { notify } from '../../lib/notify.ts';

/** Next to a field, 'required' is said shortly; the toast carries the spec's whole sentence. */
export function inlineMessages(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, v === customerMessages.required ? 'Campo obrigatório.' : v]),
  );
}

/** Client-side check failed: the fields show their messages; the toast says what to do. */
export function notifyInvalid(errors: Record<string, string>) {
  const missing = Object.values(errors).includes(customerMessages.required);
  notify.error(missing ? customerMessages.required : messages.invalidInput);
}

/**
 * A failed submit: the server's field messages go next to their fields and its message in a
 * toast; anything unexpected (server error, no connection) gets the screen's own message.
 * The form keeps what was typed either way.
 */
export function notifySubmitError(
  err: unknown,
  setErrors: (fields: Record<string, string>) => void,
  unexpectedMessage: string,
) {
  if (err instanceof ApiClientError && err.status >= 400 && err.status < 500) {
    if (Object.keys(err.fields).length > 0) setErrors(err.fields);
    notify.error(err.message);
    return;
  }
  notify.error(unexpectedMessage);
}
