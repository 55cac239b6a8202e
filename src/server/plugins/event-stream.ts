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
  // The browser may have gone while the route was getting ready: its 'close' has already fired.
  if (reply.raw.destroyed || reply.request.raw.socket?.destroyed) queueMicrotask(end);

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

export const streamMessages = {
  session: 'Há muitas telas de pedidos abertas nesta sessão. Feche algumas abas e tente novamente.',
  store: 'Há muitas telas de pedidos abertas nesta loja. Feche algumas e tente novamente.',
  process: 'O servidor está com muitas conexões ao vivo agora. Tente novamente em instantes.',
} as const;

/** How long a refused browser should wait before trying again (a tab closed frees a place at once). */
export const STREAM_RETRY_AFTER_SECONDS = 10;

export interface StreamLimits {
  /** Streams one session may hold open at once (a few tabs of the panel). */
  perSession: number;
  /**
   * Streams one shop may hold open at once, over all its sessions: below `total`, so that one shop
   * (or whoever holds its sessions) cannot take every place of the process.
   */
  perStore: number;
  /** Streams this process holds open at once, over all shops. */
  total: number;
}

/** The per-shop cap in force: never `total` or more (one place is always left to other shops). */
export function effectivePerStore(limits: StreamLimits): number {
  return Math.max(1, Math.min(limits.perStore, limits.total - 1));
}

/**
 * Counts open live streams per session, per shop and per process, so that one session, one shop
 * (or a flood of them) cannot hold an unbounded number of connections and listeners. Synchronous:
 * a place is taken before anything is awaited, so parallel requests cannot all slip through.
 */
export class StreamLimiter {
  private readonly bySession = new Map<string, number>();
  private readonly byStore = new Map<number, number>();
  private readonly perStore: number;
  private openCount = 0;

  constructor(private readonly limits: StreamLimits) {
    this.perStore = effectivePerStore(limits);
  }

  get open(): number {
    return this.openCount;
  }

  /**
   * Takes a place for one stream of `session` of shop `storeId`: returns the function that gives it
   * back (calling it more than once is harmless), or which limit is reached.
   */
  acquire(session: string, storeId: number): { release: () => void } | { full: 'session' | 'store' | 'process' } {
    const mine = this.bySession.get(session) ?? 0;
    if (mine >= this.limits.perSession) return { full: 'session' };
    const shop = this.byStore.get(storeId) ?? 0;
    if (shop >= this.perStore) return { full: 'store' };
    if (this.openCount >= this.limits.total) return { full: 'process' };
    this.bySession.set(session, mine + 1);
    this.byStore.set(storeId, shop + 1);
    this.openCount += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.openCount -= 1;
        decrement(this.bySession, session);
        decrement(this.byStore, storeId);
      },
    };
  }
}

function decrement<K>(counts: Map<K, number>, key: K): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
