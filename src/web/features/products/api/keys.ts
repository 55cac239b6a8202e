/** Query keys of the catalogue; every product mutation invalidates `all`. */
export const productKeys = {
  all: ['products'] as const,
  list: (search: string, lowStock = false) => ['products', 'list', { search, lowStock }] as const,
  nextCode: ['products', 'next-code'] as const,
  categories: ['products', 'categories'] as const,
};
