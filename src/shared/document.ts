/**
 * CPF and CNPJ: check digits validated, stored unformatted (upper case), shown formatted.
 *
 * Since July 2026 the Receita Federal also issues alphanumeric CNPJs (IN RFB 2.229/2024): the
 * first 12 characters may be 0-9 or A-Z, the two check digits stay numeric, and each character
 * counts as its ASCII code minus 48 in the modulo-11 sums (docs/decisions/015-cnpj.md). Input
 * without letters is read exactly as before: every character that is not a digit is ignored.
 */

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A document as stored: ASCII letters and digits only, letters upper-cased. Without letters, the same as onlyDigits. */
export function normalizeDocument(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

function allSameDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || allSameDigit(d)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

/** A character's value in the CNPJ sums: its ASCII code minus 48 (0-9 keep their value, A = 17 ... Z = 42). */
function cnpjValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

/** A numeric or alphanumeric CNPJ: 12 characters 0-9 or A-Z (any case), then 2 numeric check digits. */
export function isValidCnpj(value: string): boolean {
  const d = normalizeDocument(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(d) || allSameDigit(d)) return false;
  const check = (len: number) => {
    const weights = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < len; i++) sum += cnpjValue(d[i] ?? '0') * (weights[i] ?? 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(d[12]) && check(13) === Number(d[13]);
}

/** A shop's document: a CPF (11 digits) or a CNPJ (14 characters, numeric or alphanumeric). */
export function isValidDocument(value: string): boolean {
  const d = normalizeDocument(value);
  return d.length === 11 ? isValidCpf(d) : d.length === 14 ? isValidCnpj(d) : false;
}

/** A stored document is a CNPJ (the CPF has 11 characters). */
export function isCnpj(value: string): boolean {
  return normalizeDocument(value).length === 14;
}

export function formatCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1-$2');
}

/** The CNPJ characters typed so far: letters and digits in the first 12, digits in the 2 check positions. */
function cnpjChars(value: string): string {
  let chars = '';
  for (const c of normalizeDocument(value)) {
    if (chars.length === 14) break;
    if (chars.length < 12 || /\d/.test(c)) chars += c;
  }
  return chars;
}

/** AA.AAA.AAA/AAAA-DD, also while typing; letters upper-cased. */
export function formatCnpj(value: string): string {
  const c = cnpjChars(value);
  let out = c.slice(0, 2);
  if (c.length > 2) out += `.${c.slice(2, 5)}`;
  if (c.length > 5) out += `.${c.slice(5, 8)}`;
  if (c.length > 8) out += `/${c.slice(8, 12)}`;
  if (c.length > 12) out += `-${c.slice(12)}`;
  return out;
}

/** Formats as CPF while it fits 11 digits, as CNPJ beyond or as soon as it holds a letter. */
export function formatDocument(value: string): string {
  const d = normalizeDocument(value);
  return d.length <= 11 && !/[A-Z]/.test(d) ? formatCpf(d) : formatCnpj(d);
}
