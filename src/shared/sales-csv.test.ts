import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvDecimal,
  csvField,
  csvLine,
  orderPaymentName,
  paymentNames,
  salesCsvFileName,
  salesCsvHeader,
  salesCsvRow,
} from './sales-csv.ts';

describe('sales CSV for Excel in pt-BR', () => {
  it('writes amounts with a decimal comma and no thousands separator', () => {
    expect(csvDecimal(123_450)).toBe('1234,50');
    expect(csvDecimal(5)).toBe('0,05');
    expect(csvDecimal(0)).toBe('0,00');
    expect(csvDecimal(100_000_000)).toBe('1000000,00');
    expect(csvDecimal(-250)).toBe('-2,50');
  });

  it('quotes fields with ; " or line breaks, doubling the quotes', () => {
    expect(csvField('Ana Souza')).toBe('Ana Souza');
    expect(csvField('Silva; Filhos')).toBe('"Silva; Filhos"');
    expect(csvField('O "Rei" do Pão')).toBe('"O ""Rei"" do Pão"');
    expect(csvField('Rua 1\nCasa 2')).toBe('"Rua 1\nCasa 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps text that a spreadsheet would run as a formula from being one', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+5511987654321')).toBe("'+5511987654321");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SOMA(A1)')).toBe("'@SOMA(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    expect(csvField('Ana = Bia')).toBe('Ana = Bia');
  });

  it('ends every line with CRLF and starts the file with the byte order mark', () => {
    expect(csvLine(['a', 'b;c'])).toBe('a;"b;c"\r\n');
    expect(salesCsvHeader()).toBe(`${CSV_BOM}Data;Hora;Canal;Número;Cliente;CPF;Vendedor;Pagamento;Total (R$)\r\n`);
    expect(Buffer.from(salesCsvHeader(), 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes a sale in São Paulo time, with its CPF, seller and payment types', () => {
    const row = salesCsvRow({
      // 01:30 UTC on 1 December is 22:30 on 30 November in São Paulo.
      em: new Date('2026-12-01T01:30:00Z'),
      canal: 'balcao',
      numero: 42,
      cliente: 'João da Silva',
      cpf: '52998224725',
      vendedor: 'Joana',
      pagamento: paymentNames(['pix', 'dinheiro', 'pix', 'credito']),
      totalCents: 123_450,
    });
    expect(row).toBe(
      '30/11/2026;22:30;Balcão;42;João da Silva;529.982.247-25;Joana;PIX + Dinheiro + Crédito;1234,50\r\n',
    );
    expect(
      salesCsvRow({
        em: new Date('2026-01-05T12:05:00-03:00'),
        canal: 'online',
        numero: 7,
        cliente: '',
        cpf: '',
        vendedor: '',
        pagamento: orderPaymentName('cartao_debito'),
        totalCents: 4000,
      }),
    ).toBe('05/01/2026;12:05;Online;7;;;;Débito;40,00\r\n');
  });

  it('names the file after the period', () => {
    expect(salesCsvFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe('vendas-2026-11-01-a-2026-11-30.csv');
    expect(salesCsvFileName({ from: '2026-11-27', to: '2026-11-27' })).toBe('vendas-2026-11-27.csv');
  });
});
