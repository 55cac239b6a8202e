import { type ApiError, messages } from '../../shared/messages.ts';

/** An API failure with the server's code, Portuguese message and per-field messages. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The browser's HTTP cache mode: 'no-cache' asks the server every time (a 304 when nothing
   * changed), so a page the server lets proxies keep a few seconds is never shown stale here.
   */
  cache?: RequestCache;
}

function contentType(body: unknown): string {
  if (body instanceof Blob) return body.type || 'application/octet-stream';
  return 'application/json';
}

/** The one way the web app talks to the server. */
export async function api<T>(path: string, { method = 'GET', body, signal, cache }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      cache,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': contentType(body) },
      // A file (Blob) goes as it is; anything else as JSON.
      body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiClientError(0, 'network', 'Sem conexão com o servidor. Verifique sua internet e tente novamente.');
  }
  if (response.status === 204) return undefined as T;
  const data = await response.json().catch(() => null);
  const error = errorOf(data);
  // A success status carrying the error shape is still a failure (a proxy or a plugin that got
  // the status wrong must not make the screen report success).
  if (!response.ok || error) {
    throw new ApiClientError(
      response.ok ? 500 : response.status,
      error?.code ?? 'internal',
      error?.message ?? messages.unexpected,
      error?.fields ?? {},
    );
  }
  return data as T;
}

/**
 * Whether a failed read is asked again (`count` failures so far, from 0): not for a 4xx, which will
 * not get better by asking again, and at most twice. Both entries' data layers use it.
 */
export function shouldRetryRead(count: number, error: unknown): boolean {
  return !(error instanceof ApiClientError && error.status < 500) && count < 2;
}

function errorOf(data: unknown): ApiError | null {
  const error = (data as { error?: unknown } | null)?.error;
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as Partial<ApiError>;
  return typeof code === 'string' && typeof message === 'string' ? (error as ApiError) : null;
}
