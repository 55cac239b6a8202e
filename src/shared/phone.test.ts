import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, telHref, whatsappHref } from './phone.ts';

describe('phone', () => {
  it('accepts mobiles (9 digits) and landlines (8 digits) with a DDD', () => {
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('2134567890')).toBe(true);
  });
  it('refuses numbers without a DDD, with DDD 0x, or the wrong length', () => {
    expect(isValidPhone('98765-4321')).toBe(false);
    expect(isValidPhone('01987654321')).toBe(false);
    expect(isValidPhone('119876543210')).toBe(false);
    expect(isValidPhone('11187654321')).toBe(false);
  });
  it('formats as it is typed', () => {
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('11987')).toBe('(11) 987');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
  });
});

describe('phone links', () => {
  it('opens WhatsApp and calls with the country code', () => {
    expect(whatsappHref('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(telHref('11987654321')).toBe('tel:+5511987654321');
  });
});
