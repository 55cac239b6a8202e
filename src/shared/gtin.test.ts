import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, gtinMessages, gtinProblem, isValidGtin } from './gtin.ts';

describe('GTIN barcodes', () => {
  it('accepts real codes of every length', () => {
    // GTIN-13 (EAN-13): Brazilian products (prefix 789).
    expect(isValidGtin('7891000315507')).toBe(true);
    expect(isValidGtin('7894900011517')).toBe(true);
    expect(isValidGtin('4006381333931')).toBe(true);
    // GTIN-8 (EAN-8).
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('73513537')).toBe(true);
    // GTIN-12 (UPC-A).
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('012345678905')).toBe(true);
    // GTIN-14 (a case of units).
    expect(isValidGtin('17891000315504')).toBe(true);
    expect(isValidGtin('00012345678905')).toBe(true);
  });

  it('computes the check digit', () => {
    expect(gtinCheckDigit('789100031550')).toBe(7);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(gtinCheckDigit('03600029145')).toBe(2);
  });

  it('refuses a wrong check digit', () => {
    expect(gtinProblem('7891000315508')).toBe(gtinMessages.checkDigit);
    expect(gtinProblem('96385075')).toBe(gtinMessages.checkDigit);
    // The EAN-13 above without its last digit: 12 digits, read as a UPC-A whose check digit fails.
    expect(gtinProblem('789100031550')).toBe(gtinMessages.checkDigit);
    expect(isValidGtin('17891000315505')).toBe(false);
  });

  it('refuses other lengths and anything but digits', () => {
    for (const bad of ['', '1234567', '123456789', '12345678901', '789100031550712', '7891000-31550', ' 96385074']) {
      expect(gtinProblem(bad), bad).toBe(gtinMessages.format);
    }
    expect(gtinProblem('789100031550X')).toBe(gtinMessages.format);
    expect(gtinProblem('７８９１０００３１５５０７')).toBe(gtinMessages.format);
  });
});
