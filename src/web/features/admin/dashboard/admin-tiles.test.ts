import { describe, expect, it } from 'vitest';
import { paths } from '../../../../shared/paths.ts';
import { adminTiles, visibleAdminTiles } from './admin-tiles.ts';

describe('the super admin dashboard tiles', () => {
  it("are the spec's four areas and the slot game, each on its own admin path", () => {
    expect(adminTiles.map((t) => t.label)).toEqual(['Financeiro', 'Ideias', 'Indicações', 'Mensagens', 'Roleta']);
    expect(adminTiles.map((t) => paths[t.path].href())).toEqual([
      '/super-admin/financeiro',
      '/super-admin/ideias',
      '/super-admin/indicacoes',
      '/super-admin/mensagens',
      '/super-admin/roleta',
    ]);
  });

  it('show only the screens that exist', () => {
    expect(visibleAdminTiles(() => false)).toEqual([]);
    expect(visibleAdminTiles((name) => name === 'adminIdeas').map((t) => t.label)).toEqual(['Ideias']);
    expect(visibleAdminTiles(() => true)).toHaveLength(5);
  });
});
