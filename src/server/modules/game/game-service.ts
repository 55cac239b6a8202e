import { randomInt } from 'node:crypto';
import { saoPauloToday } from '../../../shared/calendar.ts';
import {
  type AdminGamePrize,
  type AdminGamePrizeList,
  basisPointsToPercent,
  defaultGamePrizes,
  formatPercent,
  GAME_TOTAL_BASIS_POINTS,
  type GamePlayResult,
  type GamePrizeInput,
  type GamePrizePatch,
  type GameState,
  gameMessages,
  isLossPrize,
  normalizeRedemptionCode,
  percentToBasisPoints,
  REDEMPTION_CODE_ALPHABET,
  REDEMPTION_CODE_LENGTH,
  type Redemption,
} from '../../../shared/contracts/game.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import {
  type AttemptRow,
  deleteAttempt,
  findAttempt,
  findByCode,
  insertAttemptOnce,
  insertPrize,
  listPrizes,
  markRedeemed,
  type PrizeRow,
  seedPrizes,
  updatePrize,
  withPrizesLocked,
} from './game-queries.ts';

type DrawablePrize = Pick<PrizeRow, 'id' | 'nome' | 'probabilityBasisPoints'>;

/**
 * The pure draw: `roll` in [0, 10000) against the cumulative probabilities of `prizes` (active
 * ones, in id order). Past their sum (when they add up to less than 100%) nothing is won: null.
 */
export function drawPrize<P extends DrawablePrize>(prizes: readonly P[], roll: number): P | null {
  let cumulative = 0;
  for (const prize of prizes) {
    cumulative += prize.probabilityBasisPoints;
    if (roll < cumulative) return prize;
  }
  return null;
}

/** A cryptographic roll over 10,000 basis points. */
export function rollBasisPoints(): number {
  return randomInt(GAME_TOTAL_BASIS_POINTS);
}

/** Whether a drawn prize is a win: a prize, and not a 'Tente Novamente'. */
export function isWin(prize: DrawablePrize | null): prize is DrawablePrize {
  return prize !== null && !isLossPrize(prize.nome);
}

export function newRedemptionCode(): string {
  let code = '';
  for (let i = 0; i < REDEMPTION_CODE_LENGTH; i++)
    code += REDEMPTION_CODE_ALPHABET[randomInt(REDEMPTION_CODE_ALPHABET.length)];
  return code;
}

/** Databases already seeded by this process (a count per read would be wasted after the first). */
const seeded = new WeakSet<Db>();

async function ensurePrizes(db: Db): Promise<void> {
  if (seeded.has(db)) return;
  await seedPrizes(db, defaultGamePrizes);
  seeded.add(db);
}

function toResult(row: AttemptRow): GamePlayResult {
  return {
    ganhou: row.won,
    premio: row.prizeName,
    codigo: row.won ? row.redemptionCode : null,
    resgatado: row.redeemedAt !== null,
    dia: row.day,
  };
}

export async function getGameState(db: Db, ip: string, resetPermitido: boolean, now = new Date()): Promise<GameState> {
  await ensurePrizes(db);
  const [prizes, attempt] = await Promise.all([listPrizes(db, true), findAttempt(db, ip, saoPauloToday(now))]);
  return {
    premios: prizes.map((p) => ({
      id: p.id,
      nome: p.nome,
      probabilidade: basisPointsToPercent(p.probabilityBasisPoints),
      derrota: isLossPrize(p.nome),
    })),
    hoje: attempt ? toResult(attempt) : null,
    resetPermitido,
  };
}

/**
 * One play: draws, and records the attempt of (ip, São Paulo day) unless one exists. Parallel
 * plays from one address all answer the one recorded attempt, whichever of them wrote it.
 */
export async function play(db: Db, ip: string, now = new Date()): Promise<GamePlayResult> {
  await ensurePrizes(db);
  const day = saoPauloToday(now);
  const existing = await findAttempt(db, ip, day);
  if (existing) return toResult(existing);

  const prize = drawPrize(await listPrizes(db, true), rollBasisPoints());
  const won = isWin(prize);
  for (let tries = 0; ; tries++) {
    try {
      const inserted = await insertAttemptOnce(db, {
        ip,
        day,
        prizeId: prize?.id ?? null,
        prizeName: prize?.nome ?? null,
        won,
        redemptionCode: won ? newRedemptionCode() : null,
      });
      const row = inserted ?? (await findAttempt(db, ip, day));
      if (!row) throw new Error('game attempt neither inserted nor found');
      return toResult(row);
    } catch (err) {
      // A redemption code drawn twice (about one in 10^12): draw another.
      if (tries < 3 && isUniqueViolation(err, 'game_attempts_code_unique')) continue;
      throw err;
    }
  }
}

export async function resetToday(db: Db, ip: string, now = new Date()): Promise<void> {
  await deleteAttempt(db, ip, saoPauloToday(now));
}

// ---- Administration ----------------------------------------------------------------------------

function toAdminPrize(p: PrizeRow): AdminGamePrize {
  return {
    id: p.id,
    nome: p.nome,
    probabilidade: basisPointsToPercent(p.probabilityBasisPoints),
    ativo: p.ativo,
    derrota: isLossPrize(p.nome),
  };
}

function activeSum(prizes: readonly PrizeRow[]): number {
  return prizes.filter((p) => p.ativo).reduce((sum, p) => sum + p.probabilityBasisPoints, 0);
}

export async function listAdminPrizes(db: Db): Promise<AdminGamePrizeList> {
  await ensurePrizes(db);
  const prizes = await listPrizes(db, false);
  return { premios: prizes.map(toAdminPrize), somaAtivos: basisPointsToPercent(activeSum(prizes)) };
}

function checkSum(prizes: readonly PrizeRow[]): void {
  const sum = activeSum(prizes);
  if (sum > GAME_TOTAL_BASIS_POINTS) {
    throw new BadRequestError(gameMessages.sumTooHigh(formatPercent(basisPointsToPercent(sum))), {
      probabilidade: gameMessages.sumTooHigh(formatPercent(basisPointsToPercent(sum))),
    });
  }
}

export async function createPrize(db: Db, input: Required<GamePrizeInput>): Promise<AdminGamePrize> {
  await ensurePrizes(db);
  return withPrizesLocked(db, async (tx, prizes) => {
    const values = {
      nome: input.nome,
      probabilityBasisPoints: percentToBasisPoints(input.probabilidade),
      ativo: input.ativo,
    };
    checkSum([...prizes, { id: 0, ...values }]);
    return toAdminPrize(await insertPrize(tx, values));
  });
}

export async function changePrize(db: Db, id: number, patch: GamePrizePatch): Promise<AdminGamePrize> {
  return withPrizesLocked(db, async (tx, prizes) => {
    const current = prizes.find((p) => p.id === id);
    if (!current) throw new NotFoundError(gameMessages.prizeNotFound);
    const values = {
      ...(patch.nome !== undefined ? { nome: patch.nome } : {}),
      ...(patch.probabilidade !== undefined
        ? { probabilityBasisPoints: percentToBasisPoints(patch.probabilidade) }
        : {}),
      ...(patch.ativo !== undefined ? { ativo: patch.ativo } : {}),
    };
    checkSum(prizes.map((p) => (p.id === id ? { ...p, ...values } : p)));
    if (Object.keys(values).length === 0) return toAdminPrize(current);
    const row = await updatePrize(tx, id, values);
    if (!row) throw new NotFoundError(gameMessages.prizeNotFound);
    return toAdminPrize(row);
  });
}

function toRedemption(row: AttemptRow): Redemption {
  return {
    codigo: row.redemptionCode ?? '',
    premio: row.prizeName,
    dia: row.day,
    jogadoEm: row.createdAt.toISOString(),
    resgatadoEm: row.redeemedAt?.toISOString() ?? null,
  };
}

function parseCode(value: string): string {
  const code = normalizeRedemptionCode(value);
  const valid = code.length === REDEMPTION_CODE_LENGTH && [...code].every((c) => REDEMPTION_CODE_ALPHABET.includes(c));
  // A code that cannot exist is simply not found (no hint about the format to a guesser).
  if (!valid) throw new NotFoundError(gameMessages.codeNotFound);
  return code;
}

export async function lookUpCode(db: Db, value: string): Promise<Redemption> {
  const row = await findByCode(db, parseCode(value));
  if (!row?.won) throw new NotFoundError(gameMessages.codeNotFound);
  return toRedemption(row);
}

/** Marks a code redeemed, once: a second time answers 409 and changes nothing. */
export async function redeemCode(db: Db, value: string, now = new Date()): Promise<Redemption> {
  const code = parseCode(value);
  const row = await markRedeemed(db, code, now);
  if (row) return toRedemption(row);
  const existing = await findByCode(db, code);
  if (!existing?.won) throw new NotFoundError(gameMessages.codeNotFound);
  throw new ConflictError(gameMessages.codeAlreadyRedeemed);
}
