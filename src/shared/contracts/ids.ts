import { z } from 'zod';

/** The largest value of PostgreSQL's `integer` (int4): every id and integer column of ours. */
export const INT4_MAX = 2_147_483_647;

const invalidId = 'Identificador inválido.';

/**
 * A record id in a URL (`/api/gifts/:id`): a positive 32-bit integer, else 400 with `message`.
 * A larger number can never be a row of ours, and the database would refuse to compare it.
 */
export function idIn(message = invalidId) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
}

export const idParam = idIn();
