/**
 * The point of sale's arithmetic, shared by the screen and the server. Money is integer cents;
 * quantities have up to 3 decimals and are handled as thousandths, so no float ever rounds a cent.
 *
 * The one rounding rule: line = round_half_up(quantity × unit price) + surcharge − discount, and a
 * line is never below 0 (a discount larger than the rest counts only up to it).
 */

export const QUANTITY_DECIMALS = 3;
const MILLI = 1000n;

/** 1.235 → 1235; null when the number has more than 3 decimals or is not finite. */
export function quantityToMilli(quantity: number): number | null {
  if (!Number.isFinite(quantity)) return null;
  const milli = Math.round(quantity * 1000);
  return Math.abs(milli / 1000 - quantity) < 1e-9 ? milli : null;
}

/** Whether a quantity has at most 3 decimals. */
export function hasAtMost3Decimals(quantity: number): boolean {
  return quantityToMilli(quantity) !== null;
}

/** round_half_up(quantity × unit price), in cents. */
export function grossCents(quantity: number, unitPriceCents: number): number {
  const milli = quantityToMilli(quantity);
  if (milli === null || milli < 0 || !Number.isSafeInteger(unitPriceCents) || unitPriceCents < 0) {
    throw new Error('quantity must have at most 3 decimals and the price must be whole cents');
  }
  return Number((BigInt(milli) * BigInt(unitPriceCents) + MILLI / 2n) / MILLI);
}

export interface LineInput {
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  surchargeCents: number;
}

export interface LineAmounts {
  /** round_half_up(quantity × unit price). */
  grossCents: number;
  surchargeCents: number;
  /** The discount that counts: at most gross + surcharge. */
  discountCents: number;
  /** gross + surcharge − discount, never below 0. */
  totalCents: number;
}

export function lineAmounts(line: LineInput): LineAmounts {
  const gross = grossCents(line.quantity, line.unitPriceCents);
  const discount = Math.min(line.discountCents, gross + line.surchargeCents);
  return {
    grossCents: gross,
    surchargeCents: line.surchargeCents,
    discountCents: discount,
    totalCents: gross + line.surchargeCents - discount,
  };
}

export interface SaleTotals {
  /** Sum of the lines' round_half_up(quantity × unit price). */
  itemsCents: number;
  discountCents: number;
  surchargeCents: number;
  /** items + surcharges − discounts. */
  totalCents: number;
}

export function saleTotals(lines: LineInput[]): SaleTotals & { lines: LineAmounts[] } {
  const amounts = lines.map(lineAmounts);
  const sum = (pick: (l: LineAmounts) => number) => amounts.reduce((acc, l) => acc + pick(l), 0);
  return {
    lines: amounts,
    itemsCents: sum((l) => l.grossCents),
    discountCents: sum((l) => l.discountCents),
    surchargeCents: sum((l) => l.surchargeCents),
    totalCents: sum((l) => l.totalCents),
  };
}

/**
 * What a line adds to the product's sales count: its quantity in units, and 1 for a weighed
 * (fractional) quantity. The same function undoes it when the sale is deleted.
 */
export function salesCountOf(quantity: number): number {
  return Number.isInteger(quantity) ? quantity : 1;
}

export type PaymentInput =
  | { type: 'dinheiro'; receivedCents: number }
  | { type: 'credito'; amountCents: number; installments: number }
  | { type: 'debito' | 'pix' | 'cashback' | 'credito_loja'; amountCents: number };

export interface SettledPayment {
  type: PaymentInput['type'];
  /** What this payment covers of the total. */
  amountCents: number;
  installments: number;
  /** Cash: what the customer handed over. */
  receivedCents: number | null;
  /** Cash: received − what was still due when the cash was taken (floor 0). */
  changeCents: number;
}

export type Settlement =
  | { ok: true; payments: SettledPayment[]; changeCents: number }
  | { ok: false; message: string; index?: number };

export const paymentMessages = {
  notCovered: (missingCents: number) => `Falta pagar ${centsText(missingCents)}.`,
  overpaid: 'O pagamento passa do total da venda. Só o dinheiro pode passar do valor (o excesso é troco).',
  nothingDue: 'A venda já está paga: remova este pagamento.',
} as const;

function centsText(cents: number): string {
  return `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;
}

/**
 * Applies the payments in order to the total. Cash covers up to what is still due and the rest
 * is change; any other payment must fit in what is still due. The payments must cover the total
 * exactly.
 */
export function settlePayments(totalCents: number, payments: PaymentInput[]): Settlement {
  let due = totalCents;
  const settled: SettledPayment[] = [];
  for (const [index, p] of payments.entries()) {
    if (due === 0) return { ok: false, message: paymentMessages.nothingDue, index };
    if (p.type === 'dinheiro') {
      const amount = Math.min(p.receivedCents, due);
      const change = Math.max(0, p.receivedCents - due);
      settled.push({
        type: p.type,
        amountCents: amount,
        installments: 1,
        receivedCents: p.receivedCents,
        changeCents: change,
      });
      due -= amount;
      continue;
    }
    if (p.amountCents > due) return { ok: false, message: paymentMessages.overpaid, index };
    settled.push({
      type: p.type,
      amountCents: p.amountCents,
      installments: p.type === 'credito' ? p.installments : 1,
      receivedCents: null,
      changeCents: 0,
    });
    due -= p.amountCents;
  }
  if (due > 0) return { ok: false, message: paymentMessages.notCovered(due) };
  return { ok: true, payments: settled, changeCents: settled.reduce((sum, p) => sum + p.changeCents, 0) };
}
