import { z } from 'zod';
import { isValidBirthDate } from '../dates.ts';
import { isValidCpf, onlyDigits } from '../document.ts';
import { formatCents } from '../money.ts';
import { isValidPhone } from '../phone.ts';
import { MAX_CART_LINES, MAX_ITEM_QUANTITY } from '../storefront.ts';
import { INT4_MAX } from './ids.ts';
import { text } from './text.ts';

export const PAYMENT_METHODS = ['dinheiro', 'cartao_credito', 'cartao_debito', 'pix'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentLabels: Record<PaymentMethod, string> = {
  dinheiro: 'Dinheiro',
  cartao_credito: 'Cartão de Crédito',
  cartao_debito: 'Cartão de Débito',
  pix: 'PIX',
};

export const ORDER_STATUSES = ['pendente', 'preparando', 'pronto', 'entregue'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The status as the buyer reads it (spec: the success page labels pendente 'Recebido'). */
export const customerStatusLabels: Record<OrderStatus, string> = {
  pendente: 'Recebido',
  preparando: 'Em preparo',
  pronto: 'Pronto',
  entregue: 'Entregue',
};

/** The spec's checkout messages (toast titles 'Erro' and 'Atenção'), plus the ones of the real server. */
export const checkoutMessages = {
  required: 'Por favor, preencha todos os campos obrigatórios (CPF, Nome, Telefone e Data de Nascimento).',
  payment: 'Por favor, selecione uma forma de pagamento.',
  change: 'Por favor, informe o valor para troco nas observações.',
  changeTooLow: (totalCents: number) =>
    `O valor para troco deve ser igual ou maior que o total do pedido (${formatCents(totalCents)}).`,
  invalidCpf: 'CPF inválido. Confira os números.',
  invalidPhone: 'Telefone inválido. Use DDD e número.',
  invalidBirthDate: 'Data de nascimento inválida. Use DD/MM/AAAA.',
  invalidAmount: 'Valor inválido. Use, por exemplo, 50,00.',
  emptyCart: 'Seu carrinho está vazio.',
  tooBig: 'Pedido muito grande. Divida em pedidos menores ou fale com a loja.',
  outOfStock: (name: string, available: number) => `Estoque insuficiente para ${name}. Disponível: ${available}.`,
  productUnavailable: 'Um produto do seu carrinho não está mais disponível nesta loja. Revise o carrinho.',
  birthDateMismatch: 'A data de nascimento não confere com o cadastro. Preencha seus dados abaixo.',
  orderSent: { title: 'Pedido enviado!', description: 'Seu pedido foi enviado para a loja. Aguarde o contato!' },
  orderNotFound: 'Pedido não encontrado',
  emptyCartTitle: 'Carrinho vazio',
} as const;

/** Which toast title a checkout problem gets: the spec's 'Atenção' for payment, 'Erro' for the rest. */
export function checkoutToastTitle(field: string | undefined): 'Erro' | 'Atenção' {
  return field === 'paymentMethod' || field === 'changeForCents' ? 'Atenção' : 'Erro';
}

/** The spec's placeholder for the customer's e-mail when the shop has none on file. */
export function placeholderEmail(cpf: string): string {
  return `${onlyDigits(cpf)}@cliente.fidelizaloja.com.br`;
}

const required = (max: number) =>
  text({ error: checkoutMessages.required })
    .trim()
    .min(1, checkoutMessages.required)
    .max(max, `Use no máximo ${max} caracteres.`);
const optional = (max: number) => text().trim().max(max, `Use no máximo ${max} caracteres.`).default('');

export const cpfSchema = required(14).refine(isValidCpf, checkoutMessages.invalidCpf).transform(onlyDigits);
export const birthDateSchema = text({ error: checkoutMessages.required })
  .trim()
  .min(1, checkoutMessages.required)
  .refine((v) => isValidBirthDate(v), checkoutMessages.invalidBirthDate);

/** The customer part of the checkout form (required: CPF, name, phone and birth date; address optional). */
export const checkoutCustomerFields = {
  cpf: cpfSchema,
  nome: required(120),
  telefone: required(20).refine(isValidPhone, checkoutMessages.invalidPhone).transform(onlyDigits),
  /** 'YYYY-MM-DD'. */
  dataNascimento: birthDateSchema,
  rua: optional(200),
  numero: optional(20),
  bairro: optional(100),
  cidade: optional(100),
};

/**
 * An order from the storefront. Only product ids and quantities: prices and totals are the server's.
 * The keys are in the order the form checks them, so the first message is the one to show.
 */
export const createOrderSchema = z
  .object({
    ...checkoutCustomerFields,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: checkoutMessages.payment }),
    /** Cash: the amount the customer will pay with, in cents (the shop brings the change). */
    changeForCents: z
      .number({ error: checkoutMessages.invalidAmount })
      .int(checkoutMessages.invalidAmount)
      .positive(checkoutMessages.invalidAmount)
      .max(100_000_000, checkoutMessages.invalidAmount)
      .nullable()
      .default(null),
    noChangeNeeded: z.boolean().default(false),
    observations: optional(500),
    items: z
      .array(
        z.object({
          productId: z.number().int().positive().max(INT4_MAX),
          quantity: z
            .number()
            .int('Quantidade inválida.')
            .min(1, 'Quantidade inválida.')
            .max(MAX_ITEM_QUANTITY, `No máximo ${MAX_ITEM_QUANTITY} unidades por produto.`),
        }),
      )
      .min(1, checkoutMessages.emptyCart)
      .max(MAX_CART_LINES, `No máximo ${MAX_CART_LINES} produtos diferentes por pedido.`),
    /** Also accepted as the Idempotency-Key header: one per checkout attempt. */
    idempotencyKey: z.uuid('Chave de idempotência inválida.').optional(),
    /**
     * The total the page showed. When given and the server's prices now make another total (a
     * flash promotion ended or began meanwhile), the order is refused (409 'price_changed').
     */
    expectedTotalCents: z.number().int().min(0).max(INT4_MAX).optional(),
  })
  .refine((o) => o.paymentMethod !== 'dinheiro' || o.noChangeNeeded || o.changeForCents !== null, {
    path: ['changeForCents'],
    message: checkoutMessages.change,
  });
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;

/** Checkout look-up by CPF (DESIGN 4.6): only whether the shop knows it, and the first name. */
export const customerLookupSchema = z.object({ cpf: cpfSchema });
export const customerLookupResultSchema = z.object({ found: z.boolean(), firstName: z.string().nullable() });
export type CustomerLookupResult = z.infer<typeof customerLookupResultSchema>;

/** The rest of a known customer's data, once they confirm their birth date. */
export const customerConfirmSchema = z.object({ cpf: cpfSchema, dataNascimento: birthDateSchema });
export const checkoutCustomerSchema = z.object({
  nome: z.string(),
  telefone: z.string(),
  dataNascimento: z.string(),
  rua: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
});
export type CheckoutCustomer = z.infer<typeof checkoutCustomerSchema>;

/** An order as its buyer sees it on the confirmation page (the random id is the proof). */
export const publicOrderSchema = z.object({
  id: z.string(),
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  store: z.object({ id: z.number(), nomeEmpresa: z.string(), telefone: z.string() }),
  customerFirstName: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  changeForCents: z.number().nullable(),
  totalCents: z.number(),
  pointsAwarded: z.number(),
  /** The customer's points at this shop now. */
  pointsBalance: z.number(),
  items: z.array(
    z.object({ name: z.string(), quantity: z.number(), unitPriceCents: z.number(), lineTotalCents: z.number() }),
  ),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;
export const createOrderResultSchema = z.object({ order: publicOrderSchema });

/** The first word of a name, for a greeting. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
