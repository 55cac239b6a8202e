import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameAttempts, gamePrizes } from '../../db/schema/platform.ts';

/** A key of its own for pg_advisory_xact_lock: one seeding, and one change of the prizes, at a time. */
const GAME_PRIZES_LOCK = 7412;

export type PrizeRow = { id: number; nome: string; probabilityBasisPoints: number; ativo: boolean };

const prizeColumns = {
  id: gamePrizes.id,
  nome: gamePrizes.nome,
  probabilityBasisPoints: gamePrizes.probabilityBasisPoints,
  ativo: gamePrizes.ativo,
};

const attemptColumns = {
  id: gameAttempts.id,
  day: gameAttempts.day,
  prizeName: gameAttempts.prizeName,
  won: gameAttempts.won,
  redemptionCode: gameAttempts.redemptionCode,
  redeemedAt: gameAttempts.redeemedAt,
  createdAt: gameAttempts.createdAt,
};
export interface AttemptRow {
  id: number;
  day: string;
  prizeName: string | null;
  won: boolean;
  redemptionCode: string | null;
  redeemedAt: Date | null;
  createdAt: Date;
}

/** Writes `defaults` when the platform has no prize at all, once even under parallel first reads. */
export async function seedPrizes(db: Db, defaults: readonly { nome: string; probabilityBasisPoints: number }[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GAME_PRIZES_LOCK})`);
    if ((await tx.$count(gamePrizes)) > 0) return;
    await tx.insert(gamePrizes).values(defaults.map((d) => ({ ...d, ativo: true })));
  });
}

export async function listPrizes(db: Db, onlyActive: boolean): Promise<PrizeRow[]> {
  return db
    .select(prizeColumns)
    .from(gamePrizes)
    .where(onlyActive ? eq(gamePrizes.ativo, true) : undefined)
    .orderBy(asc(gamePrizes.id));
}

/**
 * Runs `change` with the prizes locked against other changes, so that two admins cannot together
 * push the active sum past 100%. `change` gets the current prizes and writes through `tx`.
 */
export async function withPrizesLocked<T>(db: Db, change: (tx: Db, prizes: PrizeRow[]) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GAME_PRIZES_LOCK})`);
    const prizes = await tx.select(prizeColumns).from(gamePrizes).orderBy(asc(gamePrizes.id));
    return change(tx as unknown as Db, prizes);
  });
}

export async function insertPrize(db: Db, values: { nome: string; probabilityBasisPoints: number; ativo: boolean }) {
  const [row] = await db.insert(gamePrizes).values(values).returning(prizeColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updatePrize(
  db: Db,
  id: number,
  values: Partial<{ nome: string; probabilityBasisPoints: number; ativo: boolean }>,
) {
  const [row] = await db.update(gamePrizes).set(values).where(eq(gamePrizes.id, id)).returning(prizeColumns);
  return row;
}

export async function findAttempt(db: Db, ip: string, day: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select(attemptColumns)
    .from(gameAttempts)
    .where(and(eq(gameAttempts.ip, ip), eq(gameAttempts.day, day)));
  return row;
}

/** The play of (ip, day) if none exists yet; undefined when one was already recorded. */
export async function insertAttemptOnce(
  db: Db,
  values: {
    ip: string;
    day: string;
    prizeId: number | null;
    prizeName: string | null;
    won: boolean;
    redemptionCode: string | null;
  },
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .insert(gameAttempts)
    .values(values)
    .onConflictDoNothing({ target: [gameAttempts.ip, gameAttempts.day] })
    .returning(attemptColumns);
  return row;
}

export async function deleteAttempt(db: Db, ip: string, day: string): Promise<void> {
  await db.delete(gameAttempts).where(and(eq(gameAttempts.ip, ip), eq(gameAttempts.day, day)));
}

export async function findByCode(db: Db, code: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select(attemptColumns).from(gameAttempts).where(eq(gameAttempts.redemptionCode, code));
  return row;
}

/** Marks a won code redeemed, only the first time: undefined when unknown or already redeemed. */
export async function markRedeemed(db: Db, code: string, now: Date): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(gameAttempts)
    .set({ redeemedAt: now })
    .where(and(eq(gameAttempts.redemptionCode, code), eq(gameAttempts.won, true), isNull(gameAttempts.redeemedAt)))
    .returning(attemptColumns);
  return row;
}
