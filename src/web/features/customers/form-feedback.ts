import { customerMessages } from '../../../shared/contracts/customers.ts';
import { messages } from '../../../shared/messages.ts';
import { notify } from '../../lib/notify.ts';

/** Client-side check failed: the fields show their messages; the toast says what to do. */
export function notifyInvalid(errors: Record<string, string>) {
  const missing = Object.values(errors).includes(customerMessages.required);
  notify.error(missing ? customerMessages.required : messages.invalidInput);
}
