// COPY ... FROM STDIN on its own connection, fed with text-format lines in chunks of about 1 MB,
// waiting when PostgreSQL is behind (back-pressure) instead of buffering the whole table.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const CHUNK_BYTES = 1 << 20;

export class CopyWriter {
  private buffer: string[] = [];
  private size = 0;
  rows = 0;

  private constructor(
    private readonly client: pg.PoolClient,
    private readonly stream: ReturnType<typeof copyFrom>,
  ) {}

  static async open(pool: pg.Pool, table: string, columns: readonly string[]): Promise<CopyWriter> {
    const client = await pool.connect();
    // A bulk load need not wait for each commit's flush.
    await client.query('SET synchronous_commit = off');
    const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
    return new CopyWriter(client, stream);
  }

  /** One row: values already in COPY text format (see `field`). */
  async row(fields: string[]): Promise<void> {
    const line = `${fields.join('\t')}\n`;
    this.buffer.push(line);
    this.size += line.length;
    this.rows++;
    if (this.size >= CHUNK_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const chunk = this.buffer.join('');
    this.buffer = [];
    this.size = 0;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    try {
      await this.flush();
      this.stream.end();
      await finished(this.stream);
    } finally {
      this.client.release();
    }
  }
}

/**
 * A value in COPY text format: null as \N, and the characters COPY treats specially escaped
 * (the generator's own texts never have them, but a name is a name).
 */
export function field(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}
