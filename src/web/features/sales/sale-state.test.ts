import { describe, expect, it } from 'vitest';
import type { CustomerSummary } from '../../../shared/contracts/customers.ts';
import type { ProductSearchResult } from '../../../shared/contracts/products.ts';
import type { Sale } from '../../../shared/contracts/sales.ts';
import { formTotals } from './sale-form.ts';
import { newSaleState, type SaleAction, type SaleState, saleReducer, saveProblem } from './sale-state.ts';

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

const maria: CustomerSummary = {
  id: 3,
  cpf: '52998224725',
  nome: 'Maria Silva',
  telefone: '11987654321',
  dataNascimento: null,
  pointsBalance: 40,
  totalSpentCents: 12_000,
  createdAt: '2025-01-02T12:00:00.000Z',
};

const sale = (over: Partial<Sale> = {}): Sale =>
  ({
    id: 'venda-1',
    number: 15,
    soldAt: '2025-06-10T15:00:00.000Z',
    dia: '2025-06-10',
    customer: { id: 3, nome: 'Maria Silva', cpf: '52998224725' },
    employee: null,
    notes: '',
    items: [],
    payments: [],
    itemsCents: 1890,
    discountCents: 0,
    surchargeCents: 0,
    totalCents: 1890,
    changeCents: 0,
    pointsAwarded: 18,
    ...over,
  }) as Sale;

const run = (...actions: SaleAction[]) => actions.reduce<SaleState>(saleReducer, newSaleState('4', '10/06/2025'));

describe("Nova Venda's state", () => {
  it('starts empty, with the seller who sells and the day given', () => {
    const state = newSaleState('4', '10/06/2025');
    expect(state).toMatchObject({ employeeId: '4', date: '10/06/2025', lines: [], customer: null, saved: null });
    expect(saveProblem(state)).toBe('noItems');
  });

  it('adds an item, and one more of it when it is added again', () => {
    const once = run({ type: 'productAdded', product: product() });
    expect(once.lines).toHaveLength(1);
    expect(once.lines[0]).toMatchObject({ productId: 7, quantity: '1', unitPrice: '18,90' });
    const twice = saleReducer(once, { type: 'productAdded', product: product() });
    expect(twice.lines.map((l) => l.quantity)).toEqual(['2']);
    const other = saleReducer(twice, { type: 'productAdded', product: product({ id: 8, name: 'Açúcar' }) });
    expect(other.lines.map((l) => l.name)).toEqual(['Café 500g', 'Açúcar']);
  });

  it("changes an item's quantity and discount, and the totals follow", () => {
    const added = run({ type: 'productAdded', product: product() });
    const [line] = added.lines;
    if (!line) throw new Error('no line');
    const three = saleReducer(added, { type: 'lineChanged', index: 0, line: { ...line, quantity: '3' } });
    expect(formTotals(three.lines).totalCents).toBe(5670);
    const discounted = saleReducer(three, {
      type: 'lineChanged',
      index: 0,
      line: { ...three.lines[0]!, discount: '5,70' },
    });
    expect(formTotals(discounted.lines)).toMatchObject({ discountCents: 570, totalCents: 5100, valid: true });
    // A quantity that is not a number keeps the sale from the payments.
    const typo = saleReducer(discounted, { type: 'lineChanged', index: 0, line: { ...line, quantity: '0,5' } });
    expect(saveProblem(typo)).toBe('invalidLines');
  });

  it('removes an item, leaving the others', () => {
    const state = run(
      { type: 'productAdded', product: product() },
      { type: 'productAdded', product: product({ id: 8, name: 'Açúcar' }) },
      { type: 'lineRemoved', index: 0 },
    );
    expect(state.lines.map((l) => l.name)).toEqual(['Açúcar']);
  });

  it('chooses a customer and clears them', () => {
    const chosen = run({ type: 'customerChanged', customer: maria });
    expect(chosen.customer).toBe(maria);
    expect(saleReducer(chosen, { type: 'customerChanged', customer: null }).customer).toBeNull();
  });

  it('opens the payments only for a sale that can go (its date too), and closes them', () => {
    const badDate = run({ type: 'productAdded', product: product() }, { type: 'dateChanged', date: '31/02/2025' });
    expect(saveProblem(badDate)).toBe('invalidDate');
    const refused = saleReducer(badDate, { type: 'dateRefused', message: 'Data inválida.' });
    expect(refused).toMatchObject({ dateError: 'Data inválida.', paying: false });

    const fixed = saleReducer(refused, { type: 'dateChanged', date: '10/06/2025' });
    expect(saveProblem(fixed)).toBeNull();
    const paying = saleReducer(fixed, { type: 'paymentOpened' });
    expect(paying).toMatchObject({ paying: true, dateError: null });
    expect(saleReducer(paying, { type: 'paymentClosed' }).paying).toBe(false);
  });

  it('keeps the sale saved, with its customer for the receipt and the wheel', () => {
    const saved = run(
      { type: 'customerChanged', customer: maria },
      { type: 'productAdded', product: product() },
      { type: 'paymentOpened' },
      { type: 'saleSaved', sale: sale() },
    );
    expect(saved).toMatchObject({ paying: false, savedCustomer: maria });
    expect(saved.saved?.number).toBe(15);
  });

  it('makes a customer of the one registered with the sale', () => {
    const saved = run(
      { type: 'newCustomerChanged', customer: { cpf: '39053344705', nome: 'João Souza', telefone: '11912345678' } },
      { type: 'productAdded', product: product() },
      { type: 'saleSaved', sale: sale({ customer: { id: 9, nome: 'João Souza', cpf: '39053344705' } }) },
    );
    expect(saved.savedCustomer).toMatchObject({ id: 9, nome: 'João Souza', pointsBalance: 18, totalSpentCents: 1890 });
    const anonymous = run(
      { type: 'productAdded', product: product() },
      { type: 'saleSaved', sale: sale({ customer: null }) },
    );
    expect(anonymous.savedCustomer).toBeNull();
  });

  it('starts over after a sale: everything cleared, today and the seller again, a fresh payment form', () => {
    const before = run(
      { type: 'customerChanged', customer: maria },
      { type: 'sellerChanged', employeeId: '' },
      { type: 'notesChanged', notes: 'Entregar amanhã' },
      { type: 'productAdded', product: product() },
      { type: 'saleSaved', sale: sale() },
      { type: 'confirmDeleteChanged', open: true },
    );
    const next = saleReducer(before, { type: 'newSale', employeeId: '4', date: '11/06/2025' });
    expect(next).toEqual({ ...newSaleState('4', '11/06/2025'), formId: before.formId + 1 });
  });

  it('opens and closes the delete confirmation and the other actions', () => {
    const open = run({ type: 'confirmDeleteChanged', open: true }, { type: 'moreActionsChanged', open: true });
    expect(open).toMatchObject({ confirmingDelete: true, moreOpen: true });
    const closed = run({ type: 'confirmDeleteChanged', open: false }, { type: 'moreActionsChanged', open: false });
    expect(closed).toMatchObject({ confirmingDelete: false, moreOpen: false });
  });
});
