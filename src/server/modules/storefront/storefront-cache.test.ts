import { describe, expect, it } from 'vitest';
import { STOREFRONT_CHANGED, type StoreEventsWatcher } from '../../plugins/store-events.ts';
import { shopPreviewOf } from './og-image.ts';
import { type CachedPage, CHANGED_AT_BOUND, etagMatches, StorefrontCache, strongEtag } from './storefront-cache.ts';

/** A hub that is listening at once, and lets the test send events and break the connection. */
function fakeHub() {
  const hub = {
    listening: true,
    watcher: null as StoreEventsWatcher | null,
    async watchAll(w: StoreEventsWatcher) {
      hub.watcher = w;
      return () => {};
    },
  };
  return hub;
}

const preview = shopPreviewOf({ nomeEmpresa: 'Loja', segmento: '', cidade: '', logo: null }, '#e53e3e', []);
const pageOf = (body: string, expiresAt = Number.POSITIVE_INFINITY): CachedPage => ({
  body,
  etag: strongEtag(body),
  expiresAt,
  preview,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('StorefrontCache', () => {
  it('computes once for concurrent requests and answers later ones from memory', async () => {
    const cache = new StorefrontCache(fakeHub());
    let computed = 0;
    const compute = async () => {
      computed++;
      return pageOf('{"a":1}');
    };
    const [a, b] = await Promise.all([cache.get(1, compute), cache.get(1, compute)]);
    expect(computed).toBe(1);
    expect(a.page.body).toBe(b.page.body);
    expect((await cache.get(1, compute)).hit).toBe(true);
    expect(computed).toBe(1);
  });

  it("drops a shop's page on its storefront.changed event only", async () => {
    const hub = fakeHub();
    const cache = new StorefrontCache(hub);
    await cache.get(1, async () => pageOf('one'));
    await cache.get(2, async () => pageOf('two'));
    hub.watcher?.event({ storeId: 1, type: 'order.status_changed', orderId: 'x' });
    expect(cache.size).toBe(2);
    hub.watcher?.event({ storeId: 1, type: STOREFRONT_CHANGED });
    expect(cache.size).toBe(1);
    expect((await cache.get(2, async () => pageOf('never'))).page.body).toBe('two');
  });

  it('does not keep a page computed while a change of its shop arrived', async () => {
    const hub = fakeHub();
    const cache = new StorefrontCache(hub);
    const slow = deferred<CachedPage>();
    const answer = cache.get(1, () => slow.promise);
    hub.watcher?.event({ storeId: 1, type: STOREFRONT_CHANGED });
    // A request after the change does not join the computation that began before it.
    const fresh = await cache.get(1, async () => pageOf('after'));
    slow.resolve(pageOf('before'));
    expect((await answer).page.body).toBe('before');
    expect(fresh.page.body).toBe('after');
    expect((await cache.get(1, async () => pageOf('again'))).page.body).toBe('after');
  });

  it('forgets the changes of many shops at once without keeping a page computed before one of them', async () => {
    const hub = fakeHub();
    const cache = new StorefrontCache(hub);
    const slow = deferred<CachedPage>();
    const answer = cache.get(1, () => slow.promise);
    hub.watcher?.event({ storeId: 1, type: STOREFRONT_CHANGED });
    // Every other shop of a large platform changes while shop 1's computation is still running.
    for (let storeId = 2; storeId <= CHANGED_AT_BOUND + 1; storeId++) {
      hub.watcher?.event({ storeId, type: STOREFRONT_CHANGED });
    }
    expect(cache.rememberedChanges).toBeLessThanOrEqual(CHANGED_AT_BOUND);
    slow.resolve(pageOf('before the change'));
    await answer;
    expect((await cache.get(1, async () => pageOf('after the change'))).page.body).toBe('after the change');
    // A computation that starts after the bound was passed is kept as usual.
    expect((await cache.get(1, async () => pageOf('never'))).page.body).toBe('after the change');
  });

  it("bypasses a shop while this process's own write has not come back, until its event does", async () => {
    const hub = fakeHub();
    const cache = new StorefrontCache(hub);
    await cache.get(1, async () => pageOf('old'));
    const origin = cache.willNotify({ storeId: 1, type: STOREFRONT_CHANGED });
    expect(origin).toBeTypeOf('string');
    expect(cache.willNotify({ storeId: 1, type: 'order.created' })).toBeUndefined();
    // Not kept while the write is pending (it may not have committed yet).
    expect((await cache.get(1, async () => pageOf('during'))).page.body).toBe('during');
    expect((await cache.get(1, async () => pageOf('still computed'))).hit).toBe(false);
    hub.watcher?.event({ storeId: 1, type: STOREFRONT_CHANGED, origin });
    await cache.get(1, async () => pageOf('new'));
    expect(await cache.get(1, async () => pageOf('unused'))).toMatchObject({ hit: true, page: { body: 'new' } });
  });

  it('keeps the shop again once a write that failed before its commit withdraws its event', async () => {
    const cache = new StorefrontCache(fakeHub());
    const origin = cache.willNotify({ storeId: 1, type: STOREFRONT_CHANGED }) as string;
    const other = cache.willNotify({ storeId: 1, type: STOREFRONT_CHANGED }) as string;
    cache.withdraw(1, origin);
    // Another write of the shop is still pending: still bypassed.
    await cache.get(1, async () => pageOf('during'));
    expect((await cache.get(1, async () => pageOf('computed again'))).hit).toBe(false);
    cache.withdraw(1, other);
    await cache.get(1, async () => pageOf('kept'));
    expect(await cache.get(1, async () => pageOf('unused'))).toMatchObject({ hit: true, page: { body: 'kept' } });
  });

  it('expires a page at its own end (a promotion ending by the clock) and after the longest age', async () => {
    let now = 1_000;
    const cache = new StorefrontCache(fakeHub(), { now: () => now, maxAgeMs: 60_000 });
    await cache.get(1, async () => pageOf('promo', 1_500));
    now = 1_499;
    expect((await cache.get(1, async () => pageOf('x'))).page.body).toBe('promo');
    now = 1_500;
    expect((await cache.get(1, async () => pageOf('after promo'))).page.body).toBe('after promo');
    now = 61_499;
    expect((await cache.get(1, async () => pageOf('y'))).hit).toBe(true);
    now = 61_500;
    expect((await cache.get(1, async () => pageOf('aged'))).page.body).toBe('aged');
  });

  it('keeps nothing while not listening, drops everything when the connection is lost, and keeps again after resync', async () => {
    const hub = fakeHub();
    const cache = new StorefrontCache(hub);
    await cache.get(1, async () => pageOf('one'));
    expect(cache.size).toBe(1);
    hub.listening = false;
    hub.watcher?.lost();
    expect(cache.size).toBe(0);
    await cache.get(1, async () => pageOf('while lost'));
    expect(cache.size).toBe(0);
    hub.listening = true;
    hub.watcher?.resync();
    await cache.get(1, async () => pageOf('back'));
    expect(cache.size).toBe(1);
  });

  it('is bounded by count and by bytes, least recently used first', async () => {
    const cache = new StorefrontCache(fakeHub(), { maxEntries: 2, maxBytes: 10 });
    await cache.get(1, async () => pageOf('aaaa'));
    await cache.get(2, async () => pageOf('bbbb'));
    await cache.get(1, async () => pageOf('unused'));
    await cache.get(3, async () => pageOf('cccc'));
    expect(cache.size).toBe(2);
    expect((await cache.get(1, async () => pageOf('x'))).hit).toBe(true);
    expect((await cache.get(2, async () => pageOf('bbbb'))).hit).toBe(false);
    await cache.get(4, async () => pageOf('dddddddddd'));
    expect(cache.sizeBytes).toBeLessThanOrEqual(10);
    await cache.get(5, async () => pageOf('too big to keep'));
    expect((await cache.get(5, async () => pageOf('z'))).hit).toBe(false);
  });

  it('counts what is kept with a page (its compressed copies, the pages drawn from it) against its bytes', async () => {
    const cache = new StorefrontCache(fakeHub(), { maxBytes: 20 });
    const first = (await cache.get(1, async () => pageOf('aaaa'))).page;
    // The answer of a miss is not the kept copy: what it holds is not counted.
    cache.holds(first, 100);
    expect(cache.sizeBytes).toBe(4);
    const kept = (await cache.get(1, async () => pageOf('unused'))).page;
    cache.holds(kept, 6);
    expect(cache.sizeBytes).toBe(10);
    await cache.get(2, async () => pageOf('bbbb'));
    expect(cache.sizeBytes).toBe(14);
    // Past the cap, the least recently used shop goes, with all it held.
    const second = (await cache.get(2, async () => pageOf('unused'))).page;
    cache.holds(second, 8);
    expect(cache.size).toBe(1);
    expect(cache.sizeBytes).toBe(12);
    expect((await cache.get(1, async () => pageOf('aaaa'))).hit).toBe(false);
    // A page no longer kept counts nothing.
    cache.holds(kept, 1000);
    expect(cache.sizeBytes).toBe(16);
  });

  it('does not keep a failed computation (an unknown shop)', async () => {
    const cache = new StorefrontCache(fakeHub());
    await expect(
      cache.get(9, async () => {
        throw new Error('not found');
      }),
    ).rejects.toThrow('not found');
    expect(cache.size).toBe(0);
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    const etag = strongEtag('x');
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"a", W/${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"a"', etag)).toBe(false);
    expect(strongEtag('x')).not.toBe(strongEtag('y'));
  });
});
