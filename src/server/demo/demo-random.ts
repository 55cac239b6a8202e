// Seeded randomness and the shapes of a shop's trade (hours of the day, days of the week), shared
// by the demo shop and the scale generator: the same seed gives the same data.

import { addDays, dayStart, saoPauloToday, weekdayOf } from '../../shared/calendar.ts';
/** mulberry32: a small, fast, seeded generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const intBetween = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Draws an index with the given weights in O(log n) (cumulative sums and a binary search). */
export function weightedSampler(weights: readonly number[]): (random: Random) => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w;
    cumulative.push(sum);
  }
  return (random) => {
    const target = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

/** A valid CPF (11 digits with both check digits) from a 9-digit body. */
export function cpfFromBody(body: number): string {
  const d = String(body % 1_000_000_000)
    .padStart(9, '0')
    .split('')
    .map(Number);
  // 000.000.000-00 style repeats are invalid CPFs: nudge the body.
  if (d.every((x) => x === d[0])) d[8] = ((d[8] as number) + 1) % 10;
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += (d[i] as number) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    d.push(rest === 10 ? 0 : rest);
  }
  return d.join('');
}

const DDDS = ['11', '11', '11', '12', '13', '19', '21', '31', '41', '51', '61', '71', '81', '85'];

/** A mobile number: DDD + 9 + 8 digits. */
export function mobilePhone(random: Random): string {
  return `${pick(random, DDDS)}9${intBetween(random, 6, 9)}${String(intBetween(random, 0, 9_999_999)).padStart(7, '0')}`;
}

/**
 * Share of the day's trade per hour (0-23) of a neighbourhood bakery and café: the breakfast rush,
 * lunch, the afternoon coffee and the bread at the end of the day; closed at night.
 */
export const HOUR_WEIGHTS = [0, 0, 0, 0, 0, 0, 3, 10, 12, 8, 5, 5, 7, 6, 4, 5, 7, 9, 10, 7, 3, 1, 0, 0] as const;

/** Share per weekday (0 Domingo ... 6 Sábado): Saturday busiest, Sunday mornings only. */
export const WEEKDAY_WEIGHTS = [6, 8, 8, 8, 9, 11, 13] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight in São Paulo of the day `daysAgo` before `now`'s São Paulo day, as a UTC instant. */
export function saoPauloMidnight(now: Date, daysAgo: number): number {
  return dayStart(addDays(saoPauloToday(now), -daysAgo)).getTime();
}

/** The weekday (0 Domingo) of a São Paulo midnight instant. */
export function saoPauloWeekday(midnight: number): number {
  return weekdayOf(saoPauloToday(new Date(midnight)));
}

/**
 * Draws sale times over the last `days` days (today included, never after `now`), shaped by
 * weekday and hour and growing a little towards today (a shop that is doing better).
 */
export function saleTimeSampler(now: Date, days: number): (random: Random) => Date {
  const midnights: number[] = [];
  const weights: number[] = [];
  for (let ago = days - 1; ago >= 0; ago--) {
    const midnight = saoPauloMidnight(now, ago);
    midnights.push(midnight);
    const growth = 0.75 + (0.25 * (days - ago)) / days;
    // Today counts only the hours gone by.
    const elapsed = ago === 0 ? Math.min(1, (now.getTime() - midnight) / DAY_MS) : 1;
    weights.push((WEEKDAY_WEIGHTS[saoPauloWeekday(midnight)] as number) * growth * elapsed);
  }
  const day = weightedSampler(weights);
  const hour = weightedSampler(HOUR_WEIGHTS);
  return (random) => {
    for (;;) {
      const start = midnights[day(random)] as number;
      const at = start + hour(random) * 3_600_000 + Math.floor(random() * 3_600_000);
      if (at <= now.getTime()) return new Date(at);
    }
  };
}
