import { parsePixKey } from './pix-key.ts';

/**
 * The PIX BR Code: the static "copia e cola" text of the BCB's EMV QRCPS layout (docs/pix.md).
 * One module builds it for the point of sale and invoices, on the server and in the browser.
 */

export const PIX_NAME_MAX_LENGTH = 25;
export const PIX_CITY_MAX_LENGTH = 15;
export const PIX_TXID_MAX_LENGTH = 25;
/** Field 54 holds at most 13 characters: up to R$ 9.999.999.999,99. */
export const PIX_MAX_AMOUNT_CENTS = 999_999_999_999;
/** The txid of a static BR Code without an identifier of its own. */
export const PIX_NO_TXID = '***';

export const brCodeMessages = {
  name: 'Informe o nome do recebedor do PIX (até 25 letras).',
  city: 'Informe a cidade do recebedor do PIX (até 15 letras).',
  txid: 'Identificador do PIX inválido: use até 25 letras e números, sem espaços.',
  amount: 'Valor do PIX inválido.',
} as const;

export class PixBrCodeError extends Error {}

const encoder = new TextEncoder();

function byteLength(value: string): number {
  return encoder.encode(value).length;
}

/** One EMV field: ID (2 digits), length in bytes (2 digits), value. */
function field(id: string, value: string): string {
  const length = byteLength(value);
  if (length > 99) throw new PixBrCodeError(`O campo ${id} do BR Code passa de 99 bytes.`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

const CRC_TABLE = (() => {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    table[byte] = crc;
  }
  return table;
})();

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the text's UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of encoder.encode(text)) crc = ((crc << 8) & 0xffff) ^ (CRC_TABLE[((crc >> 8) ^ byte) & 0xff] ?? 0);
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Cents as field 54 writes them: a dot and two decimals ("10.50"). */
export function pixAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > PIX_MAX_AMOUNT_CENTS) {
    throw new PixBrCodeError(brCodeMessages.amount);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Name and city as bank apps read them: plain ASCII upper case, accents dropped (ç → C),
 * other characters left out, spaces collapsed.
 */
export function pixText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

export interface BrCodeFields {
  /** The key exactly as it goes into field 26-01. */
  key: string;
  /** Field 54, already written ("10.50"), or absent for "the payer types the amount". */
  amount?: string;
  name: string;
  city: string;
  txid: string;
}

/**
 * Lays the fields out as given, in the BCB's order, and appends the CRC. No normalization here:
 * `pixBrCode` is the way to build one from a shop's key, name and city.
 */
export function assembleBrCode(fields: BrCodeFields): string {
  const payload = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', fields.key)),
    field('52', '0000'),
    field('53', '986'),
    fields.amount === undefined ? '' : field('54', fields.amount),
    field('58', 'BR'),
    field('59', fields.name),
    field('60', fields.city),
    field('62', field('05', fields.txid)),
    '6304',
  ].join('');
  return payload + crc16(payload);
}

export interface PixBrCodeInput {
  /** A PIX key as typed or stored (CPF, CNPJ, e-mail, phone or random key). */
  key: string;
  name: string;
  city: string;
  /** The exact amount in cents; 0 or absent leaves field 54 out (the payer types it). */
  amountCents?: number;
  /** Up to 25 letters and digits; '***' (none) by default. */
  txid?: string;
}

/** The PIX "copia e cola" text for the key, holder and amount. Throws PixBrCodeError in Portuguese. */
export function pixBrCode(input: PixBrCodeInput): string {
  const key = parsePixKey(input.key);
  if (!key.ok) throw new PixBrCodeError(key.message);
  const name = pixText(input.name);
  if (name === '' || name.length > PIX_NAME_MAX_LENGTH) throw new PixBrCodeError(brCodeMessages.name);
  const city = pixText(input.city);
  if (city === '' || city.length > PIX_CITY_MAX_LENGTH) throw new PixBrCodeError(brCodeMessages.city);
  const txid = input.txid ?? PIX_NO_TXID;
  if (txid !== PIX_NO_TXID && !new RegExp(`^[A-Za-z0-9]{1,${PIX_TXID_MAX_LENGTH}}$`).test(txid)) {
    throw new PixBrCodeError(brCodeMessages.txid);
  }
  const cents = input.amountCents ?? 0;
  return assembleBrCode({
    key: key.key,
    amount: cents === 0 ? undefined : pixAmount(cents),
    name,
    city,
    txid,
  });
}
