import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../api/client.ts';
import { readWithRetries, useRead } from './reads.ts';

/** A `sleep` that records the waits and returns at once (or aborts the read while waiting). */
function recordedSleep(abortWhileWaiting?: AbortController) {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
    abortWhileWaiting?.abort();
  };
  return { waits, sleep };
}

/** A load that fails with the given errors, one per call, then answers `data`. */
function failingThen<T>(errors: unknown[], data: T) {
  let calls = 0;
  const load = async () => {
    const error = errors[calls++];
    if (error !== undefined) throw error;
    return data;
  };
  return { load, calls: () => calls };
}

describe('readWithRetries', () => {
  it('tries a failure the server may get over twice more, 1 s then 2 s apart', async () => {
    const { waits, sleep } = recordedSleep();
    const read = failingThen([new ApiClientError(503, 'unavailable', 'x'), new TypeError('network')], 'ok');
    expect(await readWithRetries(read.load, new AbortController().signal, sleep)).toEqual({ data: 'ok' });
    expect(read.calls()).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after the third failure with its error', async () => {
    const { waits, sleep } = recordedSleep();
    const last = new ApiClientError(500, 'internal', 'third');
    const read = failingThen([new ApiClientError(500, 'internal', 'a'), new ApiClientError(502, 'bad', 'b'), last], 1);
    expect(await readWithRetries(read.load, new AbortController().signal, sleep)).toEqual({ error: last });
    expect(waits).toEqual([1000, 2000]);
  });

  it('does not try again what the server refused (a 4xx)', async () => {
    const { waits, sleep } = recordedSleep();
    const notFound = new ApiClientError(404, 'not_found', 'Loja não encontrada');
    const read = failingThen([notFound], 1);
    expect(await readWithRetries(read.load, new AbortController().signal, sleep)).toEqual({ error: notFound });
    expect(read.calls()).toBe(1);
    expect(waits).toEqual([]);
  });

  it('answers nothing once the screen went (aborted), neither data nor an error', async () => {
    const gone = new AbortController();
    gone.abort();
    expect(await readWithRetries(async () => 1, gone.signal)).toBeNull();
    const leaving = new AbortController();
    const { sleep } = recordedSleep(leaving);
    const read = failingThen([new ApiClientError(503, 'unavailable', 'x')], 1);
    expect(await readWithRetries(read.load, leaving.signal, sleep)).toBeNull();
    expect(read.calls()).toBe(1);
  });
});

describe('useRead, first render (the server draws it, the browser hydrates it)', () => {
  function Shown({ path, initial }: { path: string | null; initial?: string }) {
    const read = useRead<string>(path, { initial });
    return <p>{read.data ?? (read.isPending ? 'carregando' : 'falhou')}</p>;
  }

  it('shows what the page brought at once, and waits otherwise', () => {
    expect(renderToString(<Shown path="/api/x" initial="Padaria" />)).toBe('<p>Padaria</p>');
    expect(renderToString(<Shown path="/api/x" />)).toBe('<p>carregando</p>');
    expect(renderToString(<Shown path={null} />)).toBe('<p>carregando</p>');
  });
});
