import { describe, expect, it } from 'vitest';
import { MEMORY_REPORT_PREFIX, memoryReport, reportMemoryOnSignal } from './memory-report.ts';

describe('memory report', () => {
  it('gives the resident set, the JS heap and the memory outside it', () => {
    const report = memoryReport();
    expect(report.rss).toBeGreaterThan(0);
    expect(report.heapUsed).toBeGreaterThan(0);
    expect(report.heapTotal).toBeGreaterThanOrEqual(report.heapUsed as number);
    expect(report.external).toBeGreaterThanOrEqual(0);
    expect(report.space_old_space).toBeGreaterThan(0);
  });

  it('listens for SIGUSR2 only with MEMORY_REPORT=1', () => {
    const before = process.listenerCount('SIGUSR2');
    reportMemoryOnSignal({})();
    expect(process.listenerCount('SIGUSR2')).toBe(before);

    const lines: string[] = [];
    const stop = reportMemoryOnSignal(
      { MEMORY_REPORT: '1' },
      () => ({ cacheBytes: 42 }),
      (line) => lines.push(line),
    );
    try {
      expect(process.listenerCount('SIGUSR2')).toBe(before + 1);
      process.emit('SIGUSR2', 'SIGUSR2');
    } finally {
      stop();
    }
    expect(process.listenerCount('SIGUSR2')).toBe(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith(MEMORY_REPORT_PREFIX)).toBe(true);
    const report = JSON.parse(lines[0]?.slice(MEMORY_REPORT_PREFIX.length) ?? '');
    expect(report).toHaveProperty('heapUsed');
    expect(report.cacheBytes).toBe(42);
  });
});
