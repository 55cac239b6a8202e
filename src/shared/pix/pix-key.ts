import { isValidCnpj, isValidCpf, onlyDigits } from '../document.ts';
import { isValidPhone } from '../phone.ts';

/**
 * A PIX key as the bank expects it in the BR Code (docs/pix.md): CPF and CNPJ as digits only
 * (a PIX CNPJ key is numeric), e-mail in lower case, phone as +55DDDNUMBER (a mobile number),
 * random key as its UUID in lower case. The normalized text alone tells the kind apart.
 */
export type PixKeyKind = 'cpf' | 'cnpj' | 'email' | 'telefone' | 'aleatoria';

export const pixKeyMessages = {
  required: 'Informe a chave PIX.',
  invalid: 'Chave PIX inválida. Use CPF, CNPJ, e-mail, celular ou chave aleatória.',
  cpf: 'CPF inválido. Confira os números da chave PIX.',
  cnpj: 'CNPJ inválido. Confira os números da chave PIX.',
  cnpjLetters: 'A chave PIX de CNPJ tem só números. Confira a chave cadastrada no seu banco.',
  email: 'E-mail inválido para chave PIX. Confira o endereço.',
  phone: 'Celular inválido para chave PIX. Use o DDD e o número, ex.: (11) 98765-4321.',
  random:
    'Chave aleatória inválida. Copie a chave do aplicativo do seu banco (ex.: 123e4567-e89b-12d3-a456-426614174000).',
} as const;

export const PIX_KEY_KIND_LABELS: Record<PixKeyKind, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Celular',
  aleatoria: 'Chave aleatória',
};

/** The longest key the BCB allows (an e-mail key): field 26 then holds 99 bytes. */
export const PIX_KEY_MAX_LENGTH = 77;

export type PixKeyResult = { ok: true; kind: PixKeyKind; key: string } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_LIKE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/;
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
/** Only what people type around CPF, CNPJ and phone digits. */
const NUMBER_SYMBOLS = /^[\d\s.\-/()+]+$/;
const FORMATTED_CPF = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;

/** A mobile number: DDD + 9 digits starting with 9 (PIX phone keys are mobile numbers). */
function mobileKey(digits: string): PixKeyResult {
  return isValidPhone(digits) && digits.length === 11
    ? { ok: true, kind: 'telefone', key: `+55${digits}` }
    : { ok: false, message: pixKeyMessages.phone };
}

function cpfKey(digits: string): PixKeyResult {
  return isValidCpf(digits) ? { ok: true, kind: 'cpf', key: digits } : { ok: false, message: pixKeyMessages.cpf };
}

/**
 * Reads a key typed in any usual Brazilian way and answers its kind and normalized text.
 * Eleven bare digits are a CPF when the check digits say so, else a mobile number; a phone typed
 * with +55 or with the DDD in parentheses is always read as a phone.
 */
export function parsePixKey(input: string): PixKeyResult {
  const value = input.trim();
  if (value === '') return { ok: false, message: pixKeyMessages.required };
  if (value.length > 120) return { ok: false, message: pixKeyMessages.invalid };

  if (value.includes('@')) {
    const email = value.toLowerCase();
    return EMAIL.test(email) && email.length <= PIX_KEY_MAX_LENGTH
      ? { ok: true, kind: 'email', key: email }
      : { ok: false, message: pixKeyMessages.email };
  }

  const lower = value.toLowerCase();
  if (UUID_LIKE.test(lower)) {
    const hex = lower.replace(/-/g, '');
    const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return UUID.test(key) ? { ok: true, kind: 'aleatoria', key } : { ok: false, message: pixKeyMessages.random };
  }

  if (!NUMBER_SYMBOLS.test(value)) {
    // Letters: an alphanumeric CNPJ (never a PIX key), a mistyped random key, or nothing at all.
    if (
      /^[0-9A-Za-z]{2}\.?[0-9A-Za-z]{3}\.?[0-9A-Za-z]{3}\/?[0-9A-Za-z]{4}-?\d{2}$/.test(value) &&
      isValidCnpj(value)
    ) {
      return { ok: false, message: pixKeyMessages.cnpjLetters };
    }
    if (/^[0-9a-f-]{20,}$/i.test(value)) return { ok: false, message: pixKeyMessages.random };
    return { ok: false, message: pixKeyMessages.invalid };
  }

  const digits = onlyDigits(value);
  if (value.startsWith('+')) {
    return digits.startsWith('55') ? mobileKey(digits.slice(2)) : { ok: false, message: pixKeyMessages.phone };
  }
  if (value.includes('(')) return mobileKey(digits.length === 12 && digits.startsWith('0') ? digits.slice(1) : digits);
  if (FORMATTED_CPF.test(value)) return cpfKey(digits);
  if (value.includes('/') || digits.length === 14) {
    return isValidCnpj(digits) && digits.length === 14
      ? { ok: true, kind: 'cnpj', key: digits }
      : { ok: false, message: pixKeyMessages.cnpj };
  }
  if (digits.length === 11) {
    if (isValidCpf(digits)) return { ok: true, kind: 'cpf', key: digits };
    return isValidPhone(digits) ? mobileKey(digits) : { ok: false, message: pixKeyMessages.cpf };
  }
  if (digits.length === 13 && digits.startsWith('55')) return mobileKey(digits.slice(2));
  // The long-distance 0 some people still type before the DDD: 0 11 98765-4321.
  if (digits.length === 12 && digits.startsWith('0')) return mobileKey(digits.slice(1));
  if (digits.length === 10) return { ok: false, message: pixKeyMessages.phone };
  return { ok: false, message: pixKeyMessages.invalid };
}

/** The kind of an already normalized key (as stored), or null when it is not one. */
export function pixKeyKind(key: string): PixKeyKind | null {
  const parsed = parsePixKey(key);
  return parsed.ok && parsed.key === key ? parsed.kind : null;
}
