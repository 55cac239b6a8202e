import { describe, expect, it } from 'vitest';
import { changePasswordTexts } from '../../lib/change-password-form.ts';
import { resetLinkMessage } from '../admin/dashboard/reset-link-dialog.tsx';
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

describe('resetLinkMessage', () => {
  it('says whose link it is, the link and how long it works', () => {
    const text = resetLinkMessage({
      nomeEmpresa: 'Padaria Pão Dourado',
      link: 'https://loja.exemplo.com.br/redefinir-senha/abc',
    });
    expect(text).toContain('Padaria Pão Dourado');
    expect(text).toContain('\nhttps://loja.exemplo.com.br/redefinir-senha/abc\n');
    expect(text).toContain('30 minutos');
  });
});
