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

describe('phone vectors (the rules stay as they are)', () => {
  it('accepts every DDD 11-99 without a zero, mobiles starting with 9 and landlines with 2-8', () => {
    for (const phone of ['11987654321', '(99) 91234-5678', '21 2345-6789', '4888887777', '11 98765-4321']) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
  });
  it('refuses DDDs with a zero, 9-digit numbers not starting with 9, landlines starting with 0, 1 or 9', () => {
    for (const phone of ['10987654321', '20987654321', '11887654321', '1112345678', '1192345678', '1102345678']) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });
  it('refuses wrong lengths and the country code', () => {
    for (const phone of ['', '11', '119876543', '11234567', '5511987654321', '119876543211']) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });
  it('reads only the digits, whatever surrounds them', () => {
    expect(isValidPhone('tel: (11) 9 8765-4321')).toBe(true);
    expect(formatPhone('ab11c98765x4321')).toBe('(11) 98765-4321');
    expect(formatPhone('119876543210')).toBe('(11) 98765-4321');
    expect(formatPhone('')).toBe('');
  });
});

describe('phone links', () => {
  it('opens WhatsApp and calls with the country code', () => {
    expect(whatsappHref('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(telHref('11987654321')).toBe('tel:+5511987654321');
  });
});
