import { z } from 'zod';
import { text } from './text.ts';

export const cashbackMessages = {
  saved: 'Configuração de cashback salva com sucesso!',
  saveError: 'Erro ao salvar configuração. Tente novamente.',
  insufficient: (available: string) => `Saldo de cashback insuficiente. Disponível: ${available}.`,
  redeemed: 'Cashback utilizado',
} as const;

/** The spec's defaults: 10 percent, 30 days to redeem, minimum purchase R$ 50, active. */
export const CASHBACK_DEFAULTS = { percentBasisPoints: 1000, redeemDays: 30, minPurchaseCents: 5000, active: true };

export const cashbackConfigInputSchema = z.object({
  /** Hundredths of a percent: 1000 = 10,00%. */
  percentBasisPoints: z
    .number({ error: 'Informe o percentual.' })
    .int('Use no máximo duas casas decimais.')
    .min(0, 'O percentual não pode ser negativo.')
    .max(10_000, 'O percentual não pode passar de 100%.'),
  redeemDays: z
    .number({ error: 'Informe os dias para resgate.' })
    .int('Use um número inteiro de dias.')
    .min(0, 'Os dias não podem ser negativos.')
    .max(3650, 'Use no máximo 3650 dias.'),
  minPurchaseCents: z
    .number({ error: 'Informe o valor mínimo.' })
    .int('Valor inválido.')
    .min(0, 'O valor mínimo não pode ser negativo.')
    .max(100_000_000, 'Valor muito alto.'),
  active: z.boolean(),
});
export type CashbackConfigInput = z.infer<typeof cashbackConfigInputSchema>;

export const cashbackConfigSchema = cashbackConfigInputSchema.extend({
  /** false while the shop runs on the defaults (never saved). */
  saved: z.boolean(),
});
export type CashbackConfig = z.infer<typeof cashbackConfigSchema>;

export const cashbackEntrySchema = z.object({
  id: z.number(),
  orderId: z.string().nullable(),
  earnedCents: z.number(),
  remainingCents: z.number(),
  expiresAt: z.string(),
  createdAt: z.string(),
  expired: z.boolean(),
});

export const cashbackSummarySchema = z.object({
  /** Spendable now: unexpired cashback left. */
  balanceCents: z.number(),
  /** Of online orders not delivered yet: credited on delivery, not spendable before. */
  pendingCents: z.number(),
  earnedTotalCents: z.number(),
  entries: z.array(cashbackEntrySchema),
  redemptions: z.array(z.object({ id: z.number(), amountCents: z.number(), note: z.string(), createdAt: z.string() })),
});
export type CashbackSummary = z.infer<typeof cashbackSummarySchema>;

export const redeemCashbackSchema = z.object({
  amountCents: z
    .number({ error: 'Informe o valor.' })
    .int('Valor inválido.')
    .positive('Informe um valor maior que zero.')
    .max(100_000_000, 'Valor muito alto.'),
  note: text().trim().max(200).default(''),
});

/** Cashback a purchase earns: percentual × total, rounded to the cent, when active and at least the minimum. */
export function cashbackFor(totalCents: number, config: Omit<CashbackConfigInput, 'redeemDays'>): number {
  if (!config.active || totalCents < config.minPurchaseCents) return 0;
  return Math.round((totalCents * config.percentBasisPoints) / 10_000);
}
