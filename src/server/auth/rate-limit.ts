import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth.ts';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts a hit for `key` in a fixed window stored in the database (shared by every process).
 * Returns the seconds to wait when the limit is passed, or 0 when the hit is allowed.
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
  return Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000));
}

/** Seconds to wait if `key` is already past its limit (without counting a hit), else 0. */
export async function rateLimitWait(db: Db, key: string, rule: RateLimitRule, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  if (!row || row.windowEndsAt <= now || row.count < rule.limit) return 0;
  return Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000));
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Takes back one hit of `key` (an attempt counted up front that turned out to be legitimate). */
export async function undoRateLimitHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}
