import { describe, expect, it } from 'vitest';
import { planProcesses } from './processes.ts';

describe('planProcesses (WEB_CONCURRENCY)', () => {
  const pg = { postgres: true, production: true, cores: 4 };

  it('runs one process per core on PostgreSQL in production, one in development', () => {
    expect(planProcesses({}, pg)).toEqual({ workers: 4 });
    expect(planProcesses({}, { ...pg, production: false })).toEqual({ workers: 1 });
  });

  it('follows WEB_CONCURRENCY on PostgreSQL', () => {
    expect(planProcesses({ WEB_CONCURRENCY: '2' }, pg)).toEqual({ workers: 2 });
    expect(planProcesses({ WEB_CONCURRENCY: '1' }, pg)).toEqual({ workers: 1 });
    expect(planProcesses({ WEB_CONCURRENCY: ' 3 ' }, { ...pg, production: false })).toEqual({ workers: 3 });
  });

  it('always runs one process on the embedded database, and says so when more were asked', () => {
    expect(planProcesses({}, { postgres: false, production: true, cores: 8 })).toEqual({ workers: 1 });
    expect(planProcesses({ WEB_CONCURRENCY: '1' }, { postgres: false, production: true })).toEqual({ workers: 1 });
    const plan = planProcesses({ WEB_CONCURRENCY: '4' }, { postgres: false, production: true });
    expect(plan.workers).toBe(1);
    expect(plan.warning).toContain('PGlite');
  });

  it('refuses a value that is not a positive integer', () => {
    for (const value of ['0', '-2', '1.5', 'muitos']) {
      expect(() => planProcesses({ WEB_CONCURRENCY: value }, pg)).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
