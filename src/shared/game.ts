/** The public game's constants, texts and helpers, without zod (safe for its page's bundle). */

/** The reels' symbols. */
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
/** The text that makes a prize a loss. */
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
