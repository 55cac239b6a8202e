import type { OwnerOrder } from '../../../../shared/contracts/owner-orders.ts';

/** 'Rua das Acácias, 12 – Centro, Campinas – CEP 13000-000', leaving out what is empty. */
export function formatAddress(address: OwnerOrder['address']): string {
  const street = [address.street, address.number].filter(Boolean).join(', ');
  const place = [address.neighborhood, address.city].filter(Boolean).join(', ');
  const zip = address.zip && address.zip !== '00000-000' ? `CEP ${address.zip}` : '';
  return [street, place, zip].filter(Boolean).join(' – ');
}
