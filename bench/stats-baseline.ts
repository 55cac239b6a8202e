/**
 * The prototype's way of computing statistics, as the baseline of bench/stats.ts: the browser
 * read every sale row of the shop through a REST API (PostgREST, `select=total_final,data_venda`,
 * pages of 1,000) and summed in JavaScript. Here a tiny HTTP server plays PostgREST over the same
 * database (counter sales and online orders, the rows our statistics cover) and a client pages
 * through it as the prototype did.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';

const PAGE = 1000;

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

export async function startBaselineServer(pool: pg.Pool): Promise<BaselineServer> {
  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const storeId = Number(url.searchParams.get('loja_id')?.replace(/^eq\./, ''));
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(PAGE, Number(url.searchParams.get('limit') ?? PAGE));
      if (url.pathname !== '/rest/v1/vendas' || !Number.isSafeInteger(storeId)) {
        res.writeHead(404).end();
        return;
      }
      const { rows } = await pool.query(
        `SELECT total_final, data_venda FROM (
           SELECT total_cents / 100.0 AS total_final, sold_at AS data_venda FROM sales WHERE store_id = $1
           UNION ALL
           SELECT total_cents / 100.0, created_at FROM orders WHERE store_id = $1
         ) AS vendas ORDER BY data_venda OFFSET $2 LIMIT $3`,
        [storeId, offset, limit],
      );
      const body = JSON.stringify(rows.map((r) => ({ total_final: Number(r.total_final), data_venda: r.data_venda })));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface BaselineRun {
  ms: number;
  bytes: number;
  rows: number;
  requests: number;
  /** What the prototype then showed: the period's total and count, summed in JavaScript. */
  totalCents: number;
  count: number;
}

/** Reads every row of the shop, page by page, and sums the period [from, to) in JavaScript. */
export async function prototypeStatistics(
  baseUrl: string,
  storeId: number,
  from: Date,
  to: Date,
): Promise<BaselineRun> {
  const started = performance.now();
  let bytes = 0;
  let requests = 0;
  let rows = 0;
  let total = 0;
  let count = 0;
  for (let offset = 0; ; offset += PAGE) {
    const res = await fetch(
      `${baseUrl}/rest/v1/vendas?loja_id=eq.${storeId}&select=total_final,data_venda&offset=${offset}&limit=${PAGE}`,
    );
    const text = await res.text();
    requests++;
    bytes += Buffer.byteLength(text);
    const page = JSON.parse(text) as { total_final: number; data_venda: string }[];
    rows += page.length;
    for (const row of page) {
      const at = new Date(row.data_venda);
      if (at >= from && at < to) {
        total += row.total_final;
        count++;
      }
    }
    if (page.length < PAGE) break;
  }
  return { ms: performance.now() - started, bytes, rows, requests, totalCents: Math.round(total * 100), count };
}
