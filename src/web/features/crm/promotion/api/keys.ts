/** Query keys of the flash promotion card. */
export const promotionKeys = {
  all: ['promotions'] as const,
  flash: () => [...promotionKeys.all, 'flash'] as const,
  products: (search: string) => [...promotionKeys.all, 'products', search] as const,
};
