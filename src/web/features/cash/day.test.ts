import { describe, expect, it } from 'vitest';
import { formatClock, shiftDay } from './day.ts';

describe('cash report days', () => {
  it('moves across months, years and leap days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('shows São Paulo time', () => {
    // 02:30 UTC on the 11th is 23:30 of the 10th in São Paulo.
    expect(formatClock('2026-03-11T02:30:00.000Z')).toBe('23:30');
  });
});
