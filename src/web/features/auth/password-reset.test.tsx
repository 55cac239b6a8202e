import { describe, expect, it } from 'vitest';
import { changePasswordTexts } from '../../lib/change-password-form.ts';
import { checkResetForm } from './reset-password-page.tsx';

describe('checkResetForm', () => {
  it('takes a new password by the sign-up rule, confirmed', () => {
    expect(checkResetForm({ novaSenha: 'nova-senha-1', confirmarSenha: 'nova-senha-1' })).toEqual({});
    expect(checkResetForm({ novaSenha: '', confirmarSenha: '' })).toEqual({
      novaSenha: 'Informe a senha.',
      confirmarSenha: changePasswordTexts.confirmRequired,
    });
    expect(checkResetForm({ novaSenha: 'curta', confirmarSenha: 'curta' })).toEqual({
      novaSenha: 'A senha deve ter pelo menos 8 caracteres.',
    });
    expect(checkResetForm({ novaSenha: 'nova-senha-1', confirmarSenha: 'nova-senha-2' })).toEqual({
      confirmarSenha: changePasswordTexts.mismatch,
    });
  });
});
