import { TIME_ZONE } from './calendar.ts';
import { type CashPaymentType, cashPaymentLabels } from './contracts/cash.ts';
import type { PaymentMethod } from './contracts/checkout.ts';
import { channelLabels, type SalesChannelKind } from './contracts/dashboard.ts';
import { formatCpf } from './document.ts';
import type { DayRange } from './periods.ts';

/**
 * The dashboard's sales export, as Excel in pt-BR opens it with no import wizard: UTF-8 with a
 * byte order mark, ';' between fields, a decimal comma with no thousands separator, dates
 * DD/MM/AAAA in São Paulo time and CRLF line ends (RFC 4180 quoting).
 */

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const EOL = '\r\n';

export const SALES_CSV_COLUMNS = [
  'Data',
  'Hora',
  'Canal',
  'Número',
  'Cliente',
  'CPF',
  'Vendedor',
  'Pagamento',
  'Total (R$)',
] as const;

/**
 * One field. Text a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return) gets a leading apostrophe; a field with the separator, a quote or a line break
 * is quoted, its quotes doubled.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A line of fields, CRLF-terminated. */
export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(SEPARATOR) + EOL;
}

/** Cents as Excel pt-BR reads a number: 123450 → '1234,50' (no thousands separator). */
export function csvDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An online order's payment method as the counter's payment type (one list of names). */
const ORDER_PAYMENT_TYPES: Record<PaymentMethod, CashPaymentType> = {
  dinheiro: 'dinheiro',
  cartao_credito: 'credito',
  cartao_debito: 'debito',
  pix: 'pix',
};

/** The payment types of a sale, each named once, in the order paid: 'PIX + Dinheiro'. */
export function paymentNames(types: readonly string[]): string {
  const names = types.map((t) => cashPaymentLabels[t as CashPaymentType] ?? t);
  return [...new Set(names)].join(' + ');
}

export function orderPaymentName(method: PaymentMethod): string {
  return cashPaymentLabels[ORDER_PAYMENT_TYPES[method]];
}

export interface CsvSale {
  em: Date;
  canal: SalesChannelKind;
  numero: number;
  cliente: string;
  /** Digits only, or ''. */
  cpf: string;
  vendedor: string;
  pagamento: string;
  totalCents: number;
}

export function salesCsvHeader(): string {
  return CSV_BOM + csvLine(SALES_CSV_COLUMNS);
}

export function salesCsvRow(sale: CsvSale): string {
  return csvLine([
    dayFormat.format(sale.em),
    timeFormat.format(sale.em),
    channelLabels[sale.canal],
    String(sale.numero),
    sale.cliente,
    sale.cpf ? formatCpf(sale.cpf) : '',
    sale.vendedor,
    sale.pagamento,
    csvDecimal(sale.totalCents),
  ]);
}

/** 'vendas-2026-11-01-a-2026-11-30.csv', or 'vendas-2026-11-27.csv' for one day. */
export function salesCsvFileName(range: DayRange): string {
  return range.from === range.to ? `vendas-${range.from}.csv` : `vendas-${range.from}-a-${range.to}.csv`;
}
