import { useCallback, useSyncExternalStore } from 'react';
import { addItem, type CartItem, setQuantity } from './cart-rules.ts';

/**
 * The cart of each shop lives in this browser's localStorage under 'cart_{storeId}' (the spec's
 * key), so it survives a reload and is shared by the shop's page and its checkout.
 */
const PREFIX = 'cart_';
const memory = new Map<string, string>();
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; items: CartItem[] }>();

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage refused (private mode, disabled): keep the cart for this visit only.
    return memory.get(key) ?? null;
  }
}

function writeRaw(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
  for (const listener of listeners) listener();
}

function isCartItem(value: unknown): value is CartItem {
  const v = value as CartItem;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.productId) &&
    typeof v.name === 'string' &&
    Number.isInteger(v.priceCents) &&
    Number.isInteger(v.quantity) &&
    v.quantity > 0 &&
    (v.imageUrl === null || typeof v.imageUrl === 'string')
  );
}

function parse(raw: string | null): { items: CartItem[]; updatedAt: number } {
  try {
    const data = raw ? JSON.parse(raw) : null;
    const items = Array.isArray(data?.items) ? data.items.filter(isCartItem) : [];
    return { items, updatedAt: Number(data?.updatedAt) || 0 };
  } catch {
    return { items: [], updatedAt: 0 };
  }
}

export function readCart(storeId: number): CartItem[] {
  const key = `${PREFIX}${storeId}`;
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.items;
  const items = parse(raw).items;
  cache.set(key, { raw, items });
  return items;
}

export function writeCart(storeId: number, items: CartItem[]): void {
  writeRaw(`${PREFIX}${storeId}`, items.length ? JSON.stringify({ items, updatedAt: Date.now() }) : null);
}

/** The shop whose cart was touched last and still has items (for the bare /checkout). */
export function latestCartStoreId(): number | null {
  let best: { storeId: number; updatedAt: number } | null = null;
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      const storeId = key?.startsWith(PREFIX) ? Number(key.slice(PREFIX.length)) : Number.NaN;
      if (!Number.isInteger(storeId) || storeId <= 0) continue;
      const { items, updatedAt } = parse(readRaw(key ?? ''));
      if (items.length && (!best || updatedAt > best.updatedAt)) best = { storeId, updatedAt };
    }
  } catch {
    return null;
  }
  return best?.storeId ?? null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed a cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: CartItem[] = [];
const serverSnapshot = () => EMPTY;

/** The shop's cart and the spec's operations on it. */
export function useCart(storeId: number) {
  const items = useSyncExternalStore(subscribe, () => readCart(storeId), serverSnapshot);
  const update = useCallback(
    (change: (items: CartItem[]) => CartItem[]) => writeCart(storeId, change(readCart(storeId))),
    [storeId],
  );
  return {
    items,
    add: useCallback((product: Parameters<typeof addItem>[1]) => update((list) => addItem(list, product)), [update]),
    setQuantity: useCallback(
      (productId: number, quantity: number) => update((list) => setQuantity(list, productId, quantity)),
      [update],
    ),
    replace: useCallback((next: CartItem[]) => writeCart(storeId, next), [storeId]),
    clear: useCallback(() => writeCart(storeId, []), [storeId]),
  };
}
