import { describe, expect, it } from 'vitest';
import { LARGEST_SHARE, medianShop, ONLINE_SHARE, planShops } from './scale-plan.ts';

describe('planShops', () => {
  const size = { shops: 200, sales: 10_000_000, customers: 1_000_000, days: 365 };
  const plans = planShops(size);

  it('shares out exactly the sales and customers asked for', () => {
    expect(plans).toHaveLength(200);
    expect(plans.reduce((sum, p) => sum + p.counterSales + p.orders, 0)).toBe(size.sales);
    expect(plans.reduce((sum, p) => sum + p.customers, 0)).toBe(size.customers);
    expect(new Set(plans.map((p) => p.email)).size).toBe(200);
  });

  it('gives the largest shop about 5% and a skewed curve to the rest', () => {
    const sales = plans.map((p) => p.counterSales + p.orders);
    expect(sales[0]).toBeCloseTo(size.sales * LARGEST_SHARE, -3);
    expect(sales[1]).toBeLessThan(sales[0] as number);
    for (let i = 2; i < sales.length; i++) expect(sales[i]).toBeLessThanOrEqual(sales[i - 1] as number);
    expect((sales[1] as number) / (sales[199] as number)).toBeGreaterThan(10);
    const median = medianShop(plans);
    expect(median.index).toBe(100);
    expect(plans[0]?.orders).toBe(Math.round((sales[0] as number) * ONLINE_SHARE));
  });
});
