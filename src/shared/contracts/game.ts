import { z } from 'zod';
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

/** The reels' symbols (spec part 2, section 9). */
export const GAME_SYMBOLS = ['🍒', '🍊', '🍋', '🔔', '⭐', '💎', '7', '🍇', '💰', '🎰'] as const;
export const GAME_REELS = 5;
/** The spin: 50 ticks of 80 ms (about 4 s); the result card 1 s after it stops. */
export const GAME_SPIN_TICKS = 50;
export const GAME_TICK_MS = 80;
export const GAME_RESULT_DELAY_MS = 1000;
/** 100% in basis points (hundredths of a percent). */
export const GAME_TOTAL_BASIS_POINTS = 10_000;
export const GAME_PRIZE_NAME_MAX = 80;
/** Redemption codes: 8 characters without look-alikes (no 0/O, 1/I/L). */
export const REDEMPTION_CODE_LENGTH = 8;
export const REDEMPTION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The text that makes a prize a loss (spec part 2, section 5). */
export const LOSS_MARKER = 'Tente Novamente';

/** A prize named with 'Tente Novamente' (any case) is a loss. */
export function isLossPrize(nome: string): boolean {
  return nome.toLocaleLowerCase('pt-BR').includes(LOSS_MARKER.toLocaleLowerCase('pt-BR'));
}

/** 'ab cd-2345 ' → 'ABCD2345': how a code is typed back. */
export function normalizeRedemptionCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/** Basis points ↔ percent with up to 2 decimals. */
export const basisPointsToPercent = (bp: number) => bp / 100;
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);

/** '12,5%' / '0,05%' / '100%'. */
export function formatPercent(percent: number): string {
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(percent)}%`;
}

export const gameMessages = {
  title: 'MEGA SLOT MACHINE',
  spin: 'GIRAR',
  idle: 'BOA SORTE!',
  spinning: 'GIRANDO OS 5 ROLOS...',
  locked: 'VOLTE AMANHÃ!',
  infoDaily: 'Uma chance grátis por dia',
  infoReturn: 'Retorne amanhã para jogar novamente!',
  lossTitle: 'NÃO FOI DESSA VEZ!',
  lossText: 'Volte amanhã para uma nova chance de ganhar!',
  lossToast: 'Que pena! 😢',
  lossToastText: 'Tente novamente amanhã!',
  winTitle: 'MEGA JACKPOT!',
  winText: (premio: string) => `Você ganhou: ${premio}`,
  winToast: 'Parabéns! 🎉',
  redeem: 'RESGATAR PRÊMIO',
  reset: 'Reset (Dev)',
  resetDone: 'Tentativa resetada!',
  resetDoneText: 'Você pode jogar novamente.',
  resetRefused: 'O reset da tentativa só existe fora de produção ou para o super admin.',
  loadError: 'Não foi possível carregar o jogo. Tente novamente.',
  playError: 'Não foi possível girar agora. Tente novamente.',
  noPrizes: 'Nenhum prêmio disponível no momento.',
  // Administration
  nameRequired: 'Informe o nome do prêmio.',
  nameTooLong: `Use no máximo ${GAME_PRIZE_NAME_MAX} caracteres no nome.`,
  probabilityInvalid: 'Informe a probabilidade entre 0 e 100%, com até 2 casas decimais.',
  sumTooHigh: (soma: string) =>
    `A soma das probabilidades dos prêmios ativos não pode passar de 100% (ficaria ${soma}).`,
  prizeNotFound: 'Prêmio não encontrado.',
  codeNotFound: 'Código de resgate não encontrado.',
  codeInvalid: 'Informe um código de resgate válido.',
  codeAlreadyRedeemed: 'Este código já foi resgatado.',
  prizeSaved: 'Prêmio Salvo',
  redeemed: 'Prêmio Resgatado',
} as const;

/** The prizes of a fresh platform: a few small prizes and 'Tente Novamente' filling the rest. */
export const defaultGamePrizes: readonly { nome: string; probabilityBasisPoints: number }[] = [
  { nome: 'Cupom de 10% de desconto', probabilityBasisPoints: 500 },
  { nome: 'Brinde surpresa', probabilityBasisPoints: 300 },
  { nome: 'Cupom de 20% de desconto', probabilityBasisPoints: 150 },
  { nome: 'Vale-compras de R$ 50,00', probabilityBasisPoints: 50 },
  { nome: 'Tente Novamente', probabilityBasisPoints: 9000 },
];

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
