/**
 * Pure helpers of the performance benchmarks: medians, Markdown tables, number formats and the
 * order of alternating A/B rounds.
 */

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A Markdown table; columns whose header ends with ':' are right-aligned (the ':' is dropped). */
export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const right = headers.map((h) => h.endsWith(':'));
  const names = headers.map((h) => (h.endsWith(':') ? h.slice(0, -1) : h));
  const lines = [
    `| ${names.join(' | ')} |`,
    `| ${right.map((r) => (r ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(String).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/** 1234.5 -> "1,235" (digits: decimals kept). */
export function num(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Bytes as KB with one decimal (1 KB = 1,000 bytes, as the table counts). */
export function kb(bytes: number): string {
  return `${num(bytes / 1000, 1)} KB`;
}

export function mb(bytes: number): string {
  return `${num(bytes / 1024 / 1024)} MB`;
}

export function seconds(ms: number): string {
  return `${num(ms / 1000, 2)} s`;
}

/** "min–max" of a series, or the single value. */
export function spread(values: number[], format: (v: number) => string): string {
  if (values.length === 0) return '–';
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return format(lo) === format(hi) ? format(lo) : `${format(lo)}–${format(hi)}`;
}

/** The order of alternating rounds: A B B A A B ... so neither side always goes first. */
export function alternate<T>(a: T, b: T, rounds: number): T[] {
  const order: T[] = [];
  for (let i = 0; i < rounds; i += 1) order.push(...(i % 2 === 0 ? [a, b] : [b, a]));
  return order;
}

/** The flags of `npm run bench` that choose groups: `--only a,b`, `--quick`. */
export function selectedGroups(args: string[], all: readonly string[], defaults: readonly string[]): string[] {
  const i = args.indexOf('--only');
  const inline = args.find((a) => a.startsWith('--only='));
  const raw = inline ? inline.slice('--only='.length) : i >= 0 ? (args[i + 1] ?? '') : undefined;
  if (raw === undefined) return [...defaults];
  const wanted = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((w) => !all.includes(w));
  if (unknown.length > 0 || wanted.length === 0) {
    throw new Error(`--only: unknown group ${unknown.join(', ') || '(none)'}; known: ${all.join(', ')}`);
  }
  return all.filter((g) => wanted.includes(g));
}
