import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, type AuthChallenges, api, setAuthChallenges } from './client.ts';

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

describe('api() and the challenges of the server', () => {
  const reauthRequired = { error: { code: 'reauth_required', message: 'Por segurança, confirme sua senha.' } };
  const overrideRequired = { error: { code: 'override_required', message: 'Precisa de um gerente.' } };
  const json = (status: number, body: unknown) =>
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  let uninstall: () => void = () => {};
  afterEach(() => uninstall());

  /** fetch answering `answers` in turn, recording each request. */
  function answers(...list: Response[]) {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        const next = list.shift();
        if (!next) throw new Error('no more answers');
        return next;
      }),
    );
    return calls;
  }
  const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

  it('asks for the password once and sends the same request again', async () => {
    const calls = answers(json(403, reauthRequired), json(200, { chave: 'x' }));
    const reauth = vi.fn(async (_refusal: ApiClientError) => true);
    uninstall = setAuthChallenges({ reauth, override: vi.fn() });
    const body = { chave: 'pix@loja.com.br', nome: 'Loja', cidade: 'Campinas' };
    await expect(api('/api/settings/pix', { method: 'PUT', body })).resolves.toEqual({ chave: 'x' });
    expect(reauth).toHaveBeenCalledOnce();
    expect(reauth.mock.calls[0]?.[0]).toMatchObject({ status: 403, code: 'reauth_required' });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.init.method).toBe('PUT');
    expect(calls[1]?.init.body).toBe(calls[0]?.init.body);
  });

  it('gives the caller the refusal when the password dialog is cancelled, and asks once only', async () => {
    answers(json(403, reauthRequired));
    uninstall = setAuthChallenges({ reauth: async () => false, override: vi.fn() });
    await expect(api('/api/settings/pix', { method: 'PUT', body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'reauth_required',
    });
    // The server asking again right after the password: the caller hears it, no second dialog.
    answers(json(403, reauthRequired), json(403, reauthRequired));
    const reauth = vi.fn(async () => true);
    uninstall = setAuthChallenges({ reauth, override: vi.fn() });
    await expect(api('/api/settings/pix', { method: 'PUT', body: {} })).rejects.toMatchObject({
      code: 'reauth_required',
    });
    expect(reauth).toHaveBeenCalledOnce();
  });

  it("retries with the manager's headers, the same body and the same headers, and keeps none of them", async () => {
    const calls = answers(
      json(403, overrideRequired),
      json(403, { error: { code: 'override_wrong', message: 'PIN incorreto.', fields: { pin: 'PIN incorreto.' } } }),
      json(201, { id: 'venda' }),
      json(403, overrideRequired),
    );
    const override: AuthChallenges['override'] = async (refusal, attempt) => {
      expect(refusal).toMatchObject({ code: 'override_required' });
      // A wrong PIN comes back to the dialog, which tries again with the right one.
      await expect(attempt({ 'x-autorizacao-pin': '0000' })).rejects.toMatchObject({ code: 'override_wrong' });
      return attempt({ 'x-autorizacao-por': '7', 'x-autorizacao-pin': '2468', 'x-autorizacao-motivo': 'ok' });
    };
    uninstall = setAuthChallenges({ reauth: vi.fn(), override });
    const body = { items: [{ productId: 1, quantity: 1 }], idempotencyKey: 'chave-1' };
    const headers = { 'idempotency-key': 'chave-1' };
    await expect(api('/api/sales', { method: 'POST', body, headers })).resolves.toEqual({ id: 'venda' });
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.init.body).toBe(JSON.stringify(body));
      expect(headersOf(call.init)['idempotency-key']).toBe('chave-1');
    }
    expect(headersOf(calls[0]!.init)['x-autorizacao-pin']).toBeUndefined();
    expect(headersOf(calls[2]!.init)).toMatchObject({ 'x-autorizacao-por': '7', 'x-autorizacao-pin': '2468' });
    expect(headers).toEqual({ 'idempotency-key': 'chave-1' });

    // The next call starts without any authorisation.
    uninstall = setAuthChallenges({ reauth: vi.fn(), override: async (refusal) => Promise.reject(refusal) });
    await expect(api('/api/sales', { method: 'POST', body, headers })).rejects.toMatchObject({
      code: 'override_required',
    });
    expect(headersOf(calls[3]!.init)['x-autorizacao-pin']).toBeUndefined();
  });

  it('leaves the refusal to the caller in the background and where no dialog is installed', async () => {
    const override = vi.fn();
    uninstall = setAuthChallenges({ reauth: vi.fn(), override });
    answers(json(403, overrideRequired));
    await expect(api('/api/sales', { method: 'POST', body: {}, askUser: false })).rejects.toMatchObject({
      code: 'override_required',
    });
    expect(override).not.toHaveBeenCalled();
    uninstall();
    answers(json(403, reauthRequired));
    await expect(api('/api/settings/pix', { method: 'PUT', body: {} })).rejects.toMatchObject({
      code: 'reauth_required',
    });
  });
});
