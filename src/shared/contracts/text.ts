import { z } from 'zod';

export const textMessages = {
  invalidCharacters: 'Texto com caracteres inválidos.',
} as const;

/** Half of a UTF-16 surrogate pair without the other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text PostgreSQL can store: no NUL (text columns refuse it) and no lone surrogate (jsonb refuses
 * it; elsewhere it would silently become U+FFFD). Accents and emoji (surrogate pairs) are fine.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The one way to accept a string from a request (body, query, params, nested JSON): `text()`
 * where one would write `z.string()`. It refuses NUL and lone surrogates with a 400 in Portuguese
 * before any other check runs, so no such string ever reaches the database.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: textMessages.invalidCharacters, abort: true });
}
