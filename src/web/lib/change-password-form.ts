import { changePasswordSchema } from '../../shared/contracts/auth.ts';
import { fieldErrors } from './form-errors.ts';

/** What the owner types in "Alterar senha". */
export interface ChangePasswordForm {
  senhaAtual: string;
  novaSenha: string;
  confirmarSenha: string;
}

export const emptyChangePasswordForm: ChangePasswordForm = { senhaAtual: '', novaSenha: '', confirmarSenha: '' };

export const changePasswordTexts = {
  confirmRequired: 'Confirme a nova senha.',
  mismatch: 'As senhas não coincidem.',
} as const;

/**
 * Checks the form before it is sent: the server's rules (the contract) plus the confirmation.
 * Either the body to send, or a message per field.
 */
export function checkChangePassword(
  form: ChangePasswordForm,
): { ok: true; body: { senhaAtual: string; novaSenha: string } } | { ok: false; errors: Record<string, string> } {
  const parsed = changePasswordSchema.safeParse({ senhaAtual: form.senhaAtual, novaSenha: form.novaSenha });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (form.confirmarSenha === '') errors.confirmarSenha = changePasswordTexts.confirmRequired;
  else if (form.confirmarSenha !== form.novaSenha) errors.confirmarSenha = changePasswordTexts.mismatch;
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
