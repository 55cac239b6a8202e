import { formatDateTime } from '../../../shared/calendar.ts';
import type { ProductSearchResult } from '../../../shared/contracts/products.ts';
import type { Sale } from '../../../shared/contracts/sales.ts';
import { formatCents, formatHundredths, parseReaisToCents } from '../../../shared/money.ts';
import { type LineInput, type PaymentInput, saleTotals } from '../../../shared/sale-math.ts';

/** One line of the sale as it is being typed: the numbers are the fields' text. */
export interface SaleLine {
  productId: number;
  code: number;
  name: string;
  stock: number | null;
  isLowStock: boolean;
  /** DecimalInput text, '1' or '1,5'. */
  quantity: string;
  unitPrice: string;
  discount: string;
  surcharge: string;
  /** The price the server quoted (the promotional one during a flash promotion). */
  quotedPriceCents: number;
  /** The normal price while a flash promotion lowers it; null otherwise. */
  originalPriceCents: number | null;
}

export const QUANTITY_MIN = 1;

/** '1,5' → 1.5; null when it is not a number of at least 1 with up to 2 decimals. */
export function parseQuantity(text: string): number | null {
  if (!/^\d+(,\d{1,2})?$/.test(text.trim())) return null;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value >= QUANTITY_MIN ? value : null;
}

function quantityText(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '').replace('.', ',');
}

/** Adds the product: a new line at its price, or one more on its line (scanning twice adds 2). */
export function addProduct(lines: SaleLine[], product: ProductSearchResult): SaleLine[] {
  const index = lines.findIndex((l) => l.productId === product.id);
  if (index >= 0) {
    return lines.map((l, i) => {
      if (i !== index) return l;
      const current = parseQuantity(l.quantity) ?? 0;
      return { ...l, quantity: quantityText(Math.round((current + 1) * 100) / 100) };
    });
  }
  return [
    ...lines,
    {
      productId: product.id,
      code: product.code,
      name: product.name,
      stock: product.stock,
      isLowStock: product.isLowStock,
      quantity: '1',
      unitPrice: formatHundredths(product.priceCents),
      discount: '',
      surcharge: '',
      quotedPriceCents: product.priceCents,
      originalPriceCents: product.originalPriceCents,
    },
  ];
}

/** The cashier typed another unit price than the one quoted. */
export function priceChangedByCashier(line: SaleLine): boolean {
  return parseReaisToCents(line.unitPrice) !== line.quotedPriceCents;
}

/**
 * The lines at the server's current quotes (a flash promotion began or ended): the lines whose
 * price the cashier did not change take the new price; the others keep the cashier's.
 */
export function requote(lines: SaleLine[], quotes: ProductSearchResult[]): SaleLine[] {
  const byId = new Map(quotes.map((q) => [q.id, q]));
  return lines.map((line) => {
    const quote = byId.get(line.productId);
    if (!quote) return line;
    const fresh = { quotedPriceCents: quote.priceCents, originalPriceCents: quote.originalPriceCents };
    if (priceChangedByCashier(line)) return { ...line, ...fresh };
    return { ...line, ...fresh, unitPrice: formatHundredths(quote.priceCents) };
  });
}

const centsOrZero = (text: string) => (text.trim() === '' ? 0 : parseReaisToCents(text));

/** The line's numbers, or null while one of its fields is not valid. */
export function lineInput(line: SaleLine): LineInput | null {
  const quantity = parseQuantity(line.quantity);
  const unitPriceCents = parseReaisToCents(line.unitPrice);
  const discountCents = centsOrZero(line.discount);
  const surchargeCents = centsOrZero(line.surcharge);
  if (quantity === null || unitPriceCents === null || discountCents === null || surchargeCents === null) return null;
  return { quantity, unitPriceCents, discountCents, surchargeCents };
}

/** The totals bar; lines with an invalid field count as 0 (their own field shows the error). */
export function formTotals(lines: SaleLine[]) {
  const inputs = lines.map(lineInput);
  const totals = saleTotals(
    inputs.map((i) => i ?? { quantity: 0, unitPriceCents: 0, discountCents: 0, surchargeCents: 0 }),
  );
  return { ...totals, valid: inputs.every((i) => i !== null) };
}

/**
 * The request's items. The unit price goes only when the cashier changed the quoted one: otherwise
 * the server charges its price at the moment of the sale (a flash promotion's while it runs).
 */
export function itemsForRequest(lines: SaleLine[]) {
  return lines.map((l) => {
    const input = lineInput(l);
    if (!input) throw new Error('invalid line');
    const { unitPriceCents, ...rest } = input;
    return priceChangedByCashier(l)
      ? { productId: l.productId, unitPriceCents, ...rest }
      : { productId: l.productId, ...rest };
  });
}

export const paymentLabels: Record<PaymentInput['type'], string> = {
  dinheiro: 'Dinheiro',
  credito: 'Cartão de Crédito',
  debito: 'Cartão de Débito',
  pix: 'PIX',
  cashback: 'Cashback',
  credito_loja: 'Crédito da Loja',
};

/** Each installment's value: the cents that do not divide go to the first ones. */
export function installmentValues(amountCents: number, installments: number): number[] {
  const base = Math.floor(amountCents / installments);
  const rest = amountCents - base * installments;
  return Array.from({ length: installments }, (_, i) => base + (i < rest ? 1 : 0));
}

/** '3x de R$ 10,00' (or '3x: R$ 10,01 + 2x R$ 10,00' when the cents do not divide). */
export function installmentText(amountCents: number, installments: number): string {
  const values = installmentValues(amountCents, installments);
  const first = values[0] ?? 0;
  const last = values[values.length - 1] ?? 0;
  if (first === last) return `${installments}x de ${formatCents(first)}`;
  const higher = values.filter((v) => v === first).length;
  return `${higher}x de ${formatCents(first)} + ${installments - higher}x de ${formatCents(last)}`;
}

/** What is still due after the payments (cash counts up to what was due). */
export function dueAfter(totalCents: number, payments: PaymentInput[]): number {
  let due = totalCents;
  for (const p of payments) due -= Math.min(due, p.type === 'dinheiro' ? p.receivedCents : p.amountCents);
  return due;
}

/** One line of the receipt: its text, an amount on the right, and whether it stands out. */
export interface ReceiptRow {
  text: string;
  right?: string;
  bold?: boolean;
}

/**
 * The receipt, the same for WhatsApp, the PDF and print: the shop, date and time, customer,
 * seller, items, totals, payments with installments and change, and the points earned.
 */
export function receiptRows(sale: Sale, shopName: string): ReceiptRow[] {
  const rows: (ReceiptRow | null)[] = [
    { text: shopName, bold: true },
    { text: `Venda nº ${sale.number} - ${formatDateTime(new Date(sale.soldAt))}` },
    sale.customer ? { text: `Cliente: ${sale.customer.nome}` } : null,
    sale.employee ? { text: `Vendedor: ${sale.employee.nome}` } : null,
    { text: '' },
    ...sale.items.map((i) => ({ text: `${formatQuantity(i.quantity)} x ${i.name}`, right: formatCents(i.totalCents) })),
    { text: '' },
    sale.discountCents > 0 ? { text: 'Descontos', right: formatCents(sale.discountCents) } : null,
    sale.surchargeCents > 0 ? { text: 'Acréscimos', right: formatCents(sale.surchargeCents) } : null,
    { text: 'Total', right: formatCents(sale.totalCents), bold: true },
    ...sale.payments.map((p) => ({
      text: `${paymentLabels[p.type as PaymentInput['type']] ?? p.type}${p.installments > 1 ? ` (${p.installments}x)` : ''}`,
      right: formatCents(p.amountCents),
    })),
    sale.changeCents > 0 ? { text: 'Troco', right: formatCents(sale.changeCents) } : null,
    sale.pointsAwarded > 0 ? { text: 'Pontos ganhos', right: String(sale.pointsAwarded) } : null,
    { text: '' },
    { text: 'Obrigado pela preferência!' },
  ];
  return rows.filter((r): r is ReceiptRow => r !== null);
}

/** The receipt as plain text (WhatsApp). */
export function receiptText(sale: Sale, shopName: string): string {
  return receiptRows(sale, shopName)
    .map((r) => {
      const line = r.right ? `${r.text}: ${r.right}` : r.text;
      return r.bold && line ? `*${line}*` : line;
    })
    .join('\n');
}

export function formatQuantity(quantity: number): string {
  return quantity.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
}

/** wa.me with the receipt: to the customer's phone when known, otherwise to a contact chosen in WhatsApp. */
export function whatsappReceiptHref(phoneHref: string | null, text: string): string {
  return `${phoneHref ?? 'https://wa.me/'}?text=${encodeURIComponent(text)}`;
}
