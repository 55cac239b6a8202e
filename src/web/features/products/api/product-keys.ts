/** Query keys of the catalogue; every product mutation invalidates `all`. */
export const productKeys = {
  all: ['products'] as const,
  list: (search: string) => ['products', 'list', { search }] as const,
  nextCode: ['products', 'next-code'] as const,
  categories: ['products', 'categories'] as const,
};
