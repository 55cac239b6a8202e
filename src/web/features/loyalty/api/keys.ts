/** Query keys of Fidelidade: its settings (minimum, wheel) and a customer's card, by CPF. */
export const loyaltyKeys = {
  config: ['loyalty', 'config'] as const,
  customers: ['loyalty', 'customer'] as const,
  customer: (cpf: string) => [...loyaltyKeys.customers, cpf] as const,
};
