import { describe, expect, it } from 'vitest';
import { paths } from '../../../../shared/paths.ts';
import { adminTiles } from './admin-tiles.ts';

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
});
