import { describe, expect, it } from 'vitest';
import { staffMessages } from '../../../../shared/contracts/staff.ts';
import { checkGiveAccess, emptyGiveAccessForm } from './give-access-form.ts';

describe("'Dar acesso'", () => {
  it('asks for the e-mail and the role; an invitation needs no password', () => {
    const empty = checkGiveAccess(7, emptyGiveAccessForm);
    expect(empty).toEqual({
      ok: false,
      errors: { email: staffMessages.emailRequired, role: staffMessages.roleInvalid },
    });
    expect(checkGiveAccess(7, { ...emptyGiveAccessForm, email: ' Ana@Loja.com ', role: 'caixa' })).toEqual({
      ok: true,
      body: { employeeId: 7, email: 'ana@loja.com', role: 'caixa', senha: '' },
    });
  });

  it("checks the e-mail and, when it is set now, the password with the server's rule", () => {
    const bad = checkGiveAccess(7, { email: 'ana@', role: 'gerente', way: 'senha', senha: '' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors).toEqual({ email: staffMessages.emailInvalid, senha: 'Informe a senha.' });
    const short = checkGiveAccess(7, { email: 'ana@loja.com', role: 'gerente', way: 'senha', senha: '1234567' });
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.errors.senha).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(checkGiveAccess(7, { email: 'ana@loja.com', role: 'gerente', way: 'senha', senha: 'senha-boa-1' })).toEqual({
      ok: true,
      body: { employeeId: 7, email: 'ana@loja.com', role: 'gerente', senha: 'senha-boa-1' },
    });
  });

  it('sends no password for an invitation, even one typed before switching back', () => {
    const result = checkGiveAccess(7, { email: 'ana@loja.com', role: 'caixa', way: 'convite', senha: 'x' });
    expect(result).toEqual({ ok: true, body: { employeeId: 7, email: 'ana@loja.com', role: 'caixa', senha: '' } });
  });
});
