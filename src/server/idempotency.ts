import type { FastifyRequest } from 'fastify';
import { BadRequestError } from './errors.ts';

/**
 * THE idempotency of the writes a retried or double-clicked request may repeat (the storefront
 * order, the counter sale, the loyalty validation): the key comes from the `Idempotency-Key`
 * header or `idempotencyKey` in the body (a UUID, validated by the route's schemas), lower-cased.
 */
export function idempotencyKeyOf(request: FastifyRequest, missing: string, field = 'idempotency-key'): string {
  const header = request.headers['idempotency-key'];
  const body = (request.body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  const key = typeof header === 'string' ? header : typeof body === 'string' ? body : undefined;
  if (!key) throw new BadRequestError(missing, { [field]: missing });
  return key.toLowerCase();
}

export type Replayable<T, R> = { replayed: false; result: T } | { replayed: true; result: R };

/**
 * Runs the write; when it fails and a twin with the same key has committed meanwhile (the failure
 * is then the key's unique violation, or what the twin's writes caused: the last units or the
 * cashback it took), gives back the twin's result instead of the failure. `find` reads the result
 * of a committed key.
 */
export async function replayOnConflict<T, R>(
  find: () => Promise<R | undefined>,
  run: () => Promise<T>,
): Promise<Replayable<T, R>> {
  try {
    return { replayed: false, result: await run() };
  } catch (err) {
    const twin = await find().catch(() => undefined);
    if (twin !== undefined) return { replayed: true, result: twin };
    throw err;
  }
}
