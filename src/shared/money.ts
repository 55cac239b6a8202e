const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money is integer cents everywhere; this is how it is shown. */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}

/**
 * Reads an amount of reais as people type it ('50', '50,5', '1.234,56', 'R$ 20,00') into cents;
 * null when it is not a non-negative amount with at most two decimals.
 */
export function parseReaisToCents(value: string): number | null {
  const text = value.replace(/R\$|\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$|^\d+\.\d{1,2}$/.test(text)) return null;
  // A comma is the decimal mark; without one, a dot before 1-2 final digits is taken as decimal too.
  const normalized = text.includes(',')
    ? text.replace(/\./g, '').replace(',', '.')
    : /^\d+\.\d{1,2}$/.test(text)
      ? text
      : text.replace(/\./g, '');
  const cents = Math.round(Number(normalized) * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Hundredths shown for editing: 1250 → '12,50'. */
export function formatHundredths(value: number): string {
  return (value / 100).toFixed(2).replace('.', ',');
}

/** Cents as the value of an `<input type="number" step="0.01">`: 5050 → '50.50'. */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
