import { z } from 'zod';
import { isValidBirthDate } from '../calendar.ts';
import { checkoutMessages, ORDER_STATUSES, PAYMENT_METHODS } from '../checkout.ts';
import { isValidCpf, onlyDigits } from '../document.ts';
import { isValidPhone } from '../phone.ts';
import { MAX_CART_LINES, MAX_ITEM_QUANTITY } from '../storefront.ts';
import { INT4_MAX } from './ids.ts';
import { text } from './text.ts';

// The checkout's texts, labels and helpers live without zod in src/shared/checkout.ts (the web pages
// import them from there); the server's modules may keep reading them from the contract.
export {
  checkoutMessages,
  checkoutToastTitle,
  customerStatusLabels,
  firstName,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentLabels,
  placeholderEmail,
} from '../checkout.ts';

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

/** A buyer's pass: 43 characters of base64url (32 random bytes). */
export const buyerPassSchema = text()
  .max(64)
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Passe do comprador inválido.');

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
    /**
     * The buyer's pass: given by the birth-date step (or kept by this device from it) as the proof
     * of who the buyer is. With it the order's page shows the customer's points balance.
     */
    passe: buyerPassSchema.optional(),
  })
  .refine((o) => o.paymentMethod !== 'dinheiro' || o.noChangeNeeded || o.changeForCents !== null, {
    path: ['changeForCents'],
    message: checkoutMessages.change,
  });
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;

/** Checkout look-up by CPF: only whether the shop knows it, and the first name. */
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
  /** Proves, on this buyer's next orders, that the birth-date step was passed (see createOrderSchema.passe). */
  passe: z.string(),
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
  /** What this order gives on delivery (credited when the shop marks it entregue; nothing if cancelled). */
  pointsAwarded: z.number(),
  cashbackCents: z.number(),
  /**
   * The customer's points at this shop now (credited, spendable), only when the buyer proved who
   * they are (the birth-date step or this device's pass); null otherwise.
   */
  pointsBalance: z.number().nullable(),
  items: z.array(
    z.object({ name: z.string(), quantity: z.number(), unitPriceCents: z.number(), lineTotalCents: z.number() }),
  ),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;
/** The order, and the buyer's pass when the order carried a valid one (for this device to keep). */
export const createOrderResultSchema = z.object({ order: publicOrderSchema, passe: z.string().nullable() });
