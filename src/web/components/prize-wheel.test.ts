import { describe, expect, it } from 'vitest';
import { rotationFor, wrapLabel } from './prize-wheel.tsx';

/** The slice under the top pointer after turning the wheel clockwise by `rotation` degrees. */
const sliceAtPointer = (rotation: number, count: number) => {
  const step = 360 / count;
  return Math.floor((((360 - (rotation % 360)) % 360) + 360) / step) % count;
};

describe('prize wheel geometry', () => {
  it('stops on the drawn slice after the full turns', () => {
    for (let slice = 0; slice < 6; slice++) {
      for (const current of [0, 37, 2950, -20]) {
        const r = rotationFor(slice, 6, current, 8);
        expect(sliceAtPointer(r, 6)).toBe(slice);
        expect(r - current).toBeGreaterThanOrEqual(8 * 360);
        expect(r - current).toBeLessThan(9 * 360);
      }
    }
  });
  it('stays inside the slice with some jitter', () => {
    for (const jitter of [-25, 25]) expect(sliceAtPointer(rotationFor(4, 6, 0, 8, jitter), 6)).toBe(4);
  });
  it('wraps labels in at most three short lines', () => {
    expect(wrapLabel('Desconto 10%')).toEqual(['Desconto 10%']);
    expect(wrapLabel('Não foi dessa vez')).toEqual(['Não foi', 'dessa vez']);
    expect(wrapLabel('Um brinde especial com nome muito comprido')).toEqual([
      'Um brinde',
      'especial com',
      'nome muito…',
    ]);
    expect(wrapLabel('Superdesconto123456')).toEqual(['Superdescon…']);
  });
});
