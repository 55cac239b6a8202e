import { describe, expect, it } from 'vitest';
import { isBuilt, ownerPathNames } from '../../shared/paths.ts';
import { ownerNavGroups, visibleNavGroups } from './owner-nav.ts';

const entries = (groups: ReturnType<typeof visibleNavGroups>) => groups.flatMap((g) => g.entries.map((e) => e.path));

describe("the panel's menu", () => {
  it('reaches every panel screen: each one has an entry (Início and Configurações sit outside the groups)', () => {
    const inMenu = new Set(entries(ownerNavGroups));
    expect(ownerPathNames.filter((name) => !inMenu.has(name))).toEqual(['ownerHome', 'settings']);
  });

  it('keeps the spec Cadastros group, in its order, with Meus Produtos', () => {
    expect(ownerNavGroups[0]?.entries.map((e) => e.label)).toEqual([
      'Clientes',
      'Produtos e Serviços',
      'Meus Produtos',
      'Funcionários',
      'Brindes',
      'Cashback',
    ]);
  });

  it('shows only the entries whose screens exist, and leaves out a group with none', () => {
    const shown = visibleNavGroups();
    expect(entries(shown).every(isBuilt)).toBe(true);
    expect(entries(shown)).toContain('employees');
    expect(entries(shown)).toContain('tasks');
    expect(entries(shown)).toContain('products');
    expect(entries(shown)).toContain('crm');
    expect(entries(shown)).toContain('invoices');
    expect(entries(shown)).toContain('referrals');
    expect(entries(shown)).toContain('ideas');
    expect(visibleNavGroups(ownerNavGroups, () => false)).toEqual([]);
  });

  it('switches an entry on as soon as its route exists', () => {
    const all = visibleNavGroups(ownerNavGroups, () => true);
    expect(entries(all)).toEqual(entries(ownerNavGroups));
    const onlyIdeas = visibleNavGroups(ownerNavGroups, (p) => p === 'ideas');
    expect(onlyIdeas.map((g) => g.id)).toEqual(['plataforma']);
    expect(onlyIdeas[0]?.entries.map((e) => e.label)).toEqual(['Ideias']);
  });
});
