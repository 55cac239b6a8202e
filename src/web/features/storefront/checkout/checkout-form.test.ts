import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../../shared/checkout.ts';
import { FIELD_REQUIRED } from '../../../lib/form-errors.ts';
import type { CartItem } from '../cart/cart-rules.ts';
import { type CheckoutForm, checkCheckout, emptyCheckoutForm } from './checkout-form.ts';

const items: CartItem[] = [{ productId: 1, name: 'Pão', priceCents: 1000, imageUrl: null, quantity: 2 }];
const filled: CheckoutForm = {
  ...emptyCheckoutForm,
  cpf: '529.982.247-25',
  nome: 'Ana Paula',
  telefone: '(11) 98765-4321',
  dataNascimento: '17/05/1990',
  paymentMethod: 'pix',
};
const check = (form: Partial<CheckoutForm>) => checkCheckout({ ...filled, ...form }, items, 2000);

describe('checking the checkout form', () => {
  it("asks for the required fields first, with the spec's message and title", async () => {
    const res = await checkCheckout({ ...emptyCheckoutForm }, items, 2000);
    expect(res).toMatchObject({ ok: false, title: 'Erro', message: checkoutMessages.required });
    if (res.ok) return;
    expect(res.fields).toMatchObject({
      cpf: FIELD_REQUIRED,
      nome: FIELD_REQUIRED,
      telefone: FIELD_REQUIRED,
      dataNascimento: FIELD_REQUIRED,
    });
  });

  it('then the payment method, then the change for cash, under the title Atenção', async () => {
    expect(await check({ paymentMethod: '' })).toMatchObject({ title: 'Atenção', message: checkoutMessages.payment });
    expect(await check({ paymentMethod: 'dinheiro' })).toMatchObject({
      title: 'Atenção',
      message: checkoutMessages.change,
    });
    expect(await check({ paymentMethod: 'dinheiro', changeFor: 'muito' })).toMatchObject({
      message: checkoutMessages.invalidAmount,
    });
    expect(await check({ paymentMethod: 'dinheiro', changeFor: '15' })).toMatchObject({
      message: checkoutMessages.changeTooLow(2000),
    });
  });

  it('checks formats: CPF digits, phone, birth date', async () => {
    expect(await check({ cpf: '529.982.247-24' })).toMatchObject({ message: checkoutMessages.invalidCpf });
    expect(await check({ telefone: '1234' })).toMatchObject({ message: checkoutMessages.invalidPhone });
    expect(await check({ dataNascimento: '31/02/1990' })).toMatchObject({ message: checkoutMessages.invalidBirthDate });
  });

  it('builds the order body: ids and quantities only, dates in ISO, change in cents', async () => {
    const res = await check({ paymentMethod: 'dinheiro', changeFor: '50,00' });
    expect(res).toMatchObject({
      ok: true,
      input: {
        cpf: '529.982.247-25',
        dataNascimento: '1990-05-17',
        paymentMethod: 'dinheiro',
        changeForCents: 5000,
        noChangeNeeded: false,
        items: [{ productId: 1, quantity: 2 }],
        // The total the page shows goes along, for the server to compare with its prices now.
        expectedTotalCents: 2000,
      },
    });
    expect(await check({ paymentMethod: 'dinheiro', noChangeNeeded: true, changeFor: 'x' })).toMatchObject({
      ok: true,
      input: { changeForCents: null, noChangeNeeded: true },
    });
    expect(await check({ paymentMethod: 'pix', changeFor: '50' })).toMatchObject({
      ok: true,
      input: { changeForCents: null },
    });
  });
});
