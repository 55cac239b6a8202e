/**
 * Money is integer cents everywhere; this is how it is shown: 'R$ 1.234,56' (a no-break space after
 * 'R$'), the text `Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })` gives. Written
 * out instead of asking Intl, because a phone's first Intl formatter loads the locale's data: on a
 * slow phone that was a long task of about 100 ms in every shop page's first load (decision 024).
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const reais = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const centavos = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}R$\u00a0${reais},${centavos}`;
}

/**
 * Reads an amount of reais as people type it ('50', '50,5', '1.234,56', 'R$ 20,00') into cents;
 * null when it is not a non-negative amount with at most two decimals.
 */
export function parseReaisToCents(value: string): number | null {
  // A comma with nothing after it ('12,' while typing) reads as the whole amount.
  const text = value.replace(/R\$|\s/g, '').replace(/,$/, '');
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

/**
 * A decimal field as it is typed, in pt-BR: digits and one decimal comma with at most `decimals`
 * digits after it. A dot typed on a keypad that has no comma counts as the comma; in pasted text
 * with a comma, dots are thousands separators and go away ('1.234,56' → '1234,56').
 */
export function typeDecimal(value: string, decimals = 2, maxIntegerDigits = 9): string {
  let text = value.replace(/[^\d.,]/g, '');
  text = text.includes(',') ? text.replace(/\./g, '') : text.replace(/\.(?=.*\.)/g, '').replace('.', ',');
  const [int = '', ...rest] = text.split(',');
  const integer = int.slice(0, maxIntegerDigits);
  if (rest.length === 0 || decimals === 0) return integer;
  return `${integer || '0'},${rest.join('').slice(0, decimals)}`;
}
