import { z } from 'zod';
import { isValidCpf, onlyDigits } from '../document.ts';
import { text } from './text.ts';

export const GIFT_NAME_MAX = 80;
export const GIFT_COST_MAX_CENTS = 100_000_000;

export const giftMessages = {
  created: (numero: number) => `Brinde ${numero} cadastrado com sucesso!`,
  updated: (numero: number) => `Brinde ${numero} atualizado com sucesso!`,
  saveError: 'Erro ao salvar brinde. Tente novamente.',
  confirmDelete: (numero: number, nome: string) => `Tem certeza que deseja excluir o brinde ${numero} (${nome})?`,
  deleted: (numero: number) => `Brinde ${numero} excluído com sucesso!`,
  deleteError: 'Erro ao excluir brinde. Tente novamente.',
  delivered: (brinde: string, cliente: string) => `Brinde "${brinde}" entregue para ${cliente}!`,
  deliverError: 'Erro ao entregar brinde. Tente novamente.',
  nameRequired: 'Informe o nome do brinde.',
  nameTooLong: `Use no máximo ${GIFT_NAME_MAX} caracteres.`,
  costInvalid: 'Informe um custo válido (R$ 0,00 ou mais).',
  cpfRequired: 'Informe o CPF do cliente.',
  cpfInvalid: 'CPF inválido. Confira os números.',
  customerNotFound: 'Cliente não encontrado nesta loja. Cadastre o cliente ou valide uma compra em Fidelidade.',
  giftNotFound: 'Brinde não encontrado.',
} as const;

/** A gift of the catalogue as the owner writes it (add and edit). */
export const giftInputSchema = z.object({
  nome: text({ error: giftMessages.nameRequired })
    .trim()
    .min(1, giftMessages.nameRequired)
    .max(GIFT_NAME_MAX, giftMessages.nameTooLong),
  custoCents: z
    .number({ error: giftMessages.costInvalid })
    .int(giftMessages.costInvalid)
    .min(0, giftMessages.costInvalid)
    .max(GIFT_COST_MAX_CENTS, giftMessages.costInvalid),
});
export type GiftInput = z.input<typeof giftInputSchema>;

export const giftSchema = z.object({
  id: z.number(),
  numero: z.number(),
  nome: z.string(),
  custoCents: z.number(),
});
export type Gift = z.infer<typeof giftSchema>;

export const giftListSchema = z.object({ brindes: z.array(giftSchema) });
export type GiftList = z.infer<typeof giftListSchema>;

/** Hand a gift to an existing customer of the shop, found by CPF. */
export const deliverGiftSchema = z.object({
  cpf: text({ error: giftMessages.cpfRequired })
    .trim()
    .min(1, giftMessages.cpfRequired)
    .refine(isValidCpf, giftMessages.cpfInvalid)
    .transform(onlyDigits),
});
export type DeliverGiftInput = z.input<typeof deliverGiftSchema>;

export const giftDeliveredSchema = z.object({
  id: z.number(),
  brinde: z.string(),
  custoCents: z.number(),
  cliente: z.string(),
});
export type GiftDelivered = z.infer<typeof giftDeliveredSchema>;

export const giftDeliverySchema = z.object({
  id: z.number(),
  nome: z.string(),
  custoCents: z.number(),
  origem: z.enum(['entrega', 'roleta']),
  cliente: z.string().nullable(),
  entregueEm: z.string(),
});
export type GiftDelivery = z.infer<typeof giftDeliverySchema>;

export const giftDeliveryListSchema = z.object({
  entregas: z.array(giftDeliverySchema),
  /** Sum of the cost of every gift delivered by the shop (the dashboard's 'Investimento em Prêmios'). */
  investimentoCents: z.number(),
});
export type GiftDeliveryList = z.infer<typeof giftDeliveryListSchema>;
