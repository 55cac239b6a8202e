import { brDateToIso, formatIsoDay } from '../../../../shared/calendar.ts';
import { checkoutMessages, checkoutToastTitle, type PaymentMethod } from '../../../../shared/checkout.ts';
import type { CheckoutCustomer, CreateOrderInput } from '../../../../shared/contracts/checkout.ts';
import { parseReaisToCents } from '../../../../shared/money.ts';
import { formatPhone } from '../../../../shared/phone.ts';
import { fieldErrors, inlineFieldErrors } from '../../../lib/form-errors.ts';
import type { CartItem } from '../cart/cart-rules.ts';

/** The checkout form as typed (dates as DD/MM/AAAA, money as reais text). */
export interface CheckoutForm {
  cpf: string;
  nome: string;
  telefone: string;
  dataNascimento: string;
  rua: string;
  numero: string;
  bairro: string;
  cidade: string;
  paymentMethod: PaymentMethod | '';
  changeFor: string;
  noChangeNeeded: boolean;
  observations: string;
}

export const emptyCheckoutForm: CheckoutForm = {
  cpf: '',
  nome: '',
  telefone: '',
  dataNascimento: '',
  rua: '',
  numero: '',
  bairro: '',
  cidade: '',
  paymentMethod: '',
  changeFor: '',
  noChangeNeeded: false,
  observations: '',
};

/** The personal fields a CPF look-up fills or clears. */
export const personalFields = ['nome', 'telefone', 'dataNascimento', 'rua', 'numero', 'bairro', 'cidade'] as const;

/** A customer into the form; one remembered on this device has no birth date (it is never kept). */
export function customerToForm(
  customer: Omit<CheckoutCustomer, 'dataNascimento' | 'passe'> & { dataNascimento?: string },
): Pick<CheckoutForm, (typeof personalFields)[number]> {
  return {
    nome: customer.nome,
    telefone: formatPhone(customer.telefone),
    dataNascimento: customer.dataNascimento ? formatIsoDay(customer.dataNascimento) : '',
    rua: customer.rua,
    numero: customer.numero,
    bairro: customer.bairro,
    cidade: customer.cidade,
  };
}

export type CheckoutCheck =
  | { ok: true; input: CreateOrderInput }
  | { ok: false; title: 'Erro' | 'Atenção'; message: string; fields: Record<string, string> };

function problem(fields: Record<string, string>): CheckoutCheck {
  const [field, message] = Object.entries(fields)[0] ?? ['_', checkoutMessages.required];
  const inline = inlineFieldErrors(fields, checkoutMessages.required);
  return { ok: false, title: checkoutToastTitle(field), message, fields: inline };
}

/**
 * The server's order schema, with zod: loaded on demand, so the checkout page's first load does
 * not carry zod (docs/decisions/024). Call it early (the form's first focus) to have it by the submit.
 */
export const loadOrderSchema = async () => (await import('../../../../shared/contracts/checkout.ts')).createOrderSchema;

/**
 * Checks the form with the server's own schema, in the spec's order: required fields, payment
 * method, change for cash. `totalCents` is the total the page shows: it goes with the order, and
 * the server refuses the order (409) when its prices now make another total.
 */
export async function checkCheckout(form: CheckoutForm, items: CartItem[], totalCents: number): Promise<CheckoutCheck> {
  const createOrderSchema = await loadOrderSchema();
  const cash = form.paymentMethod === 'dinheiro';
  const wantsChange = cash && !form.noChangeNeeded && form.changeFor.trim() !== '';
  // An amount that does not read as money goes in as NaN, for the schema's own message in its turn.
  const changeForCents = wantsChange ? (parseReaisToCents(form.changeFor) ?? Number.NaN) : null;
  const input: CreateOrderInput = {
    cpf: form.cpf,
    nome: form.nome,
    telefone: form.telefone,
    dataNascimento: form.dataNascimento.trim() ? (brDateToIso(form.dataNascimento) ?? 'invalida') : '',
    rua: form.rua,
    numero: form.numero,
    bairro: form.bairro,
    cidade: form.cidade,
    paymentMethod: form.paymentMethod as PaymentMethod,
    changeForCents,
    noChangeNeeded: cash && form.noChangeNeeded,
    observations: form.observations,
    items: items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
    // The total the page shows: if the prices changed (a flash promotion ended), the server says so.
    expectedTotalCents: totalCents,
  };
  const parsed = createOrderSchema.safeParse(input);
  if (!parsed.success) return problem(fieldErrors(parsed.error));
  if (changeForCents !== null && changeForCents < totalCents) {
    return problem({ changeForCents: checkoutMessages.changeTooLow(totalCents) });
  }
  return { ok: true, input };
}
