import { z } from 'zod';
import { GAME_PRIZE_NAME_MAX, gameMessages } from '../game.ts';
import { text } from './text.ts';

/**
 * The public daily slot game (/roleta-sorte, 'MEGA SLOT MACHINE') and its administration.
 *
 * The server draws and records a play in one step (a cryptographic draw over 10,000 basis points
 * against the cumulative probabilities of the active prizes, in id order). When the active prizes
 * add up to less than 100%, a draw past their sum is a loss (the spec's prototype gave it to the
 * last prize, which made the last prize likelier than configured). A prize whose name contains
 * 'Tente Novamente' is a loss too. One play per client address and São Paulo day.
 */

// The game's constants, texts and helpers live without zod in src/shared/game.ts (the public page
// imports them from there); the server's modules may keep reading them from the contract.
export {
  basisPointsToPercent,
  defaultGamePrizes,
  formatPercent,
  GAME_PRIZE_NAME_MAX,
  GAME_REELS,
  GAME_RESULT_DELAY_MS,
  GAME_SPIN_TICKS,
  GAME_SYMBOLS,
  GAME_TICK_MS,
  GAME_TOTAL_BASIS_POINTS,
  gameMessages,
  isLossPrize,
  LOSS_MARKER,
  normalizeRedemptionCode,
  percentToBasisPoints,
  REDEMPTION_CODE_ALPHABET,
  REDEMPTION_CODE_LENGTH,
} from '../game.ts';

// ---- Public game -------------------------------------------------------------------------------

export const publicGamePrizeSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** Percent, up to 2 decimals. */
  probabilidade: z.number(),
  /** A 'Tente Novamente' prize: a loss. */
  derrota: z.boolean(),
});
export type PublicGamePrize = z.infer<typeof publicGamePrizeSchema>;

/** The recorded play of today. */
export const gamePlayResultSchema = z.object({
  ganhou: z.boolean(),
  /** The prize drawn (a loss may name 'Tente Novamente', or none when the draw fell past the prizes). */
  premio: z.string().nullable(),
  /** For a win: the code to claim the prize. */
  codigo: z.string().nullable(),
  resgatado: z.boolean(),
  /** São Paulo day, YYYY-MM-DD. */
  dia: z.string(),
});
export type GamePlayResult = z.infer<typeof gamePlayResultSchema>;

export const gameStateSchema = z.object({
  premios: z.array(publicGamePrizeSchema),
  /** Today's play from this address, if any: the game is locked. */
  hoje: gamePlayResultSchema.nullable(),
  /** Whether 'Reset (Dev)' may be used (outside production, or a signed-in super admin). */
  resetPermitido: z.boolean(),
});
export type GameState = z.infer<typeof gameStateSchema>;

// ---- Administration -----------------------------------------------------------------------------

const probabilitySchema = z
  .number({ error: gameMessages.probabilityInvalid })
  .min(0, { error: gameMessages.probabilityInvalid })
  .max(100, { error: gameMessages.probabilityInvalid })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: gameMessages.probabilityInvalid });

const prizeNameSchema = text({ error: gameMessages.nameRequired })
  .trim()
  .min(1, { error: gameMessages.nameRequired })
  .max(GAME_PRIZE_NAME_MAX, { error: gameMessages.nameTooLong });

export const gamePrizeInputSchema = z.object({
  nome: prizeNameSchema,
  probabilidade: probabilitySchema,
  ativo: z.boolean().default(true),
});
export type GamePrizeInput = z.input<typeof gamePrizeInputSchema>;

export const gamePrizePatchSchema = z
  .object({ nome: prizeNameSchema, probabilidade: probabilitySchema, ativo: z.boolean() })
  .partial();
export type GamePrizePatch = z.infer<typeof gamePrizePatchSchema>;

export const adminGamePrizeSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  probabilidade: z.number(),
  ativo: z.boolean(),
  derrota: z.boolean(),
});
export type AdminGamePrize = z.infer<typeof adminGamePrizeSchema>;

export const adminGamePrizeListSchema = z.object({
  premios: z.array(adminGamePrizeSchema),
  /** Sum of the active prizes, percent. */
  somaAtivos: z.number(),
});
export type AdminGamePrizeList = z.infer<typeof adminGamePrizeListSchema>;

export const redemptionCodeParamsSchema = z.object({
  codigo: text().max(40, { error: gameMessages.codeInvalid }),
});

export const redemptionSchema = z.object({
  codigo: z.string(),
  premio: z.string().nullable(),
  /** São Paulo day of the play, YYYY-MM-DD. */
  dia: z.string(),
  jogadoEm: z.string(),
  resgatadoEm: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;
