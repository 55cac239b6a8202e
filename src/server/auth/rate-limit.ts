import { setTimeout as sleep } from 'node:timers/promises';
import { and, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth.ts';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/**
 * Counts a hit for `key` in a fixed window stored in the database (shared by every process).
 * Returns the seconds to wait when the limit is passed, or 0 when the hit is allowed.
 * One statement, so parallel hits are counted exactly.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = new Date()): Promise<number> {
  const windowEnds = new Date(now.getTime() + rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: windowEnds })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then ${windowEnds.toISOString()}::timestamptz else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  if (!row || row.count <= rule.limit) return 0;
  return secondsUntil(row.windowEndsAt, now);
}

/** The hits (or failures) counted for `key` in its current window. */
export async function countInWindow(db: Db, key: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(sql`${rateLimits.key} = ${key}`, gt(rateLimits.windowEndsAt, now)));
  return row?.count ?? 0;
}

/** One limited counter an attempt must take a slot of: `limit` failures per window. */
export interface AttemptSlot {
  key: string;
  rule: RateLimitRule;
}

export type AttemptOutcome =
  | { status: 'passed' }
  | { status: 'failed' }
  | { status: 'refused'; retryAfterSeconds: number; key: string };

/**
 * How long an attempt waits for a slot held by attempts still being checked, before it is refused.
 * Checks take tens of milliseconds, so this is only reached when a process died holding slots (its
 * slots are freed when the window ends) or under an absurd burst.
 */
export const SLOT_WAIT_MS = 10_000;

/**
 * Takes one slot of `key`: a single statement allows it only while failures + attempts in flight
 * stay under the limit, so parallel attempts can never check more than `limit` times. An expired
 * window starts over (and forgets reservations of a process that died mid-check).
 */
async function tryReserve(db: Db, { key, rule }: AttemptSlot, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  const windowEnds = new Date(now.getTime() + rule.windowSeconds * 1000).toISOString();
  const expired = sql`${rateLimits.windowEndsAt} <= ${nowIso}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 0, inFlight: 1, windowEndsAt: new Date(windowEnds) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 0 else ${rateLimits.count} end`,
        inFlight: sql`case when ${expired} then 1 else ${rateLimits.inFlight} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${windowEnds}::timestamptz else ${rateLimits.windowEndsAt} end`,
      },
      setWhere: sql`${expired} or ${rateLimits.count} + ${rateLimits.inFlight} < ${rule.limit}`,
    })
    .returning({ key: rateLimits.key });
  return rows.length > 0;
}

/**
 * Reserves a slot of `slot.key`, waiting while the slots are held by attempts in flight.
 * Returns 0 once reserved, or the seconds to wait when the failures reached the limit.
 */
async function reserve(db: Db, slot: AttemptSlot): Promise<number> {
  const deadline = Date.now() + SLOT_WAIT_MS;
  let pause = 15;
  for (;;) {
    const now = new Date();
    if (await tryReserve(db, slot, now)) return 0;
    const [row] = await db
      .select({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${slot.key}`);
    if (row && row.windowEndsAt > now) {
      if (row.count >= slot.rule.limit) return secondsUntil(row.windowEndsAt, now);
      if (Date.now() >= deadline) return 1;
    }
    // Slots are busy with attempts being checked: their outcome decides whether one frees up.
    await sleep(pause + Math.random() * pause);
    pause = Math.min(pause * 1.5, 200);
  }
}

/** Gives the slot back: a failure is counted in the window, a success changes nothing else. */
async function settle(db: Db, key: string, failed: boolean): Promise<void> {
  await db
    .update(rateLimits)
    .set({
      inFlight: sql`greatest(${rateLimits.inFlight} - 1, 0)`,
      ...(failed ? { count: sql`${rateLimits.count} + 1` } : {}),
    })
    .where(sql`${rateLimits.key} = ${key}`);
}

/**
 * Runs `check` (the slow comparison of a secret) only with a slot of every limit in `slots`, taken
 * in order (the narrowest first: nobody holding the last one waits for another, so no attempt
 * waits on itself). Only failures are counted; at the limit every attempt is refused, right or
 * wrong, until the window ends. Exactly `limit` checks can fail per window, however many arrive
 * at once and on however many processes.
 */
export async function limitedAttempt(
  db: Db,
  slots: AttemptSlot[],
  check: () => Promise<boolean>,
): Promise<AttemptOutcome> {
  const held: string[] = [];
  let failed = false;
  try {
    for (const slot of slots) {
      const wait = await reserve(db, slot);
      if (wait > 0) return { status: 'refused', retryAfterSeconds: wait, key: slot.key };
      held.push(slot.key);
    }
    failed = !(await check());
    return failed ? { status: 'failed' } : { status: 'passed' };
  } finally {
    // Also reached when a later slot refused or the check threw: those count nothing.
    await Promise.all(held.map((key) => settle(db, key, failed)));
  }
}
