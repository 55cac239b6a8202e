/**
 * HTTP load with autocannon, every request from its own client address as the server sees it: the
 * server runs with TRUST_PROXY=1 (the production setting behind a reverse proxy, which then sets
 * X-Forwarded-For) and each request carries a distinct X-Forwarded-For, so the per-address limits
 * count each request as a different customer, the way a crowd of phones arrives. Without it the
 * load generator would measure the rate limit, not the server.
 *
 * Also the baseline server: node:http in a child process of its own, answering every request with
 * the same bytes from memory.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { addressSequence, HOST } from './perf-server.ts';

/** What the server needs to see each request's own address (see the file comment). */
export const DISTINCT_CLIENTS_ENV = { TRUST_PROXY: '1' } as const;

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A new body (and path, extra headers) per request. */
  next?: () => { body?: string; path?: string; headers?: Record<string, string> };
}

export interface LoadResult {
  requestsPerSecond: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
  seconds: number;
  statuses: Record<string, number>;
}

/** Sends `request` from `connections` clients for `seconds`. */
export async function load(
  baseUrl: string,
  request: LoadRequest,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const nextAddress = addressSequence();
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: [
      {
        method: request.method ?? 'GET',
        path: request.path,
        setupRequest: (req) => {
          const extra = request.next?.();
          return {
            ...req,
            ...(extra?.body !== undefined ? { body: extra.body } : {}),
            ...(extra?.path !== undefined ? { path: extra.path } : {}),
            headers: { ...req.headers, ...request.headers, ...extra?.headers, 'x-forwarded-for': nextAddress() },
          };
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const key of ['1xx', '2xx', '3xx', '4xx', '5xx'] as const) {
    const n = (result as unknown as Record<string, number>)[key] ?? 0;
    if (n > 0) statuses[key] = n;
  }
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    seconds: result.duration,
    statuses,
  };
}

const BASELINE_SERVER = `
const http = require('node:http');
process.once('message', (m) => {
  const body = Buffer.from(m.body, 'base64');
  const headers = { ...m.headers, 'content-length': body.length };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => { res.writeHead(200, headers); res.end(body); });
  });
  server.keepAliveTimeout = 72000;
  server.listen(0, '${HOST}', () => process.send(server.address().port));
});
`;

/** node:http in a child process answering every request with `body` and `headers`. */
export async function startBytesServer(
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['-e', BASELINE_SERVER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (p) => resolve(Number(p)));
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
    child.send({ body: body.toString('base64'), headers });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://${HOST}:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
