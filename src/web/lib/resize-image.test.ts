import { describe, expect, it } from 'vitest';
import { fitWithin } from './resize-image.ts';

describe('fitWithin', () => {
  it('shrinks the longest side to the limit and keeps the proportions', () => {
    expect(fitWithin(4032, 3024, 1200)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(3024, 4032, 1200)).toEqual({ width: 900, height: 1200 });
    expect(fitWithin(5000, 10, 1200)).toEqual({ width: 1200, height: 2 });
  });
  it('never enlarges a small picture', () => {
    expect(fitWithin(640, 480, 1200)).toEqual({ width: 640, height: 480 });
  });
});
