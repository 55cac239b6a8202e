import type { Db } from '../db/client.ts';
import { verifyPassword } from './password.ts';
import { type AttemptOutcome, limitedAttempt } from './rate-limit.ts';
import type { Account } from './session-queries.ts';

/**
 * Wrong login passwords typed by a signed-in person, per account: to change the loyalty PIN or the
 * password itself. One counter for both, so a borrowed session gets 5 guesses, not 5 per screen.
 */
export const ACCOUNT_PASSWORD_LIMIT = { limit: 5, windowSeconds: 15 * 60 };

/**
 * Compares an account's login password within ACCOUNT_PASSWORD_LIMIT (only failures count): the
 * owner's counter is the shop's, each team member has their own.
 */
export function checkAccountPassword(
  db: Db,
  account: Account,
  passwordHash: string,
  password: string,
): Promise<AttemptOutcome> {
  const key =
    account.staffId === null ? `settings-password:${account.storeId}` : `settings-password:staff:${account.staffId}`;
  return limitedAttempt(db, [{ key, rule: ACCOUNT_PASSWORD_LIMIT }], () => verifyPassword(passwordHash, password));
}
