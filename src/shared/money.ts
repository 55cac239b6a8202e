const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money is integer cents everywhere; this is how it is shown. */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}

/**
 * What someone typed as an amount in reais ('50', '50.5', '50,50', '1.234,56') in integer cents,
 * or null when it is not a number. Negative amounts keep their sign: the schema decides.
 */
export function parseReais(value: string): number | null {
  let text = value.trim().replace(/^R\$\s*/, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the value of an `<input type="number" step="0.01">`: 5050 → '50.50'. */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
