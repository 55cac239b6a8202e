/** Query keys of the sale screen. */
export const saleKeys = {
  all: ['sales'] as const,
  productSearch: (q: string) => ['sales', 'product-search', q] as const,
  customerSearch: (q: string) => ['sales', 'customer-search', q] as const,
};
