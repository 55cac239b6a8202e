import { type CreateStaffInput, createStaffSchema, staffMessages } from '../../../../shared/contracts/staff.ts';
import type { StaffRole } from '../../../../shared/permissions.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';

/** How the new login gets its password: the employee through the invitation link, or typed now. */
export type PasswordWay = 'convite' | 'senha';

/** What the owner types in 'Dar acesso'. */
export interface GiveAccessForm {
  email: string;
  role: StaffRole | '';
  way: PasswordWay;
  senha: string;
}

export const emptyGiveAccessForm: GiveAccessForm = { email: '', role: '', way: 'convite', senha: '' };

/**
 * Checks the form before it is sent, with the server's rules (the contract): the body to send,
 * or a message per field. A password is asked for only when it is to be set now.
 */
export function checkGiveAccess(
  employeeId: number,
  form: GiveAccessForm,
): { ok: true; body: CreateStaffInput } | { ok: false; errors: Record<string, string> } {
  const body = {
    employeeId,
    email: form.email,
    role: form.role,
    senha: form.way === 'senha' ? form.senha : '',
  };
  const parsed = createStaffSchema.safeParse(body);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (form.role === '') errors.role = staffMessages.roleInvalid;
  if (form.way === 'senha' && form.senha === '') errors.senha = 'Informe a senha.';
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
