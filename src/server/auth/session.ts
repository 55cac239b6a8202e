import { createHash, randomBytes } from 'node:crypto';

export const SESSION_DAYS = 30;
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

/** A session's last-seen time moves forward at most this often (not a write on every request). */
export const LAST_SEEN_INTERVAL_MS = 60 * 1000;

/** A super admin's session ends after this long without a request, well before its 30 days. */
export const ADMIN_IDLE_MS = 12 * 60 * 60 * 1000;

/** One cookie per kind of subject, so a shop owner and a super admin can share a browser. */
export const STORE_COOKIE = 'loja_sid';
export const ADMIN_COOKIE = 'admin_sid';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
