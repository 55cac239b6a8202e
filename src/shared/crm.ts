import { onlyDigits } from './document.ts';
import { formatCents } from './money.ts';
import { isValidPhone, whatsappHref } from './phone.ts';

/** The CRM's texts. */
export const crmMessages = {
  noPhone: 'Cliente não possui telefone cadastrado.',
  optedOut: 'Cliente pediu para não receber mensagens no WhatsApp.',
  templateUpdated: 'Template Atualizado',
  linkCopied: 'Link Copiado',
  campaignRequired: 'Preencha nome e mensagem da campanha.',
  campaignCreated: 'Campanha Criada',
  whatsappConnected: 'WhatsApp Conectado!',
  surveySent: 'Pesquisa Enviada',
} as const;

/** The five built-in message templates, in the spec's order. */
export const CRM_TEMPLATE_KEYS = ['aniversario', 'inadimplencia', 'vencimento', 'cashback', 'desconto'] as const;
export type CrmTemplateKey = (typeof CRM_TEMPLATE_KEYS)[number];

export const crmTemplateDefaults: Record<CrmTemplateKey, { nome: string; texto: string }> = {
  aniversario: {
    nome: 'Aniversário',
    texto:
      'Olá {nome}! 🎉 A equipe da {loja} deseja um feliz aniversário! Passe na loja este mês e ganhe um mimo especial.',
  },
  inadimplencia: {
    nome: 'Inadimplência',
    texto:
      'Olá {nome}, tudo bem? Aqui é da {loja}. Identificamos um valor em aberto na sua conta. Podemos combinar o pagamento?',
  },
  vencimento: {
    nome: 'Vencimento',
    texto: 'Olá {nome}! Lembrete da {loja}: sua conta vence em breve. Qualquer dúvida, é só responder esta mensagem.',
  },
  cashback: {
    nome: 'Cashback',
    texto: 'Olá {nome}! Você tem {cashback} de cashback na {loja}. Use na sua próxima compra!',
  },
  desconto: {
    nome: 'Desconto',
    texto: 'Olá {nome}! Você tem {pontos} pontos na {loja}. Venha aproveitar um desconto especial para você!',
  },
};

/** The placeholders a template may use, with what each becomes. */
export const CRM_PLACEHOLDERS = [
  { key: 'nome', label: 'primeiro nome do cliente' },
  { key: 'pontos', label: 'pontos do cliente' },
  { key: 'cashback', label: 'saldo de cashback' },
  { key: 'loja', label: 'nome da loja' },
] as const;

export interface TemplateValues {
  /** The customer's full name (the message uses the first name). */
  nome: string;
  pontos: number;
  cashbackCents: number;
  loja: string;
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * A template with its placeholders filled. A missing name reads "cliente"; an unknown placeholder
 * is left as typed, so the owner sees it in the preview and can fix it.
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  const filled: Record<string, string> = {
    nome: firstNameOf(values.nome) || 'cliente',
    pontos: values.pontos.toLocaleString('pt-BR'),
    cashback: formatCents(values.cashbackCents),
    loja: values.loja.trim() || 'nossa loja',
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => filled[key] ?? whole);
}

/**
 * wa.me/55{digits}?text={message} for a customer's phone, or null when the phone cannot receive
 * one (then the screen says `crmMessages.noPhone`).
 */
export function whatsappMessageHref(phone: string, message: string): string | null {
  if (!isValidPhone(phone)) return null;
  return `${whatsappHref(onlyDigits(phone))}?text=${encodeURIComponent(message)}`;
}

/** The word a customer replies with to stop messages; the owner then marks the opt-out (LGPD). */
export const OPT_OUT_WORD = 'SAIR';
export const optOutNote = `Para não receber mais mensagens, responda ${OPT_OUT_WORD}.`;

/** A message as it goes to a customer: with the way to stop receiving them at the end. */
export function withOptOutNote(message: string): string {
  const text = message.trimEnd();
  return text.endsWith(optOutNote) ? text : `${text}\n\n${optOutNote}`;
}
