// How the scale data set is shared among its shops: the largest shop holds about 5% of the
// sales, the others follow a Zipf-like curve (weight 1/(rank + 10)), so a few shops are big and
// most are small. Customers follow the same shares.

export interface ScaleSize {
  shops: number;
  /** Counter sales and online orders together. */
  sales: number;
  customers: number;
  /** The period the sales are spread over, ending now. */
  days: number;
}

export interface ShopPlan {
  index: number;
  email: string;
  name: string;
  counterSales: number;
  orders: number;
  customers: number;
}

export const SCALE_EMAIL_DOMAIN = 'escala.fidelizaloja.com.br';
export const SCALE_PASSWORD = 'escala2025';
/** The share of the sales that are online orders. */
export const ONLINE_SHARE = 0.15;
export const LARGEST_SHARE = 0.05;

const SEGMENTS = ['Padaria', 'Mercearia', 'Café', 'Lanchonete', 'Empório', 'Confeitaria'];

/** Splits `total` in proportion to the weights, the rounding remainder going to the largest. */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[0] = (parts[0] as number) + total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

export function shopWeights(shops: number): number[] {
  if (shops === 1) return [1];
  const rest = Array.from({ length: shops - 1 }, (_, k) => 1 / (k + 1 + 10));
  const restSum = rest.reduce((a, b) => a + b, 0);
  // The largest holds 5%, unless there are too few shops for that to be the largest share.
  const largest = Math.max(LARGEST_SHARE, (rest[0] as number) / restSum);
  return [largest, ...rest.map((w) => (w / restSum) * (1 - largest))];
}

export function planShops(size: ScaleSize): ShopPlan[] {
  const weights = shopWeights(size.shops);
  const sales = apportion(size.sales, weights);
  const customers = apportion(size.customers, weights);
  return weights.map((_, index) => {
    const total = sales[index] as number;
    const orders = Math.round(total * ONLINE_SHARE);
    const n = String(index + 1).padStart(3, '0');
    return {
      index,
      email: `loja-${n}@${SCALE_EMAIL_DOMAIN}`,
      name: `${SEGMENTS[index % SEGMENTS.length]} Escala ${n}`,
      counterSales: total - orders,
      orders,
      // Every shop with sales has at least one customer (online orders need one).
      customers: Math.max(customers[index] as number, total > 0 ? 1 : 0),
    };
  });
}

/** The shop at the middle of the ranking by sales (the "median shop" of the benchmark). */
export function medianShop(plans: ShopPlan[]): ShopPlan {
  const ranked = [...plans].sort((a, b) => b.counterSales + b.orders - (a.counterSales + a.orders));
  return ranked[Math.floor(ranked.length / 2)] as ShopPlan;
}
