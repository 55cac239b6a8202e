import { z } from 'zod';
import { MONTH_NAMES } from '../calendar.ts';
import { onlyDigits } from '../document.ts';
import { formatCents } from '../money.ts';
import { isValidPhone } from '../phone.ts';
import { PIX_CITY_MAX_LENGTH, PIX_NAME_MAX_LENGTH, pixText } from '../pix/br-code.ts';
import { parsePixKey, pixKeyMessages } from '../pix/pix-key.ts';
import { idIn } from './ids.ts';
import { pixSettingsMessages } from './settings.ts';
import { text } from './text.ts';

/** Pago and Pendente are stored; Vencida is a pending invoice whose due date is before today (São Paulo). */
export const invoiceStatusSchema = z.enum(['pago', 'pendente', 'vencida']);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pago: 'Pago',
  pendente: 'Pendente',
  vencida: 'Vencida',
};

/** The day of the month every invoice is due. */
export const INVOICE_DUE_DAY = 10;

export const invoiceMessages = {
  empty: 'Nenhuma fatura encontrada',
  markedPaid: 'Status Atualizado',
  markedPaidLine: 'A fatura foi marcada como paga.',
  noPixKey: 'A plataforma ainda não informou a chave PIX. Use os dados bancários abaixo ou fale conosco pelo WhatsApp.',
} as const;

export function referralDiscountLabel(cents: number): string {
  return `Desconto de indicação: −${formatCents(cents)}`;
}

export const invoiceSchema = z.object({
  id: z.number(),
  ano: z.number(),
  mes: z.number(),
  valorCents: z.number(),
  /** The referral discount taken off this invoice (0 when none). */
  descontoCents: z.number(),
  /** What is left to pay: valor − desconto. */
  valorDevidoCents: z.number(),
  /** 'YYYY-MM-DD' */
  vencimento: z.string(),
  status: invoiceStatusSchema,
  pagoEm: z.string().nullable(),
  /** The PIX "copia e cola" for the amount due; null when paid or when the platform has no PIX key. */
  pixCopiaECola: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Where and how a shop pays the platform. */
export const platformPaymentSchema = z.object({
  banco: z.string(),
  agencia: z.string(),
  conta: z.string(),
  titular: z.string(),
  chavePix: z.string(),
  cidadePix: z.string(),
  /** The platform's WhatsApp number (digits, DDD first), for the receipt; null when not set. */
  whatsapp: z.string().nullable(),
  mensalidadeCents: z.number(),
});
export type PlatformPayment = z.infer<typeof platformPaymentSchema>;

export const ownerInvoicesSchema = z.object({
  empresa: z.string(),
  /** Today in São Paulo ('YYYY-MM-DD'), the day Vencida is judged by. */
  hoje: z.string(),
  faturas: z.array(invoiceSchema),
  pagamento: platformPaymentSchema,
});
export type OwnerInvoices = z.infer<typeof ownerInvoicesSchema>;

export const adminInvoiceSchema = invoiceSchema.extend({ lojaId: z.number(), empresa: z.string() });
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

const totalsSchema = z.object({ quantidade: z.number(), valorCents: z.number() });
export type InvoiceTotals = z.infer<typeof totalsSchema>;

export const adminInvoiceListSchema = z.object({
  hoje: z.string(),
  faturas: z.array(adminInvoiceSchema),
  resumo: z.object({ total: totalsSchema, pagas: totalsSchema, pendentes: totalsSchema, vencidas: totalsSchema }),
  lojas: z.array(z.object({ id: z.number(), nomeEmpresa: z.string() })),
});
export type AdminInvoiceList = z.infer<typeof adminInvoiceListSchema>;

export const adminInvoiceQuerySchema = z.object({ loja: idIn().optional() });

/** '03/2026' */
export function invoiceMonthLabel(invoice: Pick<Invoice, 'ano' | 'mes'>): string {
  return `${String(invoice.mes).padStart(2, '0')}/${invoice.ano}`;
}

/** 'Março de 2026' */
export function invoiceMonthName(invoice: Pick<Invoice, 'ano' | 'mes'>): string {
  return `${MONTH_NAMES[invoice.mes - 1] ?? invoice.mes} de ${invoice.ano}`;
}

/** The PIX txid of an invoice: letters and digits only, up to 25. */
export function invoiceTxid(invoiceId: number): string {
  return `FAT${invoiceId}`;
}

/** The .txt a shop downloads for an invoice. */
export function invoiceText(invoice: Invoice, empresa: string, pagamento: PlatformPayment): string {
  const lines = [
    'FATURA - FidelizaLoja',
    '',
    `Empresa: ${empresa}`,
    `Mês/Ano: ${invoiceMonthLabel(invoice)}`,
    `Valor: ${formatCents(invoice.valorCents)}`,
  ];
  if (invoice.descontoCents > 0) {
    lines.push(referralDiscountLabel(invoice.descontoCents), `Valor a pagar: ${formatCents(invoice.valorDevidoCents)}`);
  }
  lines.push(
    `Vencimento: ${invoice.vencimento.split('-').reverse().join('/')}`,
    `Status: ${INVOICE_STATUS_LABELS[invoice.status]}`,
    '',
    `Chave PIX: ${pagamento.chavePix || 'não informada'}`,
  );
  if (invoice.pixCopiaECola) lines.push('PIX copia e cola:', invoice.pixCopiaECola);
  if (pagamento.banco) {
    lines.push(
      '',
      'Dados bancários:',
      `Banco: ${pagamento.banco}`,
      `Agência: ${pagamento.agencia}`,
      `Conta: ${pagamento.conta}`,
      `Titular: ${pagamento.titular}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

// --- The platform's payment details (the super admin's Financeiro) ----------------------------

export const PLATFORM_BANK_MAX_LENGTH = 60;
export const PLATFORM_AGENCY_MAX_LENGTH = 10;
export const PLATFORM_ACCOUNT_MAX_LENGTH = 20;

export const platformSettingsMessages = {
  saved: 'Dados de pagamento salvos com sucesso!',
  saveError: 'Erro ao salvar os dados de pagamento. Tente novamente.',
  checkFields: 'Verifique os campos dos dados de pagamento.',
  bankRequired: 'Informe o banco.',
  bankTooLong: `Use no máximo ${PLATFORM_BANK_MAX_LENGTH} caracteres no banco.`,
  agencyRequired: 'Informe a agência.',
  agencyInvalid: `Agência inválida. Use só números e o dígito, ex.: 1234-5 (até ${PLATFORM_AGENCY_MAX_LENGTH} caracteres).`,
  accountRequired: 'Informe a conta.',
  accountInvalid: `Conta inválida. Use só números e o dígito, ex.: 12345-6 (até ${PLATFORM_ACCOUNT_MAX_LENGTH} caracteres).`,
  holderRequired: 'Informe o titular da conta.',
  holderPixRequired: pixSettingsMessages.nameRequired,
  holderTooLong: pixSettingsMessages.nameTooLong,
  cityRequired: pixSettingsMessages.cityRequired,
  cityTooLong: pixSettingsMessages.cityTooLong,
  whatsappInvalid: 'Informe um WhatsApp válido com DDD, ex.: (11) 98765-4321.',
} as const;

/**
 * The platform's payment details as saved: bank, agency, account and holder as typed (trimmed),
 * the PIX key normalized (docs/pix.md), the WhatsApp number as digits (DDD first). '' is "not set".
 */
export const platformSettingsSchema = z.object({
  banco: z.string(),
  agencia: z.string(),
  conta: z.string(),
  /** The account's holder, also the PIX receiver's name. */
  titular: z.string(),
  chavePix: z.string(),
  cidadePix: z.string(),
  whatsapp: z.string(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/** Digits, with the check digit (a digit or X) after a hyphen: 1234-5. */
const AGENCY = /^\d{1,6}(?:-[\dX])?$/i;
/** Digits, dots and spaces as banks print them, then the check digit: 013.00012345-6. */
const ACCOUNT = /^\d[\d. ]*(?:-[\dX]{1,2})?$/i;

const squeezed = (max: number, message: string) =>
  text({ error: message })
    .max(200, message)
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, message));

/**
 * Saving the platform's payment details (every field; '' leaves one empty). The bank, agency and
 * account go together; with them or with a PIX key, the holder is required. The PIX key is read in
 * any usual typed form; the holder (the PIX receiver's name) and the city keep the PIX limits of a
 * shop's own PIX settings, counted after accents are dropped; the WhatsApp number is a Brazilian
 * phone with its DDD.
 */
export const updatePlatformSettingsSchema = z
  .object({
    banco: squeezed(PLATFORM_BANK_MAX_LENGTH, platformSettingsMessages.bankTooLong),
    agencia: squeezed(PLATFORM_AGENCY_MAX_LENGTH, platformSettingsMessages.agencyInvalid).refine(
      (v) => v === '' || AGENCY.test(v),
      platformSettingsMessages.agencyInvalid,
    ),
    conta: squeezed(PLATFORM_ACCOUNT_MAX_LENGTH, platformSettingsMessages.accountInvalid).refine(
      (v) => v === '' || ACCOUNT.test(v),
      platformSettingsMessages.accountInvalid,
    ),
    titular: squeezed(200, platformSettingsMessages.holderTooLong),
    chavePix: text({ error: pixKeyMessages.invalid }).max(200, pixKeyMessages.invalid),
    cidadePix: squeezed(200, platformSettingsMessages.cityTooLong),
    whatsapp: text({ error: platformSettingsMessages.whatsappInvalid })
      .max(30, platformSettingsMessages.whatsappInvalid)
      .trim()
      .refine((v) => v === '' || isValidPhone(v), platformSettingsMessages.whatsappInvalid)
      .transform(onlyDigits),
  })
  .superRefine((v, ctx) => {
    const issue = (path: keyof typeof v, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const hasKey = v.chavePix.trim() !== '';
    if (hasKey) {
      const key = parsePixKey(v.chavePix);
      if (!key.ok) issue('chavePix', key.message);
    }
    const bank = [v.banco, v.agencia, v.conta].some((field) => field !== '');
    if (bank) {
      if (v.banco === '') issue('banco', platformSettingsMessages.bankRequired);
      if (v.agencia === '') issue('agencia', platformSettingsMessages.agencyRequired);
      if (v.conta === '') issue('conta', platformSettingsMessages.accountRequired);
    }
    const holder = pixText(v.titular);
    if (holder === '' && hasKey) issue('titular', platformSettingsMessages.holderPixRequired);
    else if (holder === '' && bank) issue('titular', platformSettingsMessages.holderRequired);
    else if (holder.length > PIX_NAME_MAX_LENGTH) issue('titular', platformSettingsMessages.holderTooLong);
    const city = pixText(v.cidadePix);
    if (city === '' && hasKey) issue('cidadePix', platformSettingsMessages.cityRequired);
    else if (city.length > PIX_CITY_MAX_LENGTH) issue('cidadePix', platformSettingsMessages.cityTooLong);
  })
  .transform((v): PlatformSettings => {
    const key = parsePixKey(v.chavePix);
    return { ...v, chavePix: key.ok ? key.key : '' };
  });
export type UpdatePlatformSettingsInput = z.input<typeof updatePlatformSettingsSchema>;
