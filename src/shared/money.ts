const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money is integer cents everywhere; this is how it is shown. */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}
