import { describe, expect, it } from 'vitest';
import { addItem, cartCount, cartTotalCents, reconcileCart, setQuantity } from './cart-rules.ts';

const bread = { id: 1, name: 'Pão', priceCents: 99, imageUrl: null };
const cake = { id: 2, name: 'Bolo', priceCents: 3450, imageUrl: null };
const product = (p: typeof bread, stock: number | null) => ({
  ...p,
  code: p.id,
  category: '',
  description: '',
  stock,
  originalPriceCents: null,
});

describe('cart rules', () => {
  it('adds with quantity 1, then +1', () => {
    let items = addItem([], bread);
    expect(items).toEqual([{ productId: 1, name: 'Pão', priceCents: 99, imageUrl: null, quantity: 1 }]);
    items = addItem(addItem(items, bread), cake);
    expect(items.map((i) => [i.productId, i.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(cartCount(items)).toBe(3);
    expect(cartTotalCents(items)).toBe(2 * 99 + 3450);
  });

  it('changes quantities and removes at 0 or less', () => {
    const items = addItem(addItem([], bread), cake);
    expect(setQuantity(items, 1, 5).find((i) => i.productId === 1)?.quantity).toBe(5);
    expect(setQuantity(items, 1, 0).map((i) => i.productId)).toEqual([2]);
    expect(setQuantity(items, 2, -3).map((i) => i.productId)).toEqual([1]);
    expect(setQuantity(items, 1, 5000).find((i) => i.productId === 1)?.quantity).toBe(999);
  });

  it("follows the shop's current products: gone, repriced, short of stock", () => {
    const items = setQuantity(addItem(addItem([], bread), cake), 2, 4);
    const same = reconcileCart(items, [product(bread, null), product(cake, 10)]);
    expect(same).toEqual({ items, changed: false });
    const changed = reconcileCart(items, [product({ ...cake, priceCents: 3000 }, 3)]);
    expect(changed.changed).toBe(true);
    expect(changed.items).toEqual([{ productId: 2, name: 'Bolo', priceCents: 3000, imageUrl: null, quantity: 3 }]);
    expect(reconcileCart(items, [product(bread, 0), product(cake, null)]).items.map((i) => i.productId)).toEqual([2]);
  });
});
