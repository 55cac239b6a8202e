import { createHash, randomUUID } from 'node:crypto';
import type { PageEncoding } from '../../compress-page.ts';
import {
  type LocalStoreWrites,
  STOREFRONT_CHANGED,
  type StoreEvent,
  type StoreEventsHub,
} from '../../plugins/store-events.ts';
import type { ShopPreview } from './og-image.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's copy of the shops' public pages. */
    storefrontCache: StorefrontCache;
  }
}

/** A shop's public page as sent: the JSON bytes, their strong ETag, and until when they hold. */
export interface CachedPage {
  body: string;
  etag: string;
  /** Server clock (ms) after which the page must be computed again (a promotion ends, say). */
  expiresAt: number;
  /** The body compressed, made by the first request that asks for each encoding. */
  compressed?: Partial<Record<PageEncoding, Buffer>>;
  /** What the shop's link-preview picture draws, read with the page: its version changes with them. */
  preview: ShopPreview;
}

export interface StorefrontCacheOptions {
  /** Shops kept at most (least recently used go first). */
  maxEntries: number;
  /**
   * Bytes kept at most, over all shops: each page's JSON and what is kept with it (its compressed
   * copies, the pages the server drew from it and theirs: `holds`).
   */
  maxBytes: number;
  /** The longest a copy is kept even without an event (a safety net, not the invalidation). */
  maxAgeMs: number;
  /** How long a write of this process keeps its shop uncached while its event has not come back. */
  pendingWriteMs: number;
  now?: () => number;
}

export const defaultStorefrontCacheOptions: StorefrontCacheOptions = {
  maxEntries: 2000,
  maxBytes: 64 * 1024 * 1024,
  maxAgeMs: 5 * 60_000,
  pendingWriteMs: 10_000,
};

interface Entry extends CachedPage {
  bytes: number;
}

/** A strong validator of exactly these bytes. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (a list, `*`, or a weak form of it). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Each process's copy of the shops' public pages, serialised once. A copy is dropped when the
 * shop's `storefront.changed` event arrives through LISTEN (from any process), when it expires (a
 * flash promotion's end), and all of them when the listening connection is lost; while not
 * listening nothing is kept. A page computed while a change of its shop was committing is not
 * kept (the change's clock: `changedAt`), and this process's own writes make the shop uncached
 * until their event comes back, so the answer that follows a write always shows it.
 */
/** How many shops' last change the cache remembers before it forgets them all at once. */
export const CHANGED_AT_BOUND = 10_000;

export class StorefrontCache implements LocalStoreWrites {
  private readonly entries = new Map<number, Entry>();
  /** The shop of each kept page object (what `get` answers with on a hit). */
  private readonly shopOf = new WeakMap<CachedPage, number>();
  private bytes = 0;
  /** A logical clock: every change of a shop (or of the listening state) takes the next tick. */
  private clock = 0;
  private readonly changedAt = new Map<number, number>();
  private allChangedAt = 0;
  private readonly inflight = new Map<number, { startedAt: number; page: Promise<CachedPage> }>();
  /** This process's writes whose event has not come back yet: shop → token → give-up time. */
  private readonly pending = new Map<number, Map<string, number>>();
  private readonly originPrefix = randomUUID();
  private seq = 0;
  private watching: Promise<unknown> | null = null;
  private readonly options: StorefrontCacheOptions;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(
    private readonly hub: Pick<StoreEventsHub, 'watchAll' | 'listening'>,
    options: Partial<StorefrontCacheOptions> = {},
  ) {
    this.options = { ...defaultStorefrontCacheOptions, ...options };
    this.now = this.options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** How many shops' last change are remembered (bounded by CHANGED_AT_BOUND). */
  get rememberedChanges(): number {
    return this.changedAt.size;
  }

  get sizeBytes(): number {
    return this.bytes;
  }

  /**
   * The shop's page from the copy, or computed by `compute` (once for all the requests that ask
   * at the same time). `compute` throws for an unknown shop; nothing is kept then.
   */
  async get(storeId: number, compute: () => Promise<CachedPage>): Promise<{ page: CachedPage; hit: boolean }> {
    this.watch();
    const now = this.now();
    const entry = this.entries.get(storeId);
    if (entry && entry.expiresAt > now && !this.hasPending(storeId, now)) {
      // Most recently used last: the first key is the one to drop.
      this.entries.delete(storeId);
      this.entries.set(storeId, entry);
      this.hits++;
      return { page: entry, hit: true };
    }
    if (entry) this.drop(storeId);
    this.misses++;
    const cacheable = this.hub.listening && !this.hasPending(storeId, now);
    const running = this.inflight.get(storeId);
    if (cacheable && running && running.startedAt >= this.lastChange(storeId)) {
      return { page: await running.page, hit: false };
    }
    const startedAt = ++this.clock;
    const page = compute();
    if (!cacheable) return { page: await page, hit: false };
    this.inflight.set(storeId, { startedAt, page });
    try {
      const result = await page;
      // Kept only if nothing changed the shop since the computation began (and still listening).
      if (this.hub.listening && this.lastChange(storeId) < startedAt && !this.hasPending(storeId, this.now())) {
        this.put(storeId, result);
      }
      return { page: result, hit: false };
    } finally {
      if (this.inflight.get(storeId)?.page === page) this.inflight.delete(storeId);
    }
  }

  /**
   * `bytes` more are kept with `page` (a compressed copy, a page drawn from it): counted against
   * `maxBytes` while the page is kept, the least recently used shops dropped past it. Nothing is
   * counted for a page that is not (or no longer) kept: what it holds goes with it.
   */
  holds(page: CachedPage, bytes: number): void {
    const storeId = this.shopOf.get(page);
    if (storeId === undefined) return;
    const entry = this.entries.get(storeId);
    if (entry !== page) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  /** LocalStoreWrites: a write of this process is about to announce a change of a shop. */
  willNotify(event: StoreEvent): string | undefined {
    if (event.type !== STOREFRONT_CHANGED) return undefined;
    this.invalidate(event.storeId);
    // Not listening: the event would never come back, and nothing is kept meanwhile anyway.
    if (!this.hub.listening) return undefined;
    const token = `${this.originPrefix}:${++this.seq}`;
    let tokens = this.pending.get(event.storeId);
    if (!tokens) {
      tokens = new Map();
      this.pending.set(event.storeId, tokens);
    }
    tokens.set(token, this.now() + this.options.pendingWriteMs);
    return token;
  }

  /** LocalStoreWrites: the write failed before its commit; its event will not come back. */
  withdraw(storeId: number, origin: string): void {
    const tokens = this.pending.get(storeId);
    tokens?.delete(origin);
    if (tokens?.size === 0) this.pending.delete(storeId);
  }

  /** Drops every copy (the listening connection broke: events may have been missed). */
  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
    this.allChangedAt = ++this.clock;
  }

  private onEvent(event: StoreEvent): void {
    if (event.type !== STOREFRONT_CHANGED) return;
    if (event.origin) {
      const tokens = this.pending.get(event.storeId);
      tokens?.delete(event.origin);
      if (tokens?.size === 0) this.pending.delete(event.storeId);
    }
    this.invalidate(event.storeId);
  }

  private invalidate(storeId: number): void {
    // One number per shop that changed, read only by computations still running: past the bound,
    // forgetting them all behind one later tick keeps any running computation's page out of the
    // cache (a miss, never a stale page) and keeps the map from growing with every shop ever seen.
    if (this.changedAt.size >= CHANGED_AT_BOUND) {
      this.changedAt.clear();
      this.allChangedAt = ++this.clock;
    }
    this.changedAt.set(storeId, ++this.clock);
    this.drop(storeId);
  }

  private lastChange(storeId: number): number {
    return Math.max(this.allChangedAt, this.changedAt.get(storeId) ?? 0);
  }

  private hasPending(storeId: number, now: number): boolean {
    const tokens = this.pending.get(storeId);
    if (!tokens) return false;
    for (const [token, until] of tokens) if (until <= now) tokens.delete(token);
    if (tokens.size > 0) return true;
    this.pending.delete(storeId);
    return false;
  }

  private put(storeId: number, page: CachedPage): void {
    const expiresAt = Math.min(page.expiresAt, this.now() + this.options.maxAgeMs);
    const bytes = Buffer.byteLength(page.body);
    if (bytes > this.options.maxBytes) return;
    this.drop(storeId);
    const entry: Entry = { ...page, expiresAt, bytes };
    this.entries.set(storeId, entry);
    this.shopOf.set(entry, storeId);
    this.bytes += bytes;
    this.evict();
  }

  private evict(): void {
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(storeId: number): void {
    const entry = this.entries.get(storeId);
    if (!entry) return;
    this.entries.delete(storeId);
    this.bytes -= entry.bytes;
  }

  /** Starts listening once (and again after a failed start); until then nothing is kept. */
  watch(): void {
    if (this.watching) return;
    this.watching = this.hub
      .watchAll({
        event: (event) => this.onEvent(event),
        lost: () => this.clear(),
        resync: () => this.clear(),
      })
      .catch(() => {
        this.watching = null;
      });
  }
}
