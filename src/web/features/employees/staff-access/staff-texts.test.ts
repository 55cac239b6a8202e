import { describe, expect, it } from 'vitest';
import { inviteMessage, inviteUrl, roleChoices, whatsappShareHref } from './staff-texts.ts';

describe('the invitation link', () => {
  it("is this site's address with the path the server answered", () => {
    expect(inviteUrl('https://loja.example', '/convite/abc')).toBe('https://loja.example/convite/abc');
    expect(inviteUrl('http://localhost:3000/', '/convite/abc')).toBe('http://localhost:3000/convite/abc');
  });

  it('goes on WhatsApp with a message in Portuguese, to a contact chosen there', () => {
    const message = inviteMessage('Ana Souza', 'Padaria Pão & Cia', 'https://loja.example/convite/abc');
    expect(message).toBe(
      'Olá, Ana! Você recebeu acesso ao painel da Padaria Pão & Cia no FidelizaLoja. Crie sua senha por este link ' +
        '(vale por 7 dias e só pode ser usado uma vez): https://loja.example/convite/abc',
    );
    const href = whatsappShareHref(message);
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(message);
    expect(href).not.toContain('&C');
  });

  it('explains each role a team login can have', () => {
    expect(roleChoices.map((c) => c.label)).toEqual(['Gerente', 'Caixa']);
    for (const c of roleChoices) expect(c.description.length).toBeGreaterThan(20);
  });
});
