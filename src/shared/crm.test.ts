import { describe, expect, it } from 'vitest';
import { crmTemplateDefaults, fillTemplate, whatsappMessageHref, withOptOutNote } from './crm.ts';

const values = { nome: 'Maria Souza', pontos: 1250, cashbackCents: 1234, loja: 'Padaria Pão Dourado' };

describe('fillTemplate', () => {
  it('fills every placeholder for a customer', () => {
    expect(fillTemplate('{nome}, {pontos} pontos e {cashback} na {loja}', values)).toBe(
      'Maria, 1.250 pontos e R$\u00a012,34 na Padaria Pão Dourado',
    );
  });

  it('reads sensible words where data is missing and keeps unknown placeholders as typed', () => {
    const text = fillTemplate('Olá {nome} da {loja}: {pontos} {desconhecido}', {
      nome: '  ',
      pontos: 0,
      cashbackCents: 0,
      loja: '',
    });
    expect(text).toBe('Olá cliente da nossa loja: 0 {desconhecido}');
  });

  it('fills the built-in birthday template', () => {
    expect(fillTemplate(crmTemplateDefaults.aniversario.texto, values)).toContain('Olá Maria! 🎉 A equipe da Padaria');
  });
});

describe('whatsappMessageHref', () => {
  it('is wa.me/55{digits}?text={encoded message}', () => {
    expect(whatsappMessageHref('(11) 98765-4321', 'Olá Maria & cia?')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%20Maria%20%26%20cia%3F',
    );
  });

  it('is null without a phone that can receive one', () => {
    expect(whatsappMessageHref('', 'oi')).toBeNull();
    expect(whatsappMessageHref('1234', 'oi')).toBeNull();
  });
});

describe('withOptOutNote', () => {
  it('ends the message with the way to stop messages, once', () => {
    const once = withOptOutNote('Olá!  ');
    expect(once).toBe('Olá!\n\nPara não receber mais mensagens, responda SAIR.');
    expect(withOptOutNote(once)).toBe(once);
  });
});
