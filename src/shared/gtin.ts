/**
 * EAN/GTIN barcodes (GS1): GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14, digits
 * only. The last digit is the check digit: from the right, the other digits are weighted 3, 1, 3,
 * 1 ... and the check digit brings the sum up to a multiple of 10.
 */

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

export const gtinMessages = {
  format: 'Código de barras inválido: use 8, 12, 13 ou 14 dígitos.',
  checkDigit: 'Código de barras inválido: confira os números (dígito verificador não confere).',
} as const;

/** The check digit for the digits before it (any length). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const fromRight = body.length - 1 - i;
    sum += Number(body[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Why a barcode is not a GTIN (null when it is one). Spaces around it are the caller's to trim. */
export function gtinProblem(code: string): string | null {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return gtinMessages.format;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1)) ? null : gtinMessages.checkDigit;
}

export function isValidGtin(code: string): boolean {
  return gtinProblem(code) === null;
}
