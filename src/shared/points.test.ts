import { describe, expect, it } from 'vitest';
import { pointsForTotal } from './points.ts';

describe('points of an order', () => {
  it('gives one point per whole real, rounding down', () => {
    expect(pointsForTotal(0)).toBe(0);
    expect(pointsForTotal(99)).toBe(0);
    expect(pointsForTotal(100)).toBe(1);
    expect(pointsForTotal(4599)).toBe(45);
    expect(pointsForTotal(123456)).toBe(1234);
  });
});
