import type { PublicProduct } from '../../../../shared/contracts/products.ts';
import { MAX_ITEM_QUANTITY } from '../../../../shared/storefront.ts';

/** A cart line (spec: the product's id, price, name and image, and the quantity). */
export interface CartItem {
  productId: number;
  name: string;
  priceCents: number;
  imageUrl: string | null;
  quantity: number;
}

type CartProduct = Pick<PublicProduct, 'id' | 'name' | 'priceCents' | 'imageUrl'>;

/** Adding sets quantity 1, or adds 1 when the product is already there. */
export function addItem(items: CartItem[], product: CartProduct): CartItem[] {
  const existing = items.find((i) => i.productId === product.id);
  if (existing) return setQuantity(items, product.id, existing.quantity + 1);
  return [
    ...items,
    {
      productId: product.id,
      name: product.name,
      priceCents: product.priceCents,
      imageUrl: product.imageUrl,
      quantity: 1,
    },
  ];
}

/** A quantity of 0 or less removes the line. */
export function setQuantity(items: CartItem[], productId: number, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return items.filter((i) => i.productId !== productId);
  const q = Math.min(Math.floor(quantity), MAX_ITEM_QUANTITY);
  return items.map((i) => (i.productId === productId ? { ...i, quantity: q } : i));
}

export function cartCount(items: CartItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/** What the browser expects to pay; the server computes the real total from its own prices. */
export function cartTotalCents(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
}

/**
 * The cart brought in line with the shop's current products: lines of products that are gone
 * removed, names, prices and photos refreshed, quantities capped at the stock when it is tracked.
 */
export function reconcileCart(items: CartItem[], products: PublicProduct[]): { items: CartItem[]; changed: boolean } {
  const byId = new Map(products.map((p) => [p.id, p]));
  let changed = false;
  const next: CartItem[] = [];
  for (const item of items) {
    const product = byId.get(item.productId);
    const quantity = product ? Math.min(item.quantity, product.stock ?? item.quantity) : 0;
    if (!product || quantity <= 0) {
      changed = true;
      continue;
    }
    const fresh = { ...item, name: product.name, priceCents: product.priceCents, imageUrl: product.imageUrl, quantity };
    if (
      fresh.quantity !== item.quantity ||
      fresh.priceCents !== item.priceCents ||
      fresh.name !== item.name ||
      fresh.imageUrl !== item.imageUrl
    ) {
      changed = true;
    }
    next.push(fresh);
  }
  return { items: changed ? next : items, changed };
}
