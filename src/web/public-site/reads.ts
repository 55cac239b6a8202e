import { useCallback, useEffect, useRef, useState } from 'react';
import { api, shouldRetryRead } from '../api/client.ts';

/**
 * How a public page reads from and writes to the server (docs/decisions/038-public-pages-one-per-load.md).
 * A page is one document and reads what it shows itself: there is no cache shared between pages
 * or screens, so nothing here needs keys or invalidation. The owner panel keeps TanStack Query.
 */

/** One read, as a screen shows it (`QueryState`, `QueryFallback` take it too). */
export interface Read<T> {
  data: T | undefined;
  error: Error | null;
  /** No answer yet (nor a failure). */
  isPending: boolean;
  isError: boolean;
  /** A request is on its way (the first one or a refresh). */
  isFetching: boolean;
  /** When the data arrived (ms, this device's clock); 0 before. */
  receivedAt: number;
  /** Asks again now (joins the request on its way, if any). */
  refetch: () => void;
  /** Replaces the data by what the page learnt otherwise (a write's answer). */
  setData: (update: (old: T | undefined) => T | undefined) => void;
}

export interface ReadOptions<T> {
  /** What the page already has (sent with its HTML): shown at once and counted as just received. */
  initial?: T;
  /** Asks again every so many ms while the screen shows (false: never), per the current data. */
  pollEvery?: (data: T | undefined) => number | false;
  /** The fetch's cache mode ('no-cache': revalidated with the server every time, a 304 when unchanged). */
  cache?: RequestCache;
}

interface ReadValue<T> {
  data: T | undefined;
  error: Error | null;
  receivedAt: number;
  fetching: boolean;
}

const sleepFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * One read, tried again while `shouldRetryRead` says the server may get over the failure (a 5xx,
 * the network: twice more, 1 s then 2 s apart). Null when `signal` aborted it (the screen went).
 */
export async function readWithRetries<T>(
  load: () => Promise<T>,
  signal: AbortSignal,
  sleep: (ms: number, signal: AbortSignal) => Promise<void> = sleepFor,
): Promise<{ data: T } | { error: Error } | null> {
  for (let failures = 0; ; failures++) {
    try {
      const data = await load();
      return signal.aborted ? null : { data };
    } catch (err) {
      if (signal.aborted) return null;
      if (!shouldRetryRead(failures, err)) return { error: err instanceof Error ? err : new Error(String(err)) };
      await sleep(1000 * 2 ** failures, signal);
      if (signal.aborted) return null;
    }
  }
}

/**
 * Reads `path` (nothing while it is null) when the screen shows, unless `initial` is given; a
 * failure the server may get over (a 5xx, the network) is tried twice more, 1 s then 2 s apart.
 * The request is cancelled when the screen goes or the path changes, and asked again when the
 * phone is back online and, with `pollEvery`, on that interval.
 */
export function useRead<T>(path: string | null, options: ReadOptions<T> = {}): Read<T> {
  const { initial, pollEvery, cache } = options;
  const [value, setValue] = useState<ReadValue<T>>(() => ({
    data: initial,
    error: null,
    receivedAt: initial === undefined ? 0 : Date.now(),
    fetching: false,
  }));
  const running = useRef<AbortController | null>(null);
  const cacheMode = useRef(cache);
  cacheMode.current = cache;

  const fetchNow = useCallback(() => {
    if (path === null || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    setValue((v) => ({ ...v, fetching: true }));
    void readWithRetries(() => api<T>(path, { signal, cache: cacheMode.current }), signal).then((outcome) => {
      if (running.current === controller) running.current = null;
      if (!outcome) return;
      if ('data' in outcome) setValue({ data: outcome.data, error: null, receivedAt: Date.now(), fetching: false });
      else setValue((v) => ({ ...v, error: outcome.error, fetching: false }));
    });
  }, [path]);

  // The first request (none when the page brought the data), cancelled with the screen or the path.
  const hasInitial = initial !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hasInitial` is for the first request only
  useEffect(() => {
    if (!hasInitial) fetchNow();
    const onOnline = () => fetchNow();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      running.current?.abort();
      running.current = null;
    };
  }, [fetchNow]);

  const interval = pollEvery?.(value.data) ?? false;
  useEffect(() => {
    if (!interval) return;
    const id = setInterval(fetchNow, interval);
    return () => clearInterval(id);
  }, [fetchNow, interval]);

  const setData = useCallback(
    (update: (old: T | undefined) => T | undefined) =>
      setValue((v) => {
        const data = update(v.data);
        return data === undefined ? v : { ...v, data, error: null, receivedAt: Date.now() };
      }),
    [],
  );

  const hasData = value.data !== undefined;
  return {
    data: value.data,
    error: value.error,
    isPending: !hasData && value.error === null,
    isError: value.error !== null && !hasData,
    isFetching: value.fetching,
    receivedAt: value.receivedAt,
    refetch: fetchNow,
    setData,
  };
}

/** A write a screen sends: `run` sends it, `isPending` while one is on its way. */
export interface Write<V, R> {
  run: (variables: V) => Promise<R>;
  isPending: boolean;
}

/** Sends `send`'s request when the screen asks; its answer or failure goes to the caller of `run`. */
export function useWrite<V = void, R = unknown>(send: (variables: V) => Promise<R>): Write<V, R> {
  const [pending, setPending] = useState(0);
  const sendRef = useRef(send);
  sendRef.current = send;
  const run = useCallback(async (variables: V) => {
    setPending((n) => n + 1);
    try {
      return await sendRef.current(variables);
    } finally {
      setPending((n) => n - 1);
    }
  }, []);
  return { run, isPending: pending > 0 };
}
