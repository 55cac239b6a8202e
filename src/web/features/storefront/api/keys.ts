/** Query keys of the public pages of a shop (their own entry's data layer): the shop, and a buyer's order. */
export const storefrontKeys = {
  store: (storeId: number) => ['storefront', storeId] as const,
  buyerOrder: (orderId: string) => ['storefront', 'order', orderId] as const,
};
