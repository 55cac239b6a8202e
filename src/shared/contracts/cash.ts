import { z } from 'zod';
import { isIsoDate } from '../calendar.ts';
import { dayQuerySchema } from './day-query.ts';
import { text } from './text.ts';

/** Relatório de Caixa: the day's sales (counter and online), the day's bills and the balance. */

export const BILL_NAME_MAX = 80;
export const BILL_VALUE_MAX_CENTS = 100_000_000;

export const cashMessages = {
  required: 'Preencha todos os campos obrigatórios.',
  valuePositive: 'Informe um valor maior que zero.',
  valueTooLarge: 'Valor alto demais.',
  nameTooLong: `Use no máximo ${BILL_NAME_MAX} caracteres.`,
  dayInvalid: 'Data inválida. Use DD/MM/AAAA.',
  billAdded: 'Conta Adicionada',
  billAddedDetail: (nome: string) => `"${nome}" foi adicionada às contas do dia.`,
  billRemoved: 'Conta Removida',
  billNotFound: 'Conta não encontrada.',
  confirmRemove: (nome: string) => `Remover a conta "${nome}" das contas do dia?`,
  saveError: 'Erro ao adicionar a conta. Tente novamente.',
  removeError: 'Erro ao remover a conta. Tente novamente.',
} as const;

/**
 * What the cash report lists by payment type: the spec's credito, debito, pix, dinheiro, brinde,
 * cashback and patrocinio, and the customer's store credit. Online orders map onto the same types.
 */
export const CASH_PAYMENT_TYPES = [
  'credito',
  'debito',
  'pix',
  'dinheiro',
  'brinde',
  'cashback',
  'patrocinio',
  'credito_loja',
] as const;
export type CashPaymentType = (typeof CASH_PAYMENT_TYPES)[number];

export const cashPaymentLabels: Record<CashPaymentType, string> = {
  credito: 'Crédito',
  debito: 'Débito',
  pix: 'PIX',
  dinheiro: 'Dinheiro',
  brinde: 'Brinde',
  cashback: 'Cashback',
  patrocinio: 'Patrocínio',
  credito_loja: 'Crédito da loja',
};

/** A calendar day in São Paulo, 'YYYY-MM-DD'. */
export const daySchema = text({ error: cashMessages.dayInvalid }).refine(isIsoDate, cashMessages.dayInvalid);

/** `?data=` of the report and of the bills: today in São Paulo when absent. */
export const cashDayQuerySchema = dayQuerySchema(daySchema);

/** A bill of the day as the owner types it. */
export const billInputSchema = z.object({
  /** The report's day; today in São Paulo when absent. */
  dia: daySchema.optional(),
  nome: text({ error: cashMessages.required })
    .trim()
    .min(1, cashMessages.required)
    .max(BILL_NAME_MAX, cashMessages.nameTooLong),
  valorCents: z
    .number({ error: cashMessages.required })
    .int(cashMessages.valuePositive)
    .positive(cashMessages.valuePositive)
    .max(BILL_VALUE_MAX_CENTS, cashMessages.valueTooLarge),
});
export type BillInput = z.input<typeof billInputSchema>;

export const billSchema = z.object({
  id: z.number(),
  dia: z.string(),
  nome: z.string(),
  valorCents: z.number(),
  criadaEm: z.string(),
});
export type Bill = z.infer<typeof billSchema>;

export const billListSchema = z.object({
  dia: z.string(),
  contas: z.array(billSchema),
  totalCents: z.number(),
});
export type BillList = z.infer<typeof billListSchema>;

const cashPaymentTypeSchema = z.enum(CASH_PAYMENT_TYPES);

export const cashSalePaymentSchema = z.object({
  tipo: cashPaymentTypeSchema,
  valorCents: z.number(),
  parcelas: z.number(),
});

export const cashSaleSchema = z.object({
  id: z.string(),
  /** balcao: a counter sale (Nova Venda); online: an order from the storefront. */
  origem: z.enum(['balcao', 'online']),
  numero: z.number(),
  /** When it happened (ISO); shown in São Paulo time. */
  em: z.string(),
  cliente: z.string(),
  /** The seller of a counter sale ('' when none, and for online orders). */
  vendedor: z.string(),
  totalCents: z.number(),
  pagamentos: z.array(cashSalePaymentSchema),
});
export type CashSale = z.infer<typeof cashSaleSchema>;

export const cashReportSchema = z.object({
  dia: z.string(),
  totalVendasCents: z.number(),
  totalContasCents: z.number(),
  /** Sales minus bills: negative when the bills are larger. */
  saldoCents: z.number(),
  /** Total of sales / number of sales, to the cent (0 without sales). */
  ticketMedioCents: z.number(),
  quantidadeVendas: z.number(),
  /** Only the payment types used that day, in the order of CASH_PAYMENT_TYPES. */
  pagamentos: z.array(z.object({ tipo: cashPaymentTypeSchema, totalCents: z.number(), quantidade: z.number() })),
  contas: z.array(billSchema),
  /** Counter sales and online orders, newest first. */
  vendas: z.array(cashSaleSchema),
});
export type CashReport = z.infer<typeof cashReportSchema>;
