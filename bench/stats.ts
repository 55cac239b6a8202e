/**
 * The statistics endpoints on the scale data set (`npm run demo -- --shops 200 --sales 10000000
 * --customers 1000000` on PostgreSQL): GET /api/stats/panel (30 days, 12 months) and GET
 * /api/stats/dashboard (day, week, month) for the largest shop and the median shop, through real
 * HTTP on the app started on 127.0.0.1, signed in as each shop; p50/p95 latency and bytes sent,
 * side by side with the prototype's method (every sale row read through a REST API in pages of
 * 1,000 and summed in JavaScript, bench/stats-baseline.ts); and the EXPLAIN (ANALYZE, BUFFERS)
 * plan of every query the endpoints run. Read-only: it changes nothing but the shops' sessions.
 *
 *   npx tsx bench/stats.ts [--repeat 50] [--baseline-repeat 3]
 *
 * Database: BENCH_STATS_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/fideliza_scale.
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { SCALE_EMAIL_DOMAIN, SCALE_PASSWORD } from '../src/server/demo/scale/scale-plan.ts';
import { saoPauloToday } from '../src/shared/calendar.ts';
import { type BaselineRun, prototypeStatistics, startBaselineServer } from './stats-baseline.ts';

export interface StatsBenchOptions {
  databaseUrl: string;
  repeat: number;
  baselineRepeat: number;
}

export interface Shop {
  label: string;
  id: number;
  email: string;
  sales: number;
}

export interface Measured {
  shop: Shop;
  name: string;
  url: string;
  p50: number;
  p95: number;
  bytes: number;
  plans: { sql: string; plan: string }[];
}

export interface StatsBenchResult {
  shops: Shop[];
  endpoints: Measured[];
  baseline: { shop: Shop; p50: number; p95: number; bytes: number; rows: number; requests: number }[];
}

const log = (line: string) => process.stdout.write(`${line}\n`);

export function statsOptionsFromArgs(args: string[]): StatsBenchOptions {
  const arg = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  return {
    databaseUrl: process.env.BENCH_STATS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fideliza_scale',
    repeat: arg('repeat', 50),
    baselineRepeat: arg('baseline-repeat', 3),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

/** The largest shop and the one in the middle of the ranking, by sales (daily_sales). */
async function findShops(pool: pg.Pool): Promise<Shop[]> {
  const { rows } = await pool.query<{ id: number; email: string; sales: string }>(
    `SELECT s.id, s.email, coalesce(sum(d.sales_count), 0) AS sales
       FROM stores s LEFT JOIN daily_sales d ON d.store_id = s.id
      WHERE s.email LIKE $1 GROUP BY s.id ORDER BY 3 DESC, 1`,
    [`%@${SCALE_EMAIL_DOMAIN}`],
  );
  if (rows.length === 0) return [];
  const pick = (label: string, r: (typeof rows)[number]) => ({
    label,
    id: r.id,
    email: r.email,
    sales: Number(r.sales),
  });
  return [
    pick('largest', rows[0] as (typeof rows)[number]),
    pick('median', rows[Math.floor(rows.length / 2)] as (typeof rows)[number]),
  ];
}

/** Records the SQL the app sends while `capturing` is on (to EXPLAIN it afterwards). */
const captured: { text: string; values: unknown[] }[] = [];
let capturing = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown[] | undefined];
  if (capturing) {
    const text = typeof config === 'string' ? config : config?.text;
    if (text) captured.push({ text, values: (typeof config === 'string' ? undefined : config.values) ?? values ?? [] });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

async function explain(pool: pg.Pool, queries: { text: string; values: unknown[] }[]) {
  const plans: { sql: string; plan: string }[] = [];
  for (const q of queries) {
    if (!/^\s*(select|with)\b/i.test(q.text) || /\bsessions\b/.test(q.text)) continue;
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
    plans.push({ sql: q.text, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  return plans;
}

export async function runStatsBench(options: StatsBenchOptions): Promise<StatsBenchResult | null> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  const shops = await findShops(pool).catch(() => []);
  if (shops.length === 0) {
    log(
      `No scale data set in ${options.databaseUrl}: run npm run demo -- --shops 200 --sales 10000000 --customers 1000000 there first.`,
    );
    await pool.end();
    return null;
  }
  const database = await openDatabase({ databaseUrl: options.databaseUrl, migrate: false, outsideScope: 'platform' });
  const app = await buildApp({
    database,
    config: { production: true, trustProxy: false, webDir: '/nonexistent', logLevel: 'silent' },
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const baseline = await startBaselineServer(pool);
  const result: StatsBenchResult = { shops, endpoints: [], baseline: [] };
  try {
    const today = saoPauloToday();
    const daysAgo = (n: number) => saoPauloToday(new Date(Date.now() - n * 86_400_000));
    const cases = [
      { name: 'panel, 30 days', url: `/api/stats/panel?de=${daysAgo(29)}&ate=${today}` },
      { name: 'panel, 12 months', url: `/api/stats/panel?de=${daysAgo(364)}&ate=${today}` },
      { name: 'dashboard, day', url: `/api/stats/dashboard?periodo=dia&data=${today}` },
      { name: 'dashboard, week', url: `/api/stats/dashboard?periodo=semana&data=${today}` },
      { name: 'dashboard, month', url: `/api/stats/dashboard?periodo=mes&data=${today}` },
      // The floor: a signed-in request that only checks its session, as every request above does.
      { name: 'floor (/api/auth/me)', url: '/api/auth/me' },
    ];
    for (const shop of shops) {
      log(`Shop ${shop.label}: id ${shop.id}, ${shop.sales.toLocaleString('en')} sales`);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: shop.email, senha: SCALE_PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`login of ${shop.email}: ${login.status} ${await login.text()}`);
      const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
      for (const c of cases) {
        const get = async () => {
          const started = performance.now();
          const res = await fetch(base + c.url, { headers: { cookie } });
          const body = Buffer.from(await res.arrayBuffer());
          if (res.status !== 200) throw new Error(`${c.url}: ${res.status} ${body.toString()}`);
          return { ms: performance.now() - started, bytes: body.length };
        };
        const probe = await fetch(base + c.url, { headers: { cookie } });
        await probe.arrayBuffer();
        if (probe.status === 404) {
          log(`  ${c.name.padEnd(18)} not on this version of the app: skipped`);
          continue;
        }
        for (let i = 0; i < 3; i++) await get();
        const runs = [];
        for (let i = 0; i < options.repeat; i++) runs.push(await get());
        captured.length = 0;
        capturing = true;
        await get();
        capturing = false;
        const plans = await explain(pool, captured.splice(0));
        const ms = runs.map((r) => r.ms);
        const m = {
          shop,
          name: c.name,
          url: c.url,
          p50: percentile(ms, 50),
          p95: percentile(ms, 95),
          bytes: runs[0]?.bytes ?? 0,
          plans,
        };
        result.endpoints.push(m);
        log(`  ${c.name.padEnd(18)} p50 ${m.p50.toFixed(1)} ms  p95 ${m.p95.toFixed(1)} ms  ${m.bytes} bytes`);
      }
      const from = new Date(Date.now() - 365 * 86_400_000);
      const runs: BaselineRun[] = [];
      for (let i = 0; i < options.baselineRepeat; i++)
        runs.push(await prototypeStatistics(baseline.url, shop.id, from, new Date()));
      const ms = runs.map((r) => r.ms);
      const first = runs[0] as BaselineRun;
      const b = {
        shop,
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
        bytes: first.bytes,
        rows: first.rows,
        requests: first.requests,
      };
      result.baseline.push(b);
      log(
        `  prototype method   p50 ${b.p50.toFixed(0)} ms  p95 ${b.p95.toFixed(0)} ms  ${b.bytes} bytes, ${b.rows} rows in ${b.requests} requests`,
      );
    }
  } finally {
    await baseline.close();
    await app.close();
    await database.close();
    await pool.end();
  }
  return result;
}

const fmt = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 1 });

export function statsTable(result: StatsBenchResult): string {
  const lines = [
    '| Shop | Request | p50 ms | p95 ms | Bytes | Prototype p50 ms | Prototype bytes | Faster (p50) | Fewer bytes |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const m of result.endpoints) {
    const b = result.baseline.find((x) => x.shop.id === m.shop.id);
    if (!b) continue;
    lines.push(
      `| ${m.shop.label} (id ${m.shop.id}, ${fmt(m.shop.sales)} sales) | ${m.name} | ${fmt(m.p50)} | ${fmt(m.p95)} | ${fmt(m.bytes)} | ` +
        `${fmt(b.p50)} | ${fmt(b.bytes)} | ${fmt(b.p50 / m.p50)}× | ${fmt(b.bytes / m.bytes)}× |`,
    );
  }
  return lines.join('\n');
}

export function statsPlans(result: StatsBenchResult): string {
  const out: string[] = [];
  for (const m of result.endpoints) {
    out.push(`#### ${m.shop.label} shop, ${m.name} (\`${m.url.split('?')[0]}\`)`, '');
    for (const p of m.plans) out.push('```sql', p.sql.trim(), '```', '', '```', p.plan, '```', '');
  }
  return out.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runStatsBench(statsOptionsFromArgs(process.argv.slice(2)));
  if (result) {
    log('');
    log(statsTable(result));
    log('');
    log(statsPlans(result));
  }
}
