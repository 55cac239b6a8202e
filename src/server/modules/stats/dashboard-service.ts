import { saoPauloToday } from '../../../shared/calendar.ts';
import { type Dashboard, type DashboardQuery, SALES_CHANNEL_KINDS } from '../../../shared/contracts/dashboard.ts';
import { daysOf, periodRange } from '../../../shared/periods.ts';
import {
  type CsvSale,
  orderPaymentName,
  paymentNames,
  salesCsvFileName,
  salesCsvHeader,
  salesCsvRow,
} from '../../../shared/sales-csv.ts';
import type { Db } from '../../db/client.ts';
import { topCustomersOfMonth, topSellersOfMonth } from './dashboard-month-queries.ts';
import {
  EXPORT_PAGE_SIZE,
  type ExportCursor,
  exportOrdersPage,
  exportSalesPage,
  salesByHour,
  summarizePeriod,
  topCustomers,
  topSellers,
} from './dashboard-queries.ts';

/** The export is written to the connection in pieces of about this many characters. */
const CHUNK_CHARS = 32_768;

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

/** The period asked for: the one holding `data`, or today in São Paulo (the server's clock). */
function rangeOf(query: DashboardQuery, today: string) {
  return periodRange(query.periodo, query.data ?? today);
}

/** Dashboard de Vendas: a shop's day, week or month, every figure summed by the database. */
export async function getDashboard(
  db: Db,
  storeId: number,
  query: DashboardQuery,
  today = saoPauloToday(),
): Promise<Dashboard> {
  const range = rangeOf(query, today);
  const oneDay = query.periodo === 'dia';
  const [summary, hours, clientes, vendedores] = await Promise.all([
    summarizePeriod(db, storeId, range),
    oneDay ? salesByHour(db, storeId, range) : Promise.resolve([]),
    // A calendar month reads the monthly summaries; a day or a week its own sales.
    query.periodo === 'mes' ? topCustomersOfMonth(db, storeId, range.from) : topCustomers(db, storeId, range),
    query.periodo === 'mes' ? topSellersOfMonth(db, storeId, range.from) : topSellers(db, storeId, range),
  ]);
  const byHour = new Map(hours.map((h) => [HOURS[h.hour] as string, h]));
  const serie = oneDay
    ? HOURS.map((chave) => ({
        chave,
        totalCents: byHour.get(chave)?.totalCents ?? 0,
        vendas: byHour.get(chave)?.count ?? 0,
      }))
    : daysOf(range).map((chave) => ({
        chave,
        totalCents: summary.byDay.get(chave)?.totalCents ?? 0,
        vendas: summary.byDay.get(chave)?.count ?? 0,
      }));
  return {
    periodo: query.periodo,
    de: range.from,
    ate: range.to,
    hoje: today,
    totalCents: summary.total.totalCents,
    vendas: summary.total.count,
    ticketMedioCents: summary.total.ticketCents,
    canais: SALES_CHANNEL_KINDS.map((canal) => ({
      canal,
      totalCents: summary.byChannel.get(canal)?.totalCents ?? 0,
      vendas: summary.byChannel.get(canal)?.count ?? 0,
    })),
    serie,
    topClientes: clientes,
    topVendedores: vendedores,
  };
}

/** Pages through a time-ordered source, one page in memory at a time. */
async function* paged<R extends { cursorAt: string; number: number }>(
  page: (cursor?: ExportCursor) => Promise<R[]>,
): AsyncGenerator<R> {
  let cursor: ExportCursor | undefined;
  for (;;) {
    const rows = await page(cursor);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    cursor = { at: last.cursorAt, number: last.number };
  }
}

/** Two time-ordered streams as one, in time order (counter first on a tie). */
async function* mergeByTime(a: AsyncGenerator<CsvSale>, b: AsyncGenerator<CsvSale>): AsyncGenerator<CsvSale> {
  let x = await a.next();
  let y = await b.next();
  while (!x.done || !y.done) {
    if (y.done || (!x.done && x.value.em.getTime() <= y.value.em.getTime())) {
      yield x.value as CsvSale;
      x = await a.next();
    } else {
      yield y.value;
      y = await b.next();
    }
  }
}

async function* counterSales(db: Db, storeId: number, range: { from: string; to: string }) {
  for await (const s of paged((cursor) => exportSalesPage(db, storeId, range, cursor))) {
    yield {
      em: s.at,
      canal: 'balcao',
      numero: s.number,
      cliente: s.customerName,
      cpf: s.customerCpf,
      vendedor: s.sellerName,
      pagamento: paymentNames(s.paymentTypes),
      totalCents: s.totalCents,
    } satisfies CsvSale;
  }
}

async function* onlineOrders(db: Db, storeId: number, range: { from: string; to: string }) {
  for await (const o of paged((cursor) => exportOrdersPage(db, storeId, range, cursor))) {
    yield {
      em: o.at,
      canal: 'online',
      numero: o.number,
      cliente: o.customerName,
      cpf: o.customerCpf,
      vendedor: '',
      pagamento: orderPaymentName(o.paymentMethod),
      totalCents: o.totalCents,
    } satisfies CsvSale;
  }
}

/**
 * Every sale of the period (counter and online) as CSV text, in time order, produced page by page
 * so a month of a large shop never sits in memory at once.
 */
export function exportSalesCsv(db: Db, storeId: number, query: DashboardQuery, today = saoPauloToday()) {
  const range = rangeOf(query, today);
  async function* chunks(): AsyncGenerator<string> {
    let chunk = salesCsvHeader();
    for await (const sale of mergeByTime(counterSales(db, storeId, range), onlineOrders(db, storeId, range))) {
      chunk += salesCsvRow(sale);
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return { fileName: salesCsvFileName(range), chunks: chunks() };
}
