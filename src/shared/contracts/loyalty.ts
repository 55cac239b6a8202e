import { z } from 'zod';
import { isValidBirthDate } from '../calendar.ts';
import { isValidCpf, onlyDigits } from '../document.ts';
import { formatCents } from '../money.ts';
import { isValidPhone } from '../phone.ts';
import { LOSS_SLICE, PRIZE_COUNT } from './settings.ts';
import { text } from './text.ts';

/** One spin of the wheel for every 10 purchases of at least the shop's minimum value. */
export const PURCHASES_PER_SPIN = 10;
export const PURCHASE_MAX_CENTS = 100_000_000;
export const SLICE_COUNT = PRIZE_COUNT + 1;
/** The wheel's animation. */
export const WHEEL_SPIN_MS = 4000;
export const WHEEL_FULL_TURNS = 8;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const loyaltyMessages = {
  required: 'Preencha todos os campos obrigatórios.',
  wrongPin: 'Senha do lojista incorreta.',
  pinNotSet: 'Defina a senha do lojista em Configurações antes de validar compras.',
  tooManyPinAttempts: (minutes: number) =>
    `Muitas tentativas com a senha do lojista. Aguarde ${minutes} ${plural(minutes, 'minuto', 'minutos')} e tente novamente.`,
  cpfInvalid: 'CPF inválido. Confira os números.',
  phoneInvalid: 'Telefone inválido. Use DDD e número.',
  birthDateInvalid: 'Data de nascimento inválida.',
  valueInvalid: 'Informe um valor de compra maior que zero.',
  valueTooHigh: 'Valor de compra muito alto.',
  /** The spec's text, in the singular where a count is 1. */
  validated: (points: number, total: number) =>
    `Cliente validado! ${points} pontos adicionados. Total: ${total} pontos.`
      .replace(/^Cliente validado! 1 pontos adicionados/, 'Cliente validado! 1 ponto adicionado')
      .replace(/Total: 1 pontos\.$/, 'Total: 1 ponto.'),
  validateError: 'Erro ao validar cliente. Tente novamente.',
  noSpin: 'Esta compra não dá direito a girar a roleta.',
  spinError: 'Erro ao girar a roleta. Tente novamente.',
  win: { title: 'Parabéns! 🎉', description: (prize: string) => `Você ganhou: ${prize}` },
  loss: LOSS_SLICE,
  validationNotFound: 'Validação não encontrada.',
  customerNotFound: 'Cliente não encontrado.',
  keyRequired: 'Informe a chave da validação (Idempotency-Key).',
  keyInvalid: 'Chave de idempotência inválida.',
} as const;

/** 'Faltam 3 compras de pelo menos R$ 50,00 para girar a roleta.' */
export function purchasesLeftMessage(left: number, minCents: number): string {
  const what = plural(left, 'compra', 'compras');
  const min = minCents > 0 ? ` de pelo menos ${formatCents(minCents).replace(/\u00a0/g, ' ')}` : '';
  return `${plural(left, 'Falta', 'Faltam')} ${left} ${what}${min} para girar a roleta.`;
}

/** Qualifying purchases still needed for the next spin, from the customer's count so far (1 to 10). */
export function purchasesLeft(qualifyingCount: number): number {
  return PURCHASES_PER_SPIN - (qualifyingCount % PURCHASES_PER_SPIN);
}

/** The wheel's six slices: the shop's five prizes, then 'Não foi dessa vez'. */
export function wheelSlices(prizes: string[]): string[] {
  return [...prizes, LOSS_SLICE];
}

const required = text({ error: loyaltyMessages.required }).trim().min(1, loyaltyMessages.required);

/** A purchase validated at the counter: every field is required, and the owner's PIN. */
export const validatePurchaseSchema = z.object({
  cpf: required.refine(isValidCpf, loyaltyMessages.cpfInvalid).transform(onlyDigits),
  nome: required.max(120, 'Use no máximo 120 caracteres.'),
  telefone: required.refine(isValidPhone, loyaltyMessages.phoneInvalid).transform(onlyDigits),
  dataNascimento: required.refine((v) => isValidBirthDate(v), loyaltyMessages.birthDateInvalid),
  valorCompraCents: z
    .number({ error: loyaltyMessages.required })
    .int(loyaltyMessages.valueInvalid)
    .min(1, loyaltyMessages.valueInvalid)
    .max(PURCHASE_MAX_CENTS, loyaltyMessages.valueTooHigh),
  senha: text({ error: loyaltyMessages.required }).min(1, loyaltyMessages.required).max(20, loyaltyMessages.wrongPin),
  /** The attempt's key (or the Idempotency-Key header): a retried validation is counted once. */
  idempotencyKey: z.uuid(loyaltyMessages.keyInvalid).optional(),
});
export type ValidatePurchaseInput = z.input<typeof validatePurchaseSchema>;

/** Looking a customer up by CPF (in the body: a CPF does not belong in URLs and access logs). */
export const customerLookupSchema = z.object({
  cpf: required.refine(isValidCpf, loyaltyMessages.cpfInvalid).transform(onlyDigits),
});

/** The counter's view of what the wheel looks like and whether it can be used yet. */
export const loyaltyConfigSchema = z.object({
  senhaDefinida: z.boolean(),
  fatias: z.array(z.string()).length(SLICE_COUNT),
  valorMinimoCents: z.number(),
});
export type LoyaltyConfig = z.infer<typeof loyaltyConfigSchema>;

const progress = {
  /** Qualifying purchases of this customer so far. */
  comprasValidas: z.number(),
  /** Qualifying purchases still needed for the next spin (1 to 10). */
  comprasParaProximoGiro: z.number(),
  /** Validations that granted a spin not taken yet, oldest first. */
  girosPendentes: z.array(z.number()),
};

/** A known customer of the shop, to fill the counter's form. */
export const loyaltyCustomerSchema = z.object({
  nome: z.string(),
  telefone: z.string(),
  dataNascimento: z.string().nullable(),
  pontos: z.number(),
  /** Points of online orders not delivered yet (credited on delivery). */
  pontosAReceber: z.number(),
  ...progress,
});
export type LoyaltyCustomer = z.infer<typeof loyaltyCustomerSchema>;

export const validationResultSchema = z.object({
  validacaoId: z.number(),
  cliente: z.object({ nome: z.string(), cpf: z.string() }),
  pontosAdicionados: z.number(),
  totalPontos: z.number(),
  /** This purchase reached the minimum value and counts toward the next spin. */
  compraValida: z.boolean(),
  /** This purchase was the 10th, 20th... qualifying one: it grants a spin. */
  giroLiberado: z.boolean(),
  valorMinimoCents: z.number(),
  fatias: z.array(z.string()).length(SLICE_COUNT),
  ...progress,
});
export type ValidationResult = z.infer<typeof validationResultSchema>;

/** The server's draw: the wheel stops on `fatia`, and `premio` is what was recorded. */
export const spinResultSchema = z.object({
  validacaoId: z.number(),
  fatia: z
    .number()
    .int()
    .min(0)
    .max(SLICE_COUNT - 1),
  premio: z.string(),
  ganhou: z.boolean(),
  fatias: z.array(z.string()).length(SLICE_COUNT),
  girosPendentes: z.array(z.number()),
});
export type SpinResult = z.infer<typeof spinResultSchema>;
