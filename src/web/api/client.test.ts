import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, api } from './client.ts';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api()', () => {
  it('turns a 429 into an error with the server message', async () => {
    answer(429, { error: { code: 'too_many_requests', message: 'Muitas tentativas.' } }, { 'retry-after': '60' });
    const err = await api('/api/images', { method: 'POST', body: new Blob(['x']) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect(err).toMatchObject({ status: 429, code: 'too_many_requests', message: 'Muitas tentativas.' });
  });

  it('never reports success for a success status that carries the error shape', async () => {
    // What the upload used to answer when rate limited.
    answer(200, { statusCode: 429, error: { code: 'too_many_requests', message: 'Muitas tentativas.' } });
    const err = await api('/api/images', { method: 'POST', body: new Blob(['x']) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect(err).toMatchObject({ code: 'too_many_requests', message: 'Muitas tentativas.' });
  });

  it('returns the body of a real success', async () => {
    answer(201, { id: 'a', url: '/api/images/a' });
    await expect(api('/api/images', { method: 'POST', body: new Blob(['x']) })).resolves.toEqual({
      id: 'a',
      url: '/api/images/a',
    });
  });
});
