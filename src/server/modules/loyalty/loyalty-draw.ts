import { randomInt } from 'node:crypto';
import { SLICE_COUNT } from '../../../shared/contracts/loyalty.ts';

/** A source of uniform integers in [0, max): crypto.randomInt unless a test gives another. */
export type RandomInt = (max: number) => number;

/** The wheel's draw: one of the six slices, uniformly, from a cryptographic random source. */
export function drawSlice(random: RandomInt = randomInt): number {
  const slice = random(SLICE_COUNT);
  if (!Number.isInteger(slice) || slice < 0 || slice >= SLICE_COUNT) throw new Error(`bad draw ${slice}`);
  return slice;
}
