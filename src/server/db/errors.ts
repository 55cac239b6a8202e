/**
 * PostgreSQL's unique_violation (23505), as raised by node-postgres and PGlite (possibly wrapped by
 * Drizzle); with `constraint`, only a violation of that index or constraint.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
