import type { CustomerExport } from './contracts/customer-data.ts';
import { CSV_BOM, csvDecimal, csvLine } from './sales-csv.ts';

/**
 * A customer's LGPD export as a spreadsheet a person can read (Excel pt-BR: see sales-csv.ts):
 * one block per kind of record, each with a title line, a header line and its rows. Amounts in
 * cents become reais ("(R$)" in the header); an order's or sale's items, payments and history
 * are one readable field each.
 */

const sectionTitles: [keyof Omit<CustomerExport, 'geradoEm' | 'loja' | 'cliente'>, string][] = [
  ['vendas', 'Vendas no balcão'],
  ['pedidos', 'Pedidos online'],
  ['pontos', 'Pontos (extrato)'],
  ['credito', 'Crédito na loja (extrato)'],
  ['cashback', 'Cashback recebido'],
  ['resgatesCashback', 'Cashback usado'],
  ['validacoesFidelidade', 'Compras validadas na fidelidade'],
  ['giros', 'Giros da roleta'],
  ['brindes', 'Brindes recebidos'],
  ['etiquetas', 'Etiquetas'],
  ['campanhas', 'Mensagens de campanhas'],
];

type Row = Record<string, unknown>;
const isCents = (key: string) => /Cents$/.test(key);
const headerOf = (key: string) => (isCents(key) ? `${key.replace(/Cents$/, '')} (R$)` : key);

function nested(key: string, list: Row[]): string {
  if (key === 'itens') {
    return list.map((i) => `${i.quantity}× ${i.name} (${csvDecimal(Number(i.lineTotalCents ?? 0))})`).join(', ');
  }
  if (key === 'pagamentos') return list.map((p) => `${p.type} ${csvDecimal(Number(p.amountCents ?? 0))}`).join(', ');
  if (key === 'historico') return list.map((e) => `${e.status} ${e.createdAt}`).join(', ');
  return JSON.stringify(list);
}

function cell(key: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return nested(key, value as Row[]);
  if (typeof value === 'number' && isCents(key)) return csvDecimal(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function block(title: string, rows: Row[]): string {
  let out = csvLine([title]);
  if (rows.length === 0) return `${out + csvLine(['(nenhum registro)'])}\r\n`;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  out += csvLine(keys.map(headerOf));
  for (const row of rows) out += csvLine(keys.map((k) => cell(k, row[k])));
  return `${out}\r\n`;
}

export function customerExportCsv(data: CustomerExport): string {
  const title = csvLine([`Dados de cliente exportados de ${data.loja.nome} em ${data.geradoEm}`]);
  let out = `${CSV_BOM}${title}\r\n`;
  out += csvLine(['Dados do cliente']);
  out += csvLine(['Campo', 'Valor']);
  for (const [key, value] of Object.entries(data.cliente)) out += csvLine([headerOf(key), cell(key, value)]);
  out += '\r\n';
  for (const [key, title] of sectionTitles) out += block(title, data[key] as Row[]);
  return out;
}

/** cliente-12-dados.json / .csv */
export function customerExportFileName(customerId: number, format: 'json' | 'csv'): string {
  return `cliente-${customerId}-dados.${format}`;
}
