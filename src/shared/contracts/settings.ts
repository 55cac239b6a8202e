import { z } from 'zod';
import { PIX_CITY_MAX_LENGTH, PIX_NAME_MAX_LENGTH, pixText } from '../pix/br-code.ts';
import { parsePixKey, pixKeyMessages } from '../pix/pix-key.ts';
import { text } from './text.ts';

/** The wheel has five prizes of the shop; this sixth slice is added automatically. */
export const LOSS_SLICE = 'Não foi dessa vez';
export const PRIZE_COUNT = 5;
export const PRIZE_MAX_LENGTH = 40;
export const PIN_PATTERN = /^\d{4,8}$/;
export const MIN_PRIZE_PURCHASE_MAX_CENTS = 100_000_000;

export const settingsMessages = {
  saved: 'Configurações salvas com sucesso!',
  saveError: 'Erro ao salvar configuração. Tente novamente.',
  prizeRequired: 'Informe o nome do prêmio.',
  prizeTooLong: `Use no máximo ${PRIZE_MAX_LENGTH} caracteres.`,
  prizeReserved: `'${LOSS_SLICE}' já é a fatia sem prêmio. Escolha outro nome.`,
  minValueInvalid: 'Informe um valor mínimo válido (R$ 0,00 ou mais).',
  pinFormat: 'A senha do lojista deve ter de 4 a 8 números.',
  pinMismatch: 'As senhas não conferem.',
  accountPasswordRequired: 'Informe a senha de acesso da loja para definir a senha do lojista.',
  accountPasswordWrong: 'Senha de acesso da loja incorreta.',
  tooManyPasswordAttempts: 'Muitas tentativas com a senha de acesso. Aguarde alguns minutos e tente novamente.',
} as const;

/** The shop's Configurações as the owner sees them. The PIN itself is never sent back. */
export const settingsSchema = z.object({
  senhaDefinida: z.boolean(),
  premios: z.array(z.string()).length(PRIZE_COUNT),
  valorMinimoPremiacaoCents: z.number().int(),
});
export type Settings = z.infer<typeof settingsSchema>;

const prize = text({ error: settingsMessages.prizeRequired })
  .trim()
  .min(1, settingsMessages.prizeRequired)
  .max(PRIZE_MAX_LENGTH, settingsMessages.prizeTooLong)
  .refine(
    (p) => p.toLocaleLowerCase('pt-BR') !== LOSS_SLICE.toLocaleLowerCase('pt-BR'),
    settingsMessages.prizeReserved,
  );

/**
 * Saving Configurações. `novaSenha` empty keeps the current PIN; to set or change it, type it
 * twice and confirm with the shop's login password (so a device left signed in at the counter
 * cannot be used to change it).
 */
export const updateSettingsSchema = z
  .object({
    premios: z.array(prize).length(PRIZE_COUNT),
    valorMinimoPremiacaoCents: z
      .number({ error: settingsMessages.minValueInvalid })
      .int(settingsMessages.minValueInvalid)
      .min(0, settingsMessages.minValueInvalid)
      .max(MIN_PRIZE_PURCHASE_MAX_CENTS, settingsMessages.minValueInvalid),
    novaSenha: text()
      .max(8, settingsMessages.pinFormat)
      .refine((v) => v === '' || PIN_PATTERN.test(v), settingsMessages.pinFormat)
      .default(''),
    confirmarSenha: text().max(8).default(''),
    senhaDaLoja: text().max(200).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.novaSenha === '') return;
    if (v.confirmarSenha !== v.novaSenha) {
      ctx.addIssue({ code: 'custom', path: ['confirmarSenha'], message: settingsMessages.pinMismatch });
    }
    if (v.senhaDaLoja === '') {
      ctx.addIssue({ code: 'custom', path: ['senhaDaLoja'], message: settingsMessages.accountPasswordRequired });
    }
  });
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;

export const pixSettingsMessages = {
  saved: 'Dados do PIX salvos com sucesso!',
  saveError: 'Erro ao salvar os dados do PIX. Tente novamente.',
  nameRequired: 'Informe o nome do titular da chave PIX.',
  nameTooLong: `Use no máximo ${PIX_NAME_MAX_LENGTH} letras no nome (limite do PIX).`,
  cityRequired: 'Informe a cidade do titular da chave PIX.',
  cityTooLong: `Use no máximo ${PIX_CITY_MAX_LENGTH} letras na cidade (limite do PIX).`,
} as const;

/**
 * The shop's PIX receiving data, as saved: the key normalized (docs/pix.md), name and city in the
 * plain upper case the BR Code carries. An empty key means the shop has not set up PIX.
 */
export const pixSettingsSchema = z.object({
  chave: z.string(),
  nome: z.string(),
  cidade: z.string(),
});
export type PixSettings = z.infer<typeof pixSettingsSchema>;

/**
 * Saving the PIX data: the key in any usual typed form (or empty, to turn PIX off); with a key,
 * the holder's name (up to 25) and city (up to 15), counted after accents are dropped.
 */
export const updatePixSettingsSchema = z
  .object({
    chave: text().max(200, pixKeyMessages.invalid),
    nome: text().max(200, pixSettingsMessages.nameTooLong),
    cidade: text().max(200, pixSettingsMessages.cityTooLong),
  })
  .superRefine((v, ctx) => {
    const hasKey = v.chave.trim() !== '';
    if (hasKey) {
      const key = parsePixKey(v.chave);
      if (!key.ok) ctx.addIssue({ code: 'custom', path: ['chave'], message: key.message });
    }
    const name = pixText(v.nome);
    if (hasKey && name === '') {
      ctx.addIssue({ code: 'custom', path: ['nome'], message: pixSettingsMessages.nameRequired });
    } else if (name.length > PIX_NAME_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['nome'], message: pixSettingsMessages.nameTooLong });
    }
    const city = pixText(v.cidade);
    if (hasKey && city === '') {
      ctx.addIssue({ code: 'custom', path: ['cidade'], message: pixSettingsMessages.cityRequired });
    } else if (city.length > PIX_CITY_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['cidade'], message: pixSettingsMessages.cityTooLong });
    }
  })
  .transform((v): PixSettings => {
    const key = parsePixKey(v.chave);
    return { chave: key.ok ? key.key : '', nome: pixText(v.nome), cidade: pixText(v.cidade) };
  });
export type UpdatePixSettingsInput = z.input<typeof updatePixSettingsSchema>;
