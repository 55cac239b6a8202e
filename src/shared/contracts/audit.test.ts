import { describe, expect, it } from 'vitest';
import { formatCents } from '../money.ts';
import { describeAuditEntry } from './audit.ts';

describe("an authorised discount's sentence", () => {
  const discount = (after: Record<string, unknown>) =>
    describeAuditEntry({ action: 'sale.discount_authorized', entityId: 'a', before: null, after });

  it('says how much, the share of the full price, the sale and the limit it was above', () => {
    expect(discount({ number: 12, discountCents: 500, fullCents: 2500, limitPercent: 10, customerName: '' })).toBe(
      `Desconto de ${formatCents(500)} (20%) na venda nº 12, acima do limite do caixa de 10%`,
    );
  });

  it('writes a share that is not whole with one decimal place and a comma, and names the customer', () => {
    expect(
      discount({ number: 3, discountCents: 125, fullCents: 1000, limitPercent: 0, customerName: 'Ana Lima' }),
    ).toBe(`Desconto de ${formatCents(125)} (12,5%) na venda nº 3, acima do limite do caixa de 0% (cliente Ana Lima)`);
    expect(discount({ number: 4, discountCents: 100, fullCents: 300, limitPercent: 25 })).toContain('(33,3%)');
  });
});
