import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type AccountSession, accountSecurityMessages } from '../../../shared/contracts/auth.ts';
import { changePasswordTexts, checkChangePassword } from '../../lib/change-password-form.ts';
import { SessionList } from './account-security-section.tsx';

describe('checkChangePassword', () => {
  it('sends the current and the new password when everything is right', () => {
    expect(
      checkChangePassword({ senhaAtual: 'antiga-123', novaSenha: 'nova-senha-1', confirmarSenha: 'nova-senha-1' }),
    ).toEqual({ ok: true, body: { senhaAtual: 'antiga-123', novaSenha: 'nova-senha-1' } });
  });

  it('says what is wrong under each field', () => {
    const empty = checkChangePassword({ senhaAtual: '', novaSenha: '', confirmarSenha: '' });
    expect(empty).toEqual({
      ok: false,
      errors: {
        senhaAtual: 'Informe a senha atual.',
        novaSenha: 'Informe a senha.',
        confirmarSenha: changePasswordTexts.confirmRequired,
      },
    });
    const weak = checkChangePassword({ senhaAtual: 'antiga-123', novaSenha: 'curta', confirmarSenha: 'curta' });
    expect(weak).toEqual({ ok: false, errors: { novaSenha: 'A senha deve ter pelo menos 8 caracteres.' } });
    const mismatch = checkChangePassword({
      senhaAtual: 'antiga-123',
      novaSenha: 'nova-senha-1',
      confirmarSenha: 'nova-senha-2',
    });
    expect(mismatch).toEqual({ ok: false, errors: { confirmarSenha: changePasswordTexts.mismatch } });
    const same = checkChangePassword({
      senhaAtual: 'antiga-123',
      novaSenha: 'antiga-123',
      confirmarSenha: 'antiga-123',
    });
    expect(same).toEqual({ ok: false, errors: { novaSenha: accountSecurityMessages.sameAsCurrent } });
  });
});

describe('SessionList', () => {
  const now = new Date('2026-05-10T12:00:00.000Z');
  const session = (over: Partial<AccountSession>): AccountSession => ({
    id: '6f1f2a9e-3b7c-4d7e-9a51-0c2f1b8e4d10',
    dispositivo: 'Chrome no Android',
    ip: '189.10.20.30',
    criadaEm: '2026-05-01T12:00:00.000Z',
    ultimoUsoEm: '2026-05-10T11:55:00.000Z',
    atual: false,
    ...over,
  });
  const render = (sessions: AccountSession[]) =>
    renderToString(<SessionList sessions={sessions} now={now} onEnd={() => {}} />);

  it('puts this device first with its badge, and offers Encerrar on the others only', () => {
    const html = render([
      session({}),
      session({
        id: 'b',
        dispositivo: 'Firefox no Windows',
        ip: '10.0.0.2',
        atual: true,
        ultimoUsoEm: now.toISOString(),
      }),
    ]);
    expect(html.indexOf('Firefox no Windows')).toBeLessThan(html.indexOf('Chrome no Android'));
    expect(html.match(/Este aparelho/g)).toHaveLength(1);
    expect(html).toContain('há 5 min');
    expect(html).toContain('189.10.20.30');
    const buttons = [...html.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(buttons).toEqual(['Encerrar a sessão de Chrome no Android (189.10.20.30)']);
  });
});
