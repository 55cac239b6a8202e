import { describe, expect, it } from 'vitest';
import type { CustomerExport } from './contracts/customer-data.ts';
import { customerExportCsv } from './customer-export-csv.ts';

const empty = {
  pedidos: [],
  pontos: [],
  credito: [],
  cashback: [],
  resgatesCashback: [],
  validacoesFidelidade: [],
  giros: [],
  brindes: [],
  etiquetas: [],
  campanhas: [],
};

describe('customerExportCsv', () => {
  it('writes the customer, then one block per kind, amounts in reais, items readable', () => {
    const data: CustomerExport = {
      geradoEm: '2026-11-27T12:00:00.000Z',
      loja: { id: 1, nome: 'Padaria Sol' },
      cliente: { id: 7, nome: 'Ana; Maria', totalSpentCents: 123450, whatsappOptOutAt: null },
      vendas: [
        {
          number: 3,
          totalCents: 3000,
          itens: [{ quantity: '2.000', name: 'Bolo', lineTotalCents: 3000 }],
          pagamentos: [{ type: 'pix', amountCents: 3000 }],
        },
      ],
      ...empty,
    };
    const csv = customerExportCsv(data);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('Dados de cliente exportados de Padaria Sol');
    expect(csv).toContain('nome;"Ana; Maria"\r\n');
    expect(csv).toContain('totalSpent (R$);1234,50\r\n');
    expect(csv).toContain('whatsappOptOutAt;\r\n');
    expect(csv).toContain(
      'Vendas no balcão\r\nnumber;total (R$);itens;pagamentos\r\n3;30,00;2.000× Bolo (30,00);pix 30,00\r\n',
    );
    expect(csv).toContain('Pedidos online\r\n(nenhum registro)\r\n');
  });
});
