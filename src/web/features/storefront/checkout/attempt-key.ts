/**
 * A random UUID (v4) for the Idempotency-Key of a checkout attempt. crypto.randomUUID exists only
 * on https and localhost; a shop's own network over plain http still has getRandomValues.
 */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const attemptStorageKey = (storeId: number) => `fidelizaloja:tentativa-pedido:${storeId}`;

/** A 53-bit fingerprint of the body (cyrb53): enough to tell a retry from a changed order, and
 * what is stored instead of the body itself, which holds the CPF and the birth date. */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The Idempotency-Key for this order body: the same body keeps its key (a retry after a lost
 * answer, even after a reload of the page), a changed body gets a new one. Kept in sessionStorage.
 */
export function attemptKeyFor(storeId: number, orderBody: string): string {
  const body = fingerprint(orderBody);
  try {
    const saved = JSON.parse(sessionStorage.getItem(attemptStorageKey(storeId)) ?? 'null') as {
      key: string;
      body: string;
    } | null;
    if (saved?.body === body && typeof saved.key === 'string') return saved.key;
    const key = newAttemptKey();
    sessionStorage.setItem(attemptStorageKey(storeId), JSON.stringify({ key, body }));
    return key;
  } catch {
    return newAttemptKey();
  }
}

/** The order went through: the next one is a new attempt. */
export function forgetAttempt(storeId: number): void {
  try {
    sessionStorage.removeItem(attemptStorageKey(storeId));
  } catch {
    // Nothing kept.
  }
}
