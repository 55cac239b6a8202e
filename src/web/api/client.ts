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
  /** Request headers of its own (the API's JSON headers are set here). */
  headers?: Record<string, string>;
  /**
   * Whether a refusal the person in front of the screen can resolve (the password asked again, a
   * manager's authorisation) opens its dialog and retries; false for work in the background.
   */
  askUser?: boolean;
}

/**
 * What the app does when the server asks the person for something before it goes on (mounted once
 * in the owner panel, src/web/features/auth/challenges/): 403 `reauth_required` and 403
 * `override_required`. Without it (the public pages) those refusals reach the caller as they are.
 */
export interface AuthChallenges {
  /** The password typed again: true once the server took it, false when the person cancelled. */
  reauth(refusal: ApiClientError): Promise<boolean>;
  /**
   * A manager's authorisation: `attempt` sends the refused request once more, the same body and
   * headers plus `headers` (the authoriser, their PIN and the reason), and may be called again after
   * a wrong PIN. Resolves with the answer of the attempt that went through; rejects with `refusal`
   * when the person cancelled, or with the error of an attempt the dialog cannot resolve.
   */
  override<T>(refusal: ApiClientError, attempt: (headers: Record<string, string>) => Promise<T>): Promise<T>;
}

let challenges: AuthChallenges | null = null;

/** Installs the app's dialogs for the server's challenges; returns the uninstall. */
export function setAuthChallenges(next: AuthChallenges | null): () => void {
  challenges = next;
  return () => {
    if (challenges === next) challenges = null;
  };
}

function contentType(body: unknown): string {
  if (body instanceof Blob) return body.type || 'application/octet-stream';
  return 'application/json';
}

/**
 * The one way the web app talks to the server. A 403 that asks for the password again or for a
 * manager's authorisation is answered here, through the app's dialogs, and the request sent again:
 * the caller gets the answer of the retry, or the refusal when the person cancelled.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let reauthed = false;
  for (;;) {
    try {
      return await send<T>(path, options);
    } catch (err) {
      const handler = options.askUser === false ? null : challenges;
      if (!handler || !(err instanceof ApiClientError) || err.status !== 403) throw err;
      if (err.code === 'reauth_required' && !reauthed) {
        if (!(await handler.reauth(err))) throw err;
        reauthed = true;
        continue;
      }
      if (err.code === 'override_required') {
        // Each attempt carries the authorisation for itself only: nothing of it is kept.
        return handler.override(err, (headers) =>
          send<T>(path, { ...options, headers: { ...options.headers, ...headers } }),
        );
      }
      throw err;
    }
  }
}

async function send<T>(path: string, { method = 'GET', body, signal, cache, headers }: RequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      cache,
      credentials: 'same-origin',
      headers: {
        ...headers,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': contentType(body) }),
      },
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
