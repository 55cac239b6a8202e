/** Query keys of Brindes: the gifts, and the deliveries with the prizes' investment (a wheel's prize adds one). */
export const giftKeys = {
  all: ['gifts'] as const,
  deliveries: ['gift-deliveries'] as const,
};
