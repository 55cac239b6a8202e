import { z } from 'zod';
import { MONTH_NAMES } from '../calendar.ts';
import { formatCents } from '../money.ts';
import { idIn } from './ids.ts';

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
