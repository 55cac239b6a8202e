import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Db } from '../db/client.ts';

/**
 * Live events of a shop (a new order, a status change) travel between server processes through
 * PostgreSQL LISTEN/NOTIFY on this channel, as JSON `{ storeId, type, orderId, origin }`.
 */
export const STORE_EVENTS_CHANNEL = 'store_events';

/**
 * The event every write that changes a shop's public page sends (its profile, hours, logo, status,
 * products, stock, prices, promotion, rating): each process drops its cached copy of the page.
 */
export const STOREFRONT_CHANGED = 'storefront.changed';

export const storeEventSchema = z.object({
  storeId: z.number().int().positive(),
  type: z.string().min(1).max(100),
  orderId: z.string().max(100).optional(),
  /** Set by the process that wrote it, so that it can recognise its own event when it comes back. */
  origin: z.string().max(100).optional(),
});
export type StoreEvent = z.infer<typeof storeEventSchema>;

/**
 * What a process does with its own writes before their event comes back through LISTEN: the
 * storefront cache stops serving the shop's copy at once (the event may arrive a moment after the
 * write's answer). Returns the token to carry in the event's `origin`.
 */
export interface LocalStoreWrites {
  willNotify(event: StoreEvent): string | undefined;
  /** The write that announced `origin` failed before its commit: its event will never come back. */
  withdraw(storeId: number, origin: string): void;
}

/** The request's process-local write tracker (set for every request by buildApp). */
export const localStoreWrites = new AsyncLocalStorage<LocalStoreWrites>();

/**
 * The `pg_notify(...)` call that announces `event`, to put in a statement of one's own (a write that
 * sends its events in the statement it already makes saves a round trip to the database). When
 * that statement fails, call `withdraw`: this process stops waiting for an event that will not come.
 */
export function storeEventNotify(event: StoreEvent): { sql: SQL; withdraw(): void } {
  const writes = localStoreWrites.getStore();
  const origin = writes?.willNotify(event);
  const payload = origin ? { ...event, origin } : event;
  return {
    sql: sql`pg_notify(${STORE_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`,
    withdraw: () => {
      if (origin) writes?.withdraw(event.storeId, origin);
    },
  };
}

/** Announces an event to every server process. Inside a transaction it leaves only on commit. */
export async function notifyStoreEvent(db: Db, event: StoreEvent): Promise<void> {
  await db.execute(sql`select ${storeEventNotify(event).sql}`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live events of every shop. */
    storeEvents: StoreEventsHub;
  }
}

type Listener = (event: StoreEvent) => void;

/** A watcher of every shop's events, told when the listening connection is lost and back. */
export interface StoreEventsWatcher {
  event(event: StoreEvent): void;
  /** Events may be missed from now until `resync`. */
  lost(): void;
  /** Listening again: whatever was kept from before `lost` may be out of date. */
  resync(): void;
}

const RETRY_MAX_MS = 30_000;

/**
 * One LISTEN per server process, fanned out in memory to the listeners of each shop (its open
 * live streams). If the listening connection breaks, it listens again with a growing delay and
 * then tells every listener to `resync` (events sent meanwhile were missed).
 */
export class StoreEventsHub {
  private readonly byStore = new Map<number, Set<Listener>>();
  private readonly watchers = new Set<StoreEventsWatcher>();
  private up = false;
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

  /** Whether the LISTEN is in place now (events sent now will arrive). */
  get listening(): boolean {
    return this.up;
  }

  /** Calls the watcher with the events of every shop until the returned function is called. */
  async watchAll(watcher: StoreEventsWatcher): Promise<() => void> {
    await this.start();
    this.watchers.add(watcher);
    return () => {
      this.watchers.delete(watcher);
    };
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
    this.watchers.clear();
    this.up = false;
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
        else {
          this.stop = stop;
          this.up = true;
        }
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
    this.tellWatchers((w) => w.event(event));
  }

  private tellWatchers(call: (watcher: StoreEventsWatcher) => void): void {
    for (const watcher of [...this.watchers]) {
      try {
        call(watcher);
      } catch (err) {
        this.log.error({ err }, 'store events: a watcher failed');
      }
    }
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
    this.up = false;
    this.tellWatchers((w) => w.lost());
    this.retry(this.retryMs);
  }

  private retry(delay: number): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.start().then(
        () => {
          for (const [storeId, listeners] of this.byStore) this.deliver(listeners, { storeId, type: 'resync' });
          this.tellWatchers((w) => w.resync());
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
