import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../api/client.ts';
import { QueryStore, replaceEqualDeep } from './data.ts';

const noWait = async () => {};

/** A fetcher answering from a list, one answer (a value or an error to throw) per call. */
function answers<T>(...list: (T | Error)[]) {
  let calls = 0;
  const fn = async () => {
    const next = list[Math.min(calls++, list.length - 1)];
    if (next instanceof Error) throw next;
    return next as T;
  };
  return { fn, calls: () => calls };
}

describe('reads', () => {
  it('are pending, then hold the data, with the time it arrived', async () => {
    const store = new QueryStore({ sleep: noWait });
    const key = ['storefront', 1];
    expect(store.entry(key).state.status).toBe('pending');
    await store.fetch(key, answers({ nome: 'Padaria' }).fn);
    const { state } = store.entry(key);
    expect(state).toMatchObject({ status: 'success', data: { nome: 'Padaria' }, error: null, isFetching: false });
    expect(state.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('ask once at a time per key', async () => {
    const store = new QueryStore({ sleep: noWait });
    const server = answers(1);
    await Promise.all([store.fetch(['a'], server.fn), store.fetch(['a'], server.fn)]);
    expect(server.calls()).toBe(1);
  });

  it('retry a server error twice, 1 s then 2 s apart, and then report it', async () => {
    const waits: number[] = [];
    const store = new QueryStore({ sleep: async (ms) => void waits.push(ms) });
    const server = answers<number>(new ApiClientError(503, 'unavailable', 'Fora do ar'));
    await store.fetch(['a'], server.fn);
    expect(server.calls()).toBe(3);
    expect(waits).toEqual([1000, 2000]);
    expect(store.entry(['a']).state).toMatchObject({ status: 'error', error: { status: 503 } });
  });

  it('do not retry a 4xx (a shop that does not exist will not appear by asking again)', async () => {
    const store = new QueryStore({ sleep: noWait });
    const server = answers<number>(new ApiClientError(404, 'not_found', 'Loja não encontrada'));
    await store.fetch(['a'], server.fn);
    expect(server.calls()).toBe(1);
    expect(store.entry(['a']).state.status).toBe('error');
  });

  it('succeed on a retry after a failure, clearing the error', async () => {
    const store = new QueryStore({ sleep: noWait });
    await store.fetch(['a'], answers<number>(new Error('rede'), 7).fn);
    expect(store.entry(['a']).state).toMatchObject({ status: 'success', data: 7, error: null });
  });

  it('are fresh for the stale time, then stale', async () => {
    const store = new QueryStore({ sleep: noWait, staleTime: 30_000 });
    expect(store.isStale(['a'])).toBe(true);
    await store.fetch(['a'], answers(1).fn);
    expect(store.isStale(['a'])).toBe(false);
    expect(store.isStale(['a'], Date.now() + 30_001)).toBe(true);
  });

  it('keep the parts of the data that did not change (effects on them do not run again)', async () => {
    const store = new QueryStore({ sleep: noWait });
    const products = [{ id: 1, preco: 500 }];
    await store.fetch(['s'], answers({ products, promocao: { serverNow: 'a' } }).fn);
    const first = store.entry<{ products: unknown[] }>(['s']).state.data;
    await store.fetch(['s'], answers({ products: [{ id: 1, preco: 500 }], promocao: { serverNow: 'b' } }).fn);
    const second = store.entry<{ products: unknown[] }>(['s']).state.data;
    expect(second).not.toBe(first);
    expect(second?.products).toBe(first?.products);
  });
});

describe('invalidating', () => {
  it('asks again for the keys under the prefix that a screen shows, and marks the others stale', async () => {
    const store = new QueryStore({ sleep: noWait });
    const shown = answers(1, 2);
    const hidden = answers(10, 20);
    const other = answers('x');
    await store.fetch(['storefront', 1], shown.fn);
    await store.fetch(['storefront', 'order', 'abc'], hidden.fn);
    await store.fetch(['game', 'state'], other.fn);
    store.subscribe(['storefront', 1], () => {});
    await store.invalidate(['storefront']);
    expect(shown.calls()).toBe(2);
    expect(store.entry(['storefront', 1]).state.data).toBe(2);
    expect(hidden.calls()).toBe(1);
    expect(store.isStale(['storefront', 'order', 'abc'])).toBe(true);
    expect(store.isStale(['game', 'state'])).toBe(false);
    expect(other.calls()).toBe(1);
  });

  it('tells the screens on each change', async () => {
    const store = new QueryStore({ sleep: noWait });
    const seen: string[] = [];
    const stop = store.subscribe(['a'], () => seen.push(store.entry(['a']).state.status));
    await store.fetch(['a'], answers(1).fn);
    stop();
    await store.fetch(['a']);
    expect(seen).toEqual(['pending', 'success']);
  });
});

describe('writing data by hand', () => {
  it('sets or updates the cached data, fresh', () => {
    const store = new QueryStore({ sleep: noWait });
    store.setData(['order', 'abc'], { id: 'abc' });
    expect(store.entry(['order', 'abc']).state).toMatchObject({ status: 'success', data: { id: 'abc' } });
    expect(store.isStale(['order', 'abc'])).toBe(false);
    store.setData<{ id: string; hoje?: string }>(['order', 'abc'], (old) => (old ? { ...old, hoje: 'x' } : old));
    expect(store.entry(['order', 'abc']).state.data).toEqual({ id: 'abc', hoje: 'x' });
    // Nothing cached: an updater that keeps "nothing" writes nothing.
    store.setData<number>(['none'], (old) => old);
    expect(store.entry(['none']).state.status).toBe('pending');
  });
});

describe('data the page already holds', () => {
  it('is taken as fresh when the key has none, and only then', async () => {
    const store = new QueryStore();
    let taken = 0;
    const take = () => {
      taken += 1;
      return { name: 'Padaria' };
    };
    store.seed(['shop', 1], take);
    expect(store.entry(['shop', 1]).state).toMatchObject({ status: 'success', data: { name: 'Padaria' } });
    expect(store.isStale(['shop', 1])).toBe(false);
    store.seed(['shop', 1], take);
    expect(taken).toBe(1);
    // Nothing to take: the key stays pending, to be fetched.
    store.seed(['shop', 2], () => undefined);
    expect(store.entry(['shop', 2]).state.status).toBe('pending');
    // A key being fetched is not seeded over.
    let finish: (value: string) => void = () => {};
    const fetching = store.fetch(['shop', 3], () => new Promise<string>((resolve) => (finish = resolve)));
    store.seed(['shop', 3], () => 'seeded');
    finish('fetched');
    await fetching;
    expect(store.entry(['shop', 3]).state.data).toBe('fetched');
  });
});

describe('replaceEqualDeep', () => {
  it('returns the previous value when deeply equal, the next otherwise', () => {
    const prev = { a: [1, 2], b: { c: 'x' } };
    expect(replaceEqualDeep(prev, { a: [1, 2], b: { c: 'x' } })).toBe(prev);
    const next = replaceEqualDeep(prev, { a: [1, 2], b: { c: 'y' } });
    expect(next).toEqual({ a: [1, 2], b: { c: 'y' } });
    expect(next.a).toBe(prev.a);
    expect(replaceEqualDeep(prev, { a: [1, 2] })).toEqual({ a: [1, 2] });
  });
});

// The fetchers get a signal, as TanStack Query's did.
it('passes the fetcher an abort signal', async () => {
  const store = new QueryStore({ sleep: noWait });
  let got: unknown;
  await store.fetch(['a'], async (context) => {
    got = context.signal;
    return 1;
  });
  expect(got).toBeInstanceOf(AbortSignal);
});
