import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * At most this many texts are named (prepared once per connection and kept there); any other text
 * runs unnamed. A statement whose text depends on its input (a list of lines) has one text per
 * shape, and a connection keeps every statement it prepared until it closes.
 */
const MAX_NAMED = 200;
const names = new Map<string, string>();

/** The statement's name for `text`: `prefix` and a digest of the text (one name, one text). */
function nameFor(prefix: string, text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED) return known;
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  names.set(text, name);
  return name;
}

/**
 * Runs `query` as a named (prepared) statement where the driver has them: node-postgres parses
 * and plans it once per connection, then sends only its parameters (Bind/Execute). Drizzle's
 * PGlite driver has no named statements: there it runs as any other (the name is ignored). The
 * rows come back as the driver gives them (column names as the statement writes them; int8 as a
 * string on node-postgres).
 */
export async function executeNamed<Row>(db: Db, prefix: string, query: SQL): Promise<Row[]> {
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, nameFor(prefix, built.sql), false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
