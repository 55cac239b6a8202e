import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface EventStreamOptions {
  /** A comment line this often keeps proxies and browsers from closing an idle stream. */
  heartbeatMs: number;
  /** The stream ends after this long; the browser reconnects (and so signs in again). */
  maxAgeMs: number;
  /** How long the browser waits before reconnecting. */
  retryMs: number;
}

export const defaultEventStreamOptions: EventStreamOptions = {
  heartbeatMs: 25_000,
  maxAgeMs: 15 * 60_000,
  retryMs: 3_000,
};

export interface EventStream {
  /** What the route sends: `reply.send(stream.body)`. */
  readonly body: PassThrough;
  readonly closed: boolean;
  /** Sends one message (`data:` with the value as JSON). */
  send(data: unknown): void;
  /** Ends the stream from the server's side. */
  end(): void;
  /** Runs once when the stream ends, whoever ended it. */
  onClose(handler: () => void): void;
}

/**
 * A Server-Sent Events response: the headers that keep proxies from buffering or compressing it,
 * a heartbeat, a maximum age, and clean-up when the browser goes away. The response goes through
 * Fastify (`reply.send(body)`), so security headers and logging apply as on any route.
 */
export function openEventStream(reply: FastifyReply, options: EventStreamOptions): EventStream {
  const body = new PassThrough();
  const handlers: (() => void)[] = [];
  let closed = false;

  const write = (chunk: string) => {
    if (!closed) body.write(chunk);
  };
  const cleanup = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    for (const handler of handlers.splice(0)) handler();
  };
  const end = () => {
    if (closed) return;
    cleanup();
    body.end();
  };

  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
  const expiry = setTimeout(end, Math.max(0, options.maxAgeMs));
  heartbeat.unref();
  expiry.unref();
  // The browser left: Fastify destroys the body and the response closes.
  body.on('close', cleanup);
  reply.raw.on('close', cleanup);

  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  // Something to send at once: the headers leave with the first bytes, and the browser's
  // EventSource opens only then.
  write(`retry: ${options.retryMs}\n: conectado\n\n`);

  return {
    body,
    get closed() {
      return closed;
    },
    send: (data) => write(`data: ${JSON.stringify(data)}\n\n`),
    end,
    onClose(handler) {
      if (closed) handler();
      else handlers.push(handler);
    },
  };
}
