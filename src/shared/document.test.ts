import { describe, expect, it } from 'vitest';
import {
  formatCnpj,
  formatCpf,
  formatDocument,
  isCnpj,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  normalizeDocument,
} from './document.ts';

describe('CPF', () => {
  it('accepts valid check digits, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('987.654.321-00')).toBe(true);
    expect(isValidCpf('000.000.001-91')).toBe(true);
  });
  it('refuses wrong digits, repeated digits and wrong lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('123.456.789-10')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
  it('formats as 000.000.000-00, also while typing', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982247')).toBe('529.982.247');
  });
});

describe('numeric CNPJ', () => {
  it('accepts valid check digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.444.777/0001-61')).toBe(true);
  });
  it('refuses wrong digits, repeated digits and wrong lengths', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-18')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001810')).toBe(false);
  });
  it('formats as 00.000.000/0000-00, also while typing', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('112')).toBe('11.2');
    expect(formatCnpj('11222333')).toBe('11.222.333');
    expect(formatCnpj('1122233300018')).toBe('11.222.333/0001-8');
    expect(formatCnpj('112223330001819')).toBe('11.222.333/0001-81');
  });
});

describe('alphanumeric CNPJ (IN RFB 2.229/2024)', () => {
  it("accepts the Receita's worked example, formatted or not, in any case", () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(isValidCnpj('12aBc34501dE35')).toBe(true);
  });
  it('accepts other vectors computed with the ASCII − 48 rule', () => {
    for (const cnpj of ['AB12CD34000184', 'ZZZZZZZZZZZZ62', 'A1B2C3D4E5F668', '00000000000Z49', '9X8Y7W6V000109']) {
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
    }
  });
  it('refuses wrong check digits, letters in the check digits and wrong lengths', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-53')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-A5')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3')).toBe(false);
    expect(isValidCnpj('12ABC34501DE350')).toBe(false);
    expect(isValidCnpj('X12ABC34501DE35')).toBe(false);
    // Only ASCII letters count: an accented letter is not a CNPJ character.
    expect(isValidCnpj('12ÁBC34501DE35')).toBe(false);
  });
  it('is stored upper case and unformatted', () => {
    expect(normalizeDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeDocument(' 12.ABC.345/01DE-35 ')).toBe('12ABC34501DE35');
    expect(normalizeDocument('529.982.247-25')).toBe('52998224725');
  });
  it('masks as AA.AAA.AAA/AAAA-DD while typing, upper-casing letters and keeping the check digits numeric', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12a')).toBe('12.A');
    expect(formatCnpj('12abc34501d')).toBe('12.ABC.345/01D');
    expect(formatCnpj('12abc34501dex')).toBe('12.ABC.345/01DE');
    expect(formatCnpj('12abc34501dex3y5')).toBe('12.ABC.345/01DE-35');
  });
});

describe('a shop document', () => {
  it('is a valid CPF or a valid CNPJ, numeric or alphanumeric', () => {
    expect(isValidDocument('529.982.247-25')).toBe(true);
    expect(isValidDocument('11.222.333/0001-81')).toBe(true);
    expect(isValidDocument('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidDocument('12.abc.345/01de-35')).toBe(true);
    expect(isValidDocument('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidDocument('123')).toBe(false);
    // A CPF is digits only: letters never make an 11-character document valid.
    expect(isValidDocument('529.982.247-2A')).toBe(false);
    expect(isValidDocument('A29.982.247-25')).toBe(false);
  });
  it('formats as CPF up to 11 digits and as CNPJ beyond or with letters', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('112223330001')).toBe('11.222.333/0001');
    expect(formatDocument('12abc')).toBe('12.ABC');
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
  it('tells a CNPJ from a CPF', () => {
    expect(isCnpj('12ABC34501DE35')).toBe(true);
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj('52998224725')).toBe(false);
  });
});

/** The numeric rules as they were before alphanumeric CNPJs, kept here to prove nothing changed for them. */
const legacy = {
  onlyDigits: (v: string) => v.replace(/\D/g, ''),
  allSame: (d: string) => /^(\d)\1*$/.test(d),
  cpf(value: string) {
    const d = legacy.onlyDigits(value);
    if (d.length !== 11 || legacy.allSame(d)) return false;
    const check = (len: number) => {
      let sum = 0;
      for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
      const rest = (sum * 10) % 11;
      return rest === 10 ? 0 : rest;
    };
    return check(9) === Number(d[9]) && check(10) === Number(d[10]);
  },
  cnpj(value: string) {
    const d = legacy.onlyDigits(value);
    if (d.length !== 14 || legacy.allSame(d)) return false;
    const check = (len: number) => {
      const weights = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
      let sum = 0;
      for (let i = 0; i < len; i++) sum += Number(d[i]) * (weights[i] ?? 0);
      const rest = sum % 11;
      return rest < 2 ? 0 : 11 - rest;
    };
    return check(12) === Number(d[12]) && check(13) === Number(d[13]);
  },
  document(value: string) {
    const d = legacy.onlyDigits(value);
    return d.length === 11 ? legacy.cpf(d) : d.length === 14 ? legacy.cnpj(d) : false;
  },
  formatCnpj(value: string) {
    return legacy
      .onlyDigits(value)
      .slice(0, 14)
      .replace(/^(\d{2})(\d)/, '$1.$2')
      .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
      .replace(/\.(\d{3})(\d)/, '.$1/$2')
      .replace(/(\d{4})(\d)/, '$1-$2');
  },
  formatDocument(value: string) {
    const d = legacy.onlyDigits(value);
    return d.length <= 11 ? formatCpf(d) : legacy.formatCnpj(d);
  },
};

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('inputs without letters behave exactly as before', () => {
  it('agrees with the previous rules on 30,000 generated inputs', () => {
    const next = random(2026);
    const separators = ['.', '/', '-', ' ', '', '', '', '', '(', '_', 'ç'];
    let valid = 0;
    for (let n = 0; n < 30_000; n++) {
      const length = [10, 11, 12, 13, 14, 15][Math.floor(next() * 6)] ?? 14;
      let input = '';
      for (let i = 0; i < length; i++) {
        input += String(Math.floor(next() * 10));
        if (next() < 0.15) input += separators[Math.floor(next() * separators.length)];
      }
      // Give valid check digits to a third of them, so both answers are exercised.
      if (n % 3 === 0) input = withCheckDigits(legacy.onlyDigits(input));
      expect(isValidCpf(input), input).toBe(legacy.cpf(input));
      expect(isValidCnpj(input), input).toBe(legacy.cnpj(input));
      expect(isValidDocument(input), input).toBe(legacy.document(input));
      expect(formatCnpj(input), input).toBe(legacy.formatCnpj(input));
      expect(formatDocument(input), input).toBe(legacy.formatDocument(input));
      if (legacy.document(input)) valid++;
    }
    expect(valid).toBeGreaterThan(2_000);
  }, 60_000); // 30,000 inputs: seconds on a loaded machine, past the default 5 s
});

/** The same digits with the last two replaced by valid CPF (11) or CNPJ (14) check digits, found by trying all 100. */
function withCheckDigits(digits: string): string {
  if (digits.length !== 11 && digits.length !== 14) return digits;
  for (let c = 0; c < 100; c++) {
    const candidate = `${digits.slice(0, -2)}${String(c).padStart(2, '0')}`;
    if (legacy.document(candidate)) return candidate;
  }
  return digits;
}
