import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Db } from '../db/client.ts';

/**
 * Live events of a shop (a new order, a status change) travel between server processes through
 * PostgreSQL LISTEN/NOTIFY on this channel, as JSON `{ storeId, type, orderId }`.
 */
export const STORE_EVENTS_CHANNEL = 'store_events';

export const storeEventSchema = z.object({
  storeId: z.number().int().positive(),
  type: z.string().min(1).max(100),
  orderId: z.string().max(100).optional(),
});
export type StoreEvent = z.infer<typeof storeEventSchema>;

/** Announces an event to every server process. Inside a transaction it leaves only on commit. */
export async function notifyStoreEvent(db: Db, event: StoreEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${STORE_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live events of every shop. */
    storeEvents: StoreEventsHub;
  }
}

type Listener = (event: StoreEvent) => void;

const RETRY_MAX_MS = 30_000;

/**
 * One LISTEN per server process, fanned out in memory to the listeners of each shop (its open
 * live streams). If the listening connection breaks, it listens again with a growing delay and
 * then tells every listener to `resync` (events sent meanwhile were missed).
 */
export class StoreEventsHub {
  private readonly byStore = new Map<number, Set<Listener>>();
  private started: Promise<void> | null = null;
  private stop: (() => Promise<void>) | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly retryMs = 1000,
  ) {}

  /** Listeners currently subscribed, over all shops. */
  get listenerCount(): number {
    let n = 0;
    for (const set of this.byStore.values()) n += set.size;
    return n;
  }

  /** Calls `listener` with every event of one shop until the returned function is called. */
  async subscribe(storeId: number, listener: Listener): Promise<() => void> {
    await this.start();
    let set = this.byStore.get(storeId);
    if (!set) {
      set = new Set();
      this.byStore.set(storeId, set);
    }
    const own = set;
    own.add(listener);
    return () => {
      own.delete(listener);
      if (own.size === 0 && this.byStore.get(storeId) === own) this.byStore.delete(storeId);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.byStore.clear();
    await this.started?.catch(() => {});
    await this.stop?.();
    this.stop = null;
  }

  private start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('store events closed'));
    this.started ??= this.database
      .listen(
        STORE_EVENTS_CHANNEL,
        (payload) => this.dispatch(payload),
        (err) => this.lost(err),
      )
      .then(async (stop) => {
        if (this.closed) await stop();
        else this.stop = stop;
      })
      .catch((err) => {
        this.started = null;
        throw err;
      });
    return this.started;
  }

  private dispatch(payload: string): void {
    let event: StoreEvent;
    try {
      event = storeEventSchema.parse(JSON.parse(payload));
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'store events: ignored a malformed payload');
      return;
    }
    this.deliver(this.byStore.get(event.storeId), event);
  }

  private deliver(listeners: Set<Listener> | undefined, event: StoreEvent): void {
    for (const listener of [...(listeners ?? [])]) {
      try {
        listener(event);
      } catch (err) {
        this.log.error({ err }, 'store events: a listener failed');
      }
    }
  }

  private lost(err: Error): void {
    this.log.warn({ err: err.message }, 'store events: the LISTEN connection was lost; listening again');
    this.started = null;
    this.stop = null;
    this.retry(this.retryMs);
  }

  private retry(delay: number): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.start().then(
        () => {
          for (const [storeId, listeners] of this.byStore) this.deliver(listeners, { storeId, type: 'resync' });
        },
        (err: Error) => {
          this.log.warn({ err: err.message }, 'store events: could not listen again yet');
          this.retry(Math.min(delay * 2, RETRY_MAX_MS));
        },
      );
    }, delay);
    this.retryTimer.unref();
  }
}
