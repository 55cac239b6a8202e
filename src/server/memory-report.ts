import { getHeapSpaceStatistics } from 'node:v8';

/**
 * What the process's memory is made of, as Node sees it: the JS heap (used and reserved), the
 * memory outside it that JS objects hold (Buffers, ArrayBuffers, WebAssembly memories such as
 * PGlite's), and the resident set. The rest of the resident set is native: the code, libvips' and
 * the allocator's heaps, thread stacks.
 */
export function memoryReport(): Record<string, number> {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((s) => [`space_${s.space_name}`, s.space_used_size] as const),
  );
  return {
    rss: usage.rss,
    heapTotal: usage.heapTotal,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    ...spaces,
  };
}

/** The line `memoryReport` is printed as, for a benchmark to find in the server's output. */
export const MEMORY_REPORT_PREFIX = 'memory-report ';

/**
 * MEMORY_REPORT=1 (the benchmarks set it): on SIGUSR2 the process prints its memory report as one
 * line on stderr. Off by default: nothing listens for the signal. Returns what stops it.
 */
export function reportMemoryOnSignal(
  env: NodeJS.ProcessEnv = process.env,
  /** More figures for the report (the caches' bytes), read at each signal. */
  extras: () => Record<string, number> = () => ({}),
  write: (line: string) => void = (line) => process.stderr.write(line),
): () => void {
  if (env.MEMORY_REPORT !== '1') return () => {};
  const report = () => write(`${MEMORY_REPORT_PREFIX}${JSON.stringify({ ...memoryReport(), ...extras() })}\n`);
  process.on('SIGUSR2', report);
  return () => process.off('SIGUSR2', report);
}
