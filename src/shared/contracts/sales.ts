import { z } from 'zod';
import { parseIsoDay } from '../calendar.ts';
import { isValidCpf, onlyDigits } from '../document.ts';
import { isValidPhone } from '../phone.ts';
import { hasAtMost3Decimals } from '../sale-math.ts';
import { dayQuerySchema } from './day-query.ts';
import { INT4_MAX, idIn } from './ids.ts';
import { text } from './text.ts';

/**
 * How far back a counter sale may be dated: a sale keyed in late (the card machine's receipts of
 * the weekend), never last year's.
 */
export const MAX_SALE_DAYS_BACK = 7;

/** The point of sale's texts (the spec's, plus the server's in the same style). */
export const saleMessages = {
  noItems: 'Adicione pelo menos um produto à venda!',
  noItemsToFinish: 'Adicione pelo menos um produto para finalizar a venda!',
  saved: (total: string) => `Venda salva com sucesso! Total: ${total}`,
  saveFailed: 'Erro ao salvar a venda. Tente novamente.',
  deleted: 'Venda excluída com sucesso!',
  deleteFailed: 'Erro ao excluir a venda.',
  notFound: 'Venda não encontrada.',
  customerNotFound: 'Cliente não encontrado.',
  employeeNotFound: 'Funcionário não encontrado.',
  productNotFound: 'Produto não encontrado.',
  customerOrNew: 'Escolha um cliente cadastrado ou informe um CPF novo, não os dois.',
  cpfInvalid: 'CPF inválido. Confira os números.',
  nameRequired: 'Informe o nome do cliente.',
  phoneInvalid: 'Celular inválido. Use DDD e número.',
  dateInvalid: 'Data inválida.',
  dateInFuture: 'A data da venda não pode ser no futuro.',
  dateTooOld: `A data da venda pode ser hoje ou até ${MAX_SALE_DAYS_BACK} dias atrás.`,
  itemNameRequired: 'Informe o produto ou a descrição do item.',
  quantityInvalid: 'Informe uma quantidade maior que zero, com até 3 casas decimais.',
  quantityTooHigh: 'Quantidade muito alta.',
  priceInvalid: 'Informe um preço de zero ou mais, em centavos inteiros.',
  amountInvalid: 'Informe um valor de zero ou mais, em centavos inteiros.',
  paymentAmountInvalid: 'Informe um valor de pagamento maior que zero.',
  installmentsInvalid: 'Parcelas: de 1 a 12.',
  paymentTypeInvalid: 'Forma de pagamento inválida.',
  tooBig: 'Valor da venda muito alto.',
  wholeQuantity: (name: string) => `O estoque de ${name} é contado em unidades: use uma quantidade inteira.`,
  outOfStock: (name: string, available: number) => `Estoque insuficiente para ${name}. Disponível: ${available}.`,
  needsCustomer: 'Escolha o cliente para pagar com cashback ou crédito da loja.',
  cashbackInsufficient: (available: string) => `Cashback insuficiente. Disponível: ${available}.`,
  creditInsufficient: (available: string) => `Crédito da loja insuficiente. Disponível: ${available}.`,
  keyRequired: 'Informe a chave da venda (Idempotency-Key).',
  keyInvalid: 'Chave de idempotência inválida.',
  spinUsed: 'O giro da roleta ganho com esta venda já foi usado: a venda não pode ser excluída.',
  cashbackUsed: 'O cashback ganho com esta venda já foi usado em outra compra: exclua aquela compra primeiro.',
  pointsUsed: 'Os pontos desta venda já foram usados: a venda não pode ser excluída.',
  pricesChanged: 'Os preços mudaram (promoção relâmpago). Os itens foram atualizados: confira o total e salve de novo.',
} as const;

/** The most a price, discount, surcharge or payment can be: R$ 1 million. */
export const MAX_AMOUNT_CENTS = 100_000_000;
/** The most a sale's total can be: R$ 10 million. */
export const MAX_SALE_TOTAL_CENTS = 1_000_000_000;
export const MAX_QUANTITY = 9_999.999;
export const MAX_ITEMS = 200;
export const MAX_PAYMENTS = 10;

const cents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_AMOUNT_CENTS, message);
const positiveCents = z
  .number({ error: saleMessages.paymentAmountInvalid })
  .int(saleMessages.paymentAmountInvalid)
  .min(1, saleMessages.paymentAmountInvalid)
  .max(MAX_AMOUNT_CENTS, saleMessages.paymentAmountInvalid);

/** A calendar day 'YYYY-MM-DD' (São Paulo); whether it is in the future is the server's check. */
export const saleDay = text({ error: saleMessages.dateInvalid }).refine(
  (v) => parseIsoDay(v) !== null,
  saleMessages.dateInvalid,
);

const quantity = z
  .number({ error: saleMessages.quantityInvalid })
  .gt(0, saleMessages.quantityInvalid)
  .max(MAX_QUANTITY, saleMessages.quantityTooHigh)
  .refine(hasAtMost3Decimals, saleMessages.quantityInvalid);

/**
 * One line: a product of the shop (its price by default; a given unit price is the cashier's) or a
 * free item with its own name and price. Quantities above 0 with up to 3 decimals (weighed goods).
 */
export const saleItemInputSchema = z
  .object({
    productId: idIn(saleMessages.productNotFound).optional(),
    name: text({ error: saleMessages.itemNameRequired }).trim().max(120, 'Use no máximo 120 caracteres.').optional(),
    quantity,
    unitPriceCents: cents(saleMessages.priceInvalid).optional(),
    discountCents: cents(saleMessages.amountInvalid).default(0),
    surchargeCents: cents(saleMessages.amountInvalid).default(0),
  })
  .refine((i) => i.productId !== undefined || (i.name !== undefined && i.name !== ''), {
    error: saleMessages.itemNameRequired,
    path: ['name'],
  })
  .refine((i) => i.productId !== undefined || i.unitPriceCents !== undefined, {
    error: saleMessages.priceInvalid,
    path: ['unitPriceCents'],
  });

export const PAYMENT_INPUT_TYPES = ['dinheiro', 'credito', 'debito', 'pix', 'cashback', 'credito_loja'] as const;

/** A payment: cash with what was handed over (the excess is change), or an amount of another type. */
export const salePaymentInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('dinheiro'), receivedCents: positiveCents }),
    z.object({
      type: z.literal('credito'),
      amountCents: positiveCents,
      installments: z
        .number({ error: saleMessages.installmentsInvalid })
        .int(saleMessages.installmentsInvalid)
        .min(1, saleMessages.installmentsInvalid)
        .max(12, saleMessages.installmentsInvalid)
        .default(1),
    }),
    z.object({ type: z.enum(['debito', 'pix', 'cashback', 'credito_loja']), amountCents: positiveCents }),
  ],
  { error: saleMessages.paymentTypeInvalid },
);

/** A customer registered on the spot at the counter. */
export const newSaleCustomerSchema = z.object({
  cpf: text({ error: saleMessages.cpfInvalid })
    .trim()
    .refine(isValidCpf, saleMessages.cpfInvalid)
    .transform(onlyDigits),
  nome: text({ error: saleMessages.nameRequired })
    .trim()
    .min(1, saleMessages.nameRequired)
    .max(120, 'Use no máximo 120 caracteres.'),
  telefone: text({ error: saleMessages.phoneInvalid })
    .trim()
    .refine((v) => v === '' || isValidPhone(v), saleMessages.phoneInvalid)
    .transform(onlyDigits)
    .default(''),
});

export type NewSaleCustomer = z.output<typeof newSaleCustomerSchema>;

export const saleInputSchema = z
  .object({
    /** A customer of the shop, or */
    customerId: idIn(saleMessages.customerNotFound).nullish(),
    /** a new CPF registered on the spot (an existing CPF of the shop is that customer), or neither. */
    newCustomer: newSaleCustomerSchema.nullish(),
    employeeId: idIn(saleMessages.employeeNotFound).nullish(),
    /** Today in São Paulo when left out; never in the future. */
    date: saleDay.optional(),
    notes: text().trim().max(500, 'Use no máximo 500 caracteres.').default(''),
    items: z
      .array(saleItemInputSchema, { error: saleMessages.noItems })
      .min(1, saleMessages.noItems)
      .max(MAX_ITEMS, `No máximo ${MAX_ITEMS} itens por venda.`),
    payments: z.array(salePaymentInputSchema).max(MAX_PAYMENTS, `No máximo ${MAX_PAYMENTS} pagamentos.`).default([]),
    /** The save's key when the Idempotency-Key header cannot be sent (the header wins). */
    idempotencyKey: z.uuid(saleMessages.keyInvalid).optional(),
    /**
     * The total the screen showed. When given and the server's prices now make another total (a
     * flash promotion ended or began since the products were added), the sale is refused (409
     * 'price_changed').
     */
    expectedTotalCents: z.number().int().min(0).max(INT4_MAX).optional(),
  })
  .refine((s) => !(s.customerId && s.newCustomer), { error: saleMessages.customerOrNew, path: ['newCustomer'] });
export type SaleInput = z.input<typeof saleInputSchema>;
export type SaleInputParsed = z.output<typeof saleInputSchema>;

/** `?data=` of the sales list: today in São Paulo when absent. */
export const saleListQuerySchema = dayQuerySchema(saleDay);
export const saleIdParams = z.object({ id: z.uuid(saleMessages.notFound) });

const saleItemSchema = z.object({
  productId: z.number().nullable(),
  productCode: z.number().nullable(),
  name: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  discountCents: z.number(),
  surchargeCents: z.number(),
  /** round_half_up(quantity × unit price) + surcharge − discount. */
  totalCents: z.number(),
});

const salePaymentSchema = z.object({
  type: z.string(),
  amountCents: z.number(),
  installments: z.number(),
  receivedCents: z.number().nullable(),
  changeCents: z.number(),
});

export const saleSchema = z.object({
  id: z.string(),
  number: z.number(),
  soldAt: z.string(),
  /** The São Paulo calendar day of the sale. */
  dia: z.string(),
  customer: z.object({ id: z.number().nullable(), nome: z.string(), cpf: z.string() }).nullable(),
  employee: z.object({ id: z.number().nullable(), nome: z.string() }).nullable(),
  notes: z.string(),
  items: z.array(saleItemSchema),
  payments: z.array(salePaymentSchema),
  itemsCents: z.number(),
  discountCents: z.number(),
  surchargeCents: z.number(),
  totalCents: z.number(),
  changeCents: z.number(),
  pointsAwarded: z.number(),
  cashbackEarnedCents: z.number(),
  /**
   * The sale counted toward the loyalty rule (a customer was given): `giroLiberado` says this was
   * the 10th, 20th... purchase of at least the minimum; spin it with POST
   * /api/loyalty/validations/:validacaoId/spin.
   */
  loyalty: z
    .object({
      validacaoId: z.number(),
      compraValida: z.boolean(),
      giroLiberado: z.boolean(),
      giroUsado: z.boolean(),
    })
    .nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

export const saleListSchema = z.object({ dia: z.string(), sales: z.array(saleSchema) });
export type SaleList = z.infer<typeof saleListSchema>;
