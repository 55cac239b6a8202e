import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface SseConnection {
  status: number;
  headers: IncomingHttpHeaders;
  /** The JSON of every `data:` line received so far. */
  messages: Record<string, unknown>[];
  /** Comment lines (heartbeats) received so far. */
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Waits until a message matches, or fails after `timeoutMs`. */
  waitFor(match: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): void;
}

/** The address of an app listening on a random local port (listens on first use). */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** A real HTTP request to a Server-Sent Events endpoint, read as it arrives. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const messages: Record<string, unknown>[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      res.setEncoding('utf8');
      // Our own close() aborts the response: that is not a failure.
      res.on('error', () => {});
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          for (const line of buffer.slice(0, cut).split('\n')) {
            if (line.startsWith('data: ')) messages.push(JSON.parse(line.slice(6)));
            else if (line.startsWith(':')) comments.push(line.slice(1).trim());
          }
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      });
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        comments,
        ended,
        waitFor(match, timeoutMs = 2000) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = messages.find(match);
              if (!hit) return;
              cleanup();
              found(hit);
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
