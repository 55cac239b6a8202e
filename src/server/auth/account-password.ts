import type { Db } from '../db/client.ts';
import { verifyPassword } from './password.ts';
import { type AttemptOutcome, limitedAttempt } from './rate-limit.ts';

/**
 * Wrong login passwords typed by a signed-in owner, per shop: to change the loyalty PIN or the
 * password itself. One counter for both, so a borrowed session gets 5 guesses, not 5 per screen.
 */
export const ACCOUNT_PASSWORD_LIMIT = { limit: 5, windowSeconds: 15 * 60 };

/** Compares the shop's login password within ACCOUNT_PASSWORD_LIMIT (only failures count). */
export function checkAccountPassword(
  db: Db,
  storeId: number,
  passwordHash: string,
  password: string,
): Promise<AttemptOutcome> {
  return limitedAttempt(db, [{ key: `settings-password:${storeId}`, rule: ACCOUNT_PASSWORD_LIMIT }], () =>
    verifyPassword(passwordHash, password),
  );
}
