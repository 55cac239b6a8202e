import { z } from 'zod';
import { onlyDigits } from '../document.ts';
import { isValidPhone } from '../phone.ts';
import { text } from './text.ts';

export const referralMessages = {
  required: 'Preencha todos os campos obrigatórios.',
  invalidPhone: 'Informe um telefone válido com DDD.',
  tooLong: (n: number) => `Use até ${n} caracteres.`,
  sentTitle: 'Indicação enviada!',
  sent: 'Indicação enviada! Se a empresa indicada fechar negócio, você ganha 50% de desconto na sua próxima mensalidade.',
  closed: 'Status Atualizado',
  closedLine: 'Negócio fechado: a loja que indicou ganhou 50% de desconto na próxima mensalidade.',
  closedWaiting: 'Negócio fechado: o desconto de 50% vai para a próxima fatura da loja que indicou.',
  empty: 'Nenhuma indicação ainda.',
  selfReferral: 'Você não pode indicar a sua própria loja.',
  tooMany: 'Você já enviou muitas indicações hoje. Tente novamente amanhã.',
} as const;

/** The referral reward: this percentage off the next pending invoice. */
export const REFERRAL_DISCOUNT_PERCENT = 50;

/** The discount on an invoice of `amountCents` (integer cents, rounded down: 50% of 9990 is 4995). */
export function referralDiscountCents(amountCents: number): number {
  return Math.floor((amountCents * REFERRAL_DISCOUNT_PERCENT) / 100);
}

export const referralStatusSchema = z.enum(['pendente', 'fechado']);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = { pendente: 'Pendente', fechado: 'Fechado' };

const required = (n: number) =>
  text({ error: referralMessages.required })
    .trim()
    .min(1, referralMessages.required)
    .max(n, referralMessages.tooLong(n));

export const referralInputSchema = z.object({
  empresaIndicada: required(120),
  responsavel: required(120),
  telefone: required(20).refine(isValidPhone, referralMessages.invalidPhone).transform(onlyDigits),
});
export type ReferralInput = z.input<typeof referralInputSchema>;

export const referralSchema = z.object({
  id: z.number(),
  empresaIndicada: z.string(),
  responsavel: z.string(),
  /** Digits, DDD first. */
  telefone: z.string(),
  status: referralStatusSchema,
  criadoEm: z.string(),
  fechadoEm: z.string().nullable(),
  /** The invoice that took the 50% ('MM/YYYY' parts); null while none (pending, or closed and waiting). */
  faturaDesconto: z.object({ id: z.number(), ano: z.number(), mes: z.number(), descontoCents: z.number() }).nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralListSchema = z.object({ indicacoes: z.array(referralSchema) });
export type ReferralList = z.infer<typeof referralListSchema>;

export const adminReferralSchema = referralSchema.extend({ lojaId: z.number(), empresaIndicadora: z.string() });
export type AdminReferral = z.infer<typeof adminReferralSchema>;
export const adminReferralListSchema = z.object({ indicacoes: z.array(adminReferralSchema) });
export type AdminReferralList = z.infer<typeof adminReferralListSchema>;
