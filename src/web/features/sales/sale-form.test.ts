import { describe, expect, it } from 'vitest';
import type { ProductSearchResult } from '../../../shared/contracts/products.ts';
import type { Sale } from '../../../shared/contracts/sales.ts';
import {
  addProduct,
  dueAfter,
  formTotals,
  installmentText,
  installmentValues,
  itemsForRequest,
  parseQuantity,
  receiptText,
  requote,
  whatsappReceiptHref,
} from './sale-form.ts';
import { isSaveShortcut } from './shortcut.ts';

const product = (over: Partial<ProductSearchResult> = {}): ProductSearchResult => ({
  id: 7,
  code: 12,
  name: 'Café 500g',
  priceCents: 1890,
  stock: 3,
  lowStockLevel: 5,
  isLowStock: true,
  barcode: '7891000100103',
  imageId: null,
  imageUrl: null,
  originalPriceCents: null,
  ...over,
});

describe('the sale form', () => {
  it('adds a product at its price, and one more when it is added again (a second scan)', () => {
    const once = addProduct([], product());
    expect(once).toHaveLength(1);
    expect(once[0]).toMatchObject({ productId: 7, quantity: '1', unitPrice: '18,90' });
    const twice = addProduct(once, product());
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe('2');
    const other = addProduct(twice, product({ id: 8, name: 'Açúcar' }));
    expect(other.map((l) => l.name)).toEqual(['Café 500g', 'Açúcar']);
  });

  it('reads quantities of at least 1 with up to 2 decimals', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity('2,5')).toBe(2.5);
    expect(parseQuantity('1,25')).toBe(1.25);
    expect(parseQuantity('0,5')).toBeNull();
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('1,255')).toBeNull();
    const line = { ...addProduct([], product())[0]!, quantity: '2,5' };
    expect(addProduct([line], product())[0]?.quantity).toBe('3,5');
  });

  it('totals the lines with the shared rounding rule, discounts and surcharges', () => {
    const [line] = addProduct([], product({ priceCents: 333 }));
    const lines = [{ ...line!, quantity: '1,5', discount: '1,00', surcharge: '0,50' }];
    const totals = formTotals(lines);
    // round_half_up(1.5 × 333) = 500 (499.5 rounds up); + 50 − 100.
    expect(totals).toMatchObject({
      itemsCents: 500,
      discountCents: 100,
      surchargeCents: 50,
      totalCents: 450,
      valid: true,
    });
    // The quoted price is not sent: the server charges its price at the moment of the sale.
    expect(itemsForRequest(lines)).toEqual([{ productId: 7, quantity: 1.5, discountCents: 100, surchargeCents: 50 }]);
    expect(formTotals([{ ...line!, quantity: '0' }]).valid).toBe(false);
  });

  it('sends the unit price only when the cashier changed the quoted one', () => {
    const [line] = addProduct([], product({ priceCents: 1606, originalPriceCents: 1890 }));
    expect(line).toMatchObject({ unitPrice: '16,06', quotedPriceCents: 1606, originalPriceCents: 1890 });
    expect(itemsForRequest([line!])[0]).not.toHaveProperty('unitPriceCents');
    expect(itemsForRequest([{ ...line!, unitPrice: '15,00' }])[0]).toMatchObject({ unitPriceCents: 1500 });
  });

  it('takes the new quotes on the lines whose price the cashier kept, and keeps the typed ones', () => {
    const lines = [
      ...addProduct([], product({ id: 1, code: 1, priceCents: 900, originalPriceCents: 1000 })),
      ...addProduct([], product({ id: 2, code: 2, priceCents: 450, originalPriceCents: 500 })),
    ];
    const typed = [lines[0]!, { ...lines[1]!, unitPrice: '4,00' }];
    // The promotion ended: the normal prices again.
    const quotes = [
      product({ id: 1, code: 1, priceCents: 1000, originalPriceCents: null }),
      product({ id: 2, code: 2, priceCents: 500, originalPriceCents: null }),
    ];
    const after = requote(typed, quotes);
    expect(after[0]).toMatchObject({ unitPrice: '10,00', quotedPriceCents: 1000, originalPriceCents: null });
    expect(after[1]).toMatchObject({ unitPrice: '4,00', quotedPriceCents: 500, originalPriceCents: null });
    expect(itemsForRequest(after)[0]).not.toHaveProperty('unitPriceCents');
    expect(itemsForRequest(after)[1]).toMatchObject({ unitPriceCents: 400 });
  });

  it('shows each installment, the odd cents going to the first ones', () => {
    expect(installmentValues(1000, 3)).toEqual([334, 333, 333]);
    expect(installmentText(1200, 3)).toBe('3x de R$\u00a04,00');
    expect(installmentText(1000, 3)).toBe('1x de R$\u00a03,34 + 2x de R$\u00a03,33');
  });

  it('counts what is still due, cash counting only up to it', () => {
    expect(dueAfter(5000, [{ type: 'pix', amountCents: 1000 }])).toBe(4000);
    expect(
      dueAfter(5000, [
        { type: 'pix', amountCents: 1000 },
        { type: 'dinheiro', receivedCents: 10000 },
      ]),
    ).toBe(0);
  });

  it('answers Alt+G by the key position too', () => {
    const key = { altKey: true, ctrlKey: false, metaKey: false, code: 'KeyG', key: '©' };
    expect(isSaveShortcut(key)).toBe(true);
    expect(isSaveShortcut({ ...key, altKey: false, key: 'g' })).toBe(false);
    expect(isSaveShortcut({ ...key, ctrlKey: true })).toBe(false);
  });

  it('writes the receipt for WhatsApp, to the customer or to a contact chosen there', () => {
    const sale: Sale = {
      id: 'b1c7f0f4-0000-4000-8000-000000000000',
      number: 3,
      soldAt: '2026-11-24T12:00:00.000Z',
      dia: '2026-11-24',
      customer: { id: 1, nome: 'Ana', cpf: '52998224725' },
      employee: { id: 4, nome: 'Joana' },
      notes: '',
      items: [
        {
          productId: 7,
          productCode: 12,
          name: 'Café',
          quantity: 2,
          unitPriceCents: 1000,
          discountCents: 0,
          surchargeCents: 0,
          totalCents: 2000,
        },
      ],
      payments: [{ type: 'credito', amountCents: 2000, installments: 2, receivedCents: null, changeCents: 0 }],
      itemsCents: 2000,
      discountCents: 0,
      surchargeCents: 0,
      totalCents: 2000,
      changeCents: 0,
      pointsAwarded: 20,
      cashbackEarnedCents: 0,
      loyalty: null,
    };
    const text = receiptText(sale, 'Mercearia');
    // The date and time in São Paulo, the customer, the seller, items, payments and points.
    expect(text).toContain('Venda nº 3 - 24/11/2026, 09:00');
    expect(text).toContain('Cliente: Ana');
    expect(text).toContain('Vendedor: Joana');
    expect(text).toContain('2 x Café: R$\u00a020,00');
    expect(text).toContain('*Total: R$\u00a020,00*');
    expect(text).toContain('Cartão de Crédito (2x): R$\u00a020,00');
    expect(text).toContain('Pontos ganhos: 20');
    expect(whatsappReceiptHref('https://wa.me/5511999998888', 'a b')).toBe('https://wa.me/5511999998888?text=a%20b');
    expect(whatsappReceiptHref(null, 'oi')).toBe('https://wa.me/?text=oi');
  });
});
