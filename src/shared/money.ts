const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money is integer cents everywhere; this is how it is shown. */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}

/**
 * Reads a decimal typed by a person, with up to two decimals, as an integer number of hundredths:
 * '12,50' → 1250, '1.234,5' → 123450, '12.5' → 1250, '' → 0. Returns null when it is not a number
 * or has more than two decimals. Money in cents and percentages in basis points both use it.
 */
export function parseHundredths(text: string): number | null {
  const t = text.trim().replace(/^R\$\s*/, '');
  if (t === '') return 0;
  // pt-BR: '.' groups thousands and ',' separates decimals; a lone '.' with 1-2 digits after is a decimal point.
  const normalized = t.includes(',')
    ? t.replace(/\./g, '').replace(',', '.')
    : /^\d+\.\d{1,2}$/.test(t)
      ? t
      : t.replace(/\./g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const [whole = '0', frac = ''] = normalized.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return normalized.startsWith('-') ? -value : value;
}

/** Hundredths shown for editing: 1250 → '12,50'. */
export function formatHundredths(value: number): string {
  return (value / 100).toFixed(2).replace('.', ',');
}
