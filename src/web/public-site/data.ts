import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { shouldRetryRead } from '../api/client.ts';

/**
 * The public pages' data layer: what they used of TanStack Query, in a few lines
 * (docs/decisions/031-lean-public-entry.md). Reads are cached by key, shared by the screens that
 * ask for the same key, fresh for 30 s (a screen that mounts later reads the cache and asks again
 * once it is older), retried like the owner panel's (`shouldRetryRead`, 1 s then 2 s apart),
 * optionally polled, invalidated by key prefix and written by hand (`setQueryData`). Writes report
 * whether they are pending. The owner panel keeps TanStack Query.
 */

export type QueryKey = readonly unknown[];

export interface QueryState<T> {
  data: T | undefined;
  error: Error | null;
  status: 'pending' | 'error' | 'success';
  /** When the data arrived (ms, device time); 0 before. */
  dataUpdatedAt: number;
  isFetching: boolean;
}

type Fetcher<T> = (context: { signal: AbortSignal }) => Promise<T>;

interface Entry<T> {
  state: QueryState<T>;
  /** Older than this (ms, device time) the data is asked again when a screen mounts; 0: stale. */
  freshUntil: number;
  running: Promise<void> | null;
  fetcher: Fetcher<T> | null;
  listeners: Set<() => void>;
}

export interface QueryStoreOptions {
  staleTime?: number;
  /** Waits between attempts; a test passes one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `next`, keeping the parts of `prev` that are deeply equal (so effects on them do not run again). */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (prev === next) return prev as T;
  const plain = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype);
  if (!plain(prev) || !plain(next) || Array.isArray(prev) !== Array.isArray(next)) return next;
  const keys = Object.keys(next);
  let equal = keys.length === Object.keys(prev).length;
  const out: Record<string, unknown> = Array.isArray(next) ? ([] as unknown as Record<string, unknown>) : {};
  for (const k of keys) {
    out[k] = replaceEqualDeep(prev[k], (next as Record<string, unknown>)[k]);
    if (out[k] !== prev[k] || !(k in prev)) equal = false;
  }
  return (equal ? prev : out) as T;
}

const hashKey = (key: QueryKey) => JSON.stringify(key);

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, i) => hashKey([part]) === hashKey([key[i]]));
}

export class QueryStore {
  private readonly entries = new Map<string, { key: QueryKey; entry: Entry<unknown> }>();
  private readonly staleTime: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor({ staleTime = 30_000, sleep = wait }: QueryStoreOptions = {}) {
    this.staleTime = staleTime;
    this.sleep = sleep;
  }

  entry<T>(key: QueryKey): Entry<T> {
    const hash = hashKey(key);
    let found = this.entries.get(hash);
    if (!found) {
      const state: QueryState<unknown> = {
        data: undefined,
        error: null,
        status: 'pending',
        dataUpdatedAt: 0,
        isFetching: false,
      };
      found = { key, entry: { state, freshUntil: 0, running: null, fetcher: null, listeners: new Set() } };
      this.entries.set(hash, found);
    }
    return found.entry as Entry<T>;
  }

  private update<T>(entry: Entry<T>, patch: Partial<QueryState<T>>): void {
    entry.state = { ...entry.state, ...patch };
    for (const listener of entry.listeners) listener();
  }

  subscribe(key: QueryKey, listener: () => void): () => void {
    const { listeners } = this.entry(key);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Whether a mounting screen should ask again: nothing yet, or older than the stale time. */
  isStale(key: QueryKey, now = Date.now()): boolean {
    const entry = this.entry(key);
    return entry.state.status !== 'success' || now >= entry.freshUntil;
  }

  /** Asks the server (once at a time per key), retrying as `shouldRetryRead` says. */
  fetch<T>(key: QueryKey, fetcher?: Fetcher<T>): Promise<void> {
    const entry = this.entry<T>(key);
    if (fetcher) entry.fetcher = fetcher;
    const run = entry.fetcher;
    if (!run) return Promise.resolve();
    if (entry.running) return entry.running;
    this.update(entry, { isFetching: true });
    entry.running = (async () => {
      for (let failures = 0; ; failures++) {
        try {
          const data = await run({ signal: new AbortController().signal });
          entry.freshUntil = Date.now() + this.staleTime;
          this.update(entry, {
            data: replaceEqualDeep(entry.state.data, data),
            error: null,
            status: 'success',
            dataUpdatedAt: Date.now(),
            isFetching: false,
          });
          return;
        } catch (error) {
          if (shouldRetryRead(failures, error)) {
            await this.sleep(Math.min(1000 * 2 ** failures, 30_000));
            continue;
          }
          this.update(entry, { error: error as Error, status: 'error', isFetching: false });
          return;
        }
      }
    })().finally(() => {
      entry.running = null;
    });
    return entry.running;
  }

  /** Marks every key starting with `prefix` stale and asks again for those a screen shows. */
  invalidate(prefix: QueryKey): Promise<void> {
    const shown: Promise<void>[] = [];
    for (const { key, entry } of this.entries.values()) {
      if (!startsWith(key, prefix)) continue;
      entry.freshUntil = 0;
      if (entry.listeners.size > 0) shown.push(this.fetch(key));
    }
    return Promise.all(shown).then(() => {});
  }

  /**
   * Data the page already holds (sent with its HTML), taken as fresh when the key has none and is
   * not being fetched; `take` is called only then. Tells no screen: it runs while one renders.
   */
  seed<T>(key: QueryKey, take: () => T | undefined): void {
    const entry = this.entry<T>(key);
    if (entry.state.status !== 'pending' || entry.running) return;
    const data = take();
    if (data === undefined) return;
    entry.freshUntil = Date.now() + this.staleTime;
    entry.state = { data, error: null, status: 'success', dataUpdatedAt: Date.now(), isFetching: false };
  }

  /** Puts data in the cache as if it had come from the server (fresh). */
  setData<T>(key: QueryKey, updater: T | ((old: T | undefined) => T | undefined)): void {
    const entry = this.entry<T>(key);
    const data =
      typeof updater === 'function' ? (updater as (old: T | undefined) => T | undefined)(entry.state.data) : updater;
    if (data === undefined) return;
    entry.freshUntil = Date.now() + this.staleTime;
    this.update(entry, { data, error: null, status: 'success', dataUpdatedAt: Date.now() });
  }
}

/** The public entry's one cache in the browser. */
export const queryStore = new QueryStore();

/**
 * The cache the screens below read: the browser's one by default; the server gives each page it
 * renders a cache of its own, so that no shop's data is kept between renders.
 */
const QueryStoreContext = createContext<QueryStore>(queryStore);
export const QueryStoreProvider = QueryStoreContext.Provider;

export const invalidateQueries = (prefix: QueryKey) => queryStore.invalidate(prefix);
export const setQueryData = <T>(key: QueryKey, updater: T | ((old: T | undefined) => T | undefined)) =>
  queryStore.setData(key, updater);

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: Fetcher<T>;
  enabled?: boolean;
  /** Data the page already has for this key (see `QueryStore.seed`): the first render shows it. */
  initialData?: () => T | undefined;
  /** Asks again every so many ms while the screen shows (false: never), per the current data. */
  refetchInterval?: number | false | ((data: T | undefined) => number | false);
}

/** A read's state, narrowed as TanStack Query's is: past `isPending` and `isError`, `data` is there. */
export type QueryResult<T> = {
  dataUpdatedAt: number;
  isFetching: boolean;
  refetch: () => Promise<void>;
} & (
  | { status: 'pending'; isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
  | { status: 'error'; isPending: false; isError: true; isSuccess: false; data: T | undefined; error: Error }
  | { status: 'success'; isPending: false; isError: false; isSuccess: true; data: T; error: null }
);

/** A read: cached by `queryKey`, fetched when a screen shows it and it is missing or stale. */
export function useQuery<T>({
  queryKey,
  queryFn,
  enabled = true,
  initialData,
  refetchInterval,
}: QueryOptions<T>): QueryResult<T> {
  const store = useContext(QueryStoreContext);
  const hash = hashKey(queryKey);
  // The key's parts are in its hash: the callbacks below depend on the hash only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash stands for the key
  const key = useMemo(() => queryKey, [hash]);
  if (enabled && initialData) store.seed(key, initialData);
  const fnRef = useRef(queryFn);
  fnRef.current = queryFn;
  const fetcher = useCallback<Fetcher<T>>((context) => fnRef.current(context), []);
  const state = useSyncExternalStore(
    useCallback((listener) => store.subscribe(key, listener), [store, key]),
    () => store.entry<T>(key).state,
    () => store.entry<T>(key).state,
  );

  useEffect(() => {
    if (enabled && store.isStale(key)) void store.fetch(key, fetcher);
    else store.entry<T>(key).fetcher = fetcher;
  }, [store, key, enabled, fetcher]);

  const interval = typeof refetchInterval === 'function' ? refetchInterval(state.data) : refetchInterval;
  useEffect(() => {
    if (!enabled || !interval) return;
    const id = setInterval(() => void store.fetch(key, fetcher), interval);
    return () => clearInterval(id);
  }, [store, key, enabled, interval, fetcher]);

  const refetch = useCallback(() => store.fetch(key, fetcher), [store, key, fetcher]);
  return {
    ...state,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    refetch,
  } as QueryResult<T>;
}

export interface MutationOptions<V, R> {
  mutationFn: (variables: V) => Promise<R>;
  onSuccess?: (result: R, variables: V) => unknown;
  onError?: (error: Error, variables: V) => unknown;
  onSettled?: (result: R | undefined, error: Error | null, variables: V) => unknown;
}

export interface MutationResult<V, R> {
  mutateAsync: (variables: V) => Promise<R>;
  isPending: boolean;
  error: Error | null;
}

/** A write: `mutateAsync` runs it (no retry), `isPending` while it runs, then the callbacks. */
export function useMutation<V = void, R = unknown>(options: MutationOptions<V, R>): MutationResult<V, R> {
  const [state, setState] = useState<{ pending: number; error: Error | null }>({ pending: 0, error: null });
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const mutateAsync = useCallback(async (variables: V) => {
    const { mutationFn, onSuccess, onError, onSettled } = optionsRef.current;
    setState((s) => ({ pending: s.pending + 1, error: null }));
    try {
      const result = await mutationFn(variables);
      await onSuccess?.(result, variables);
      await onSettled?.(result, null, variables);
      setState((s) => ({ ...s, pending: s.pending - 1 }));
      return result;
    } catch (err) {
      const error = err as Error;
      await onError?.(error, variables);
      await onSettled?.(undefined, error, variables);
      setState((s) => ({ pending: s.pending - 1, error }));
      throw error;
    }
  }, []);
  return { mutateAsync, isPending: state.pending > 0, error: state.error };
}
