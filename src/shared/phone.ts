import { onlyDigits } from './document.ts';

/** A Brazilian phone: DDD + 8 or 9 digits (landline or mobile), without the country code. */
export function isValidPhone(value: string): boolean {
  const d = onlyDigits(value);
  return /^[1-9]{2}(?:9\d{8}|[2-8]\d{7})$/.test(d);
}

export function formatPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** A WhatsApp chat with a Brazilian number (country code 55 added). */
export function whatsappHref(phone: string): string {
  return `https://wa.me/55${onlyDigits(phone)}`;
}

/** A phone call to a Brazilian number. */
export function telHref(phone: string): string {
  return `tel:+55${onlyDigits(phone)}`;
}
