import { describe, expect, it } from 'vitest';
import { ROUTE_PERMISSIONS } from '../../server/auth/route-permissions.ts';
import { type OwnerPathName, ownerPathNames } from '../../shared/paths.ts';
import { can, ROLES } from '../../shared/permissions.ts';
import { mayOpen, ownerNavGroups, ownerScreenOf, screenPermissions, visibleNavGroups } from './owner-nav.ts';

const entries = (groups: ReturnType<typeof visibleNavGroups>) => groups.flatMap((g) => g.entries.map((e) => e.path));
const labels = (groups: ReturnType<typeof visibleNavGroups>) => groups.flatMap((g) => g.entries.map((e) => e.label));

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
});

describe('the menu by role', () => {
  it("a Caixa's: the counter's screens only, in two groups, and Configurações for her own account", () => {
    const shown = visibleNavGroups('caixa');
    expect(shown.map((g) => g.id)).toEqual(['cadastros', 'vendas']);
    expect(labels(shown)).toEqual(['Clientes', 'Vendas', 'Pedidos', 'Fidelidade', 'Caixa', 'Tarefas Diárias']);
    expect(labels(shown)).not.toContain('Dashboard');
    expect(mayOpen('caixa', 'settings')).toBe(true);
    expect(mayOpen('caixa', 'ownerHome')).toBe(true);
  });

  it("a Gerente's: everything but the platform's invoices", () => {
    const all = entries(visibleNavGroups('dono'));
    const shown = entries(visibleNavGroups('gerente'));
    expect(all.filter((p) => !shown.includes(p))).toEqual(['invoices']);
    expect(mayOpen('gerente', 'settings')).toBe(true);
  });

  it("the owner's: every entry", () => {
    expect(entries(visibleNavGroups('dono'))).toEqual(entries(ownerNavGroups));
    for (const name of ownerPathNames) expect(mayOpen('dono', name), name).toBe(true);
  });

  it('every panel screen has a permission, the one the server asks of its main route', () => {
    expect(Object.keys(screenPermissions).sort()).toEqual([...ownerPathNames].sort());
    // The request each screen cannot work without (src/server/auth/route-permissions.ts).
    const mainRoute: Record<Exclude<OwnerPathName, 'ownerHome'>, string> = {
      customers: 'POST /api/customers',
      newProduct: 'POST /api/products',
      products: 'PUT /api/products/{id}',
      employees: 'GET /api/employees',
      gifts: 'GET /api/gifts',
      cashback: 'PUT /api/cashback/config',
      sale: 'POST /api/sales',
      orders: 'GET /api/orders',
      loyalty: 'POST /api/loyalty/validations',
      cashReport: 'GET /api/cash/report',
      tasks: 'GET /api/tasks/calendar',
      dashboard: 'GET /api/stats/dashboard',
      report: 'GET /api/customers/top',
      activity: 'GET /api/audit-log',
      crm: 'GET /api/crm/summary',
      ideas: 'GET /api/ideas',
      referrals: 'GET /api/referrals',
      invoices: 'GET /api/invoices',
      // Everyone's: Segurança da conta. The shop's own settings show only with settings.manage.
      settings: 'GET /api/auth/sessions',
    };
    for (const [screen, route] of Object.entries(mainRoute)) {
      const permission = ROUTE_PERMISSIONS[route];
      expect(permission, route).toBeDefined();
      for (const role of ROLES) {
        expect(mayOpen(role, screen as OwnerPathName), `${role} ${screen}`).toBe(can(role, permission ?? 'account'));
      }
    }
  });

  it('finds the panel screen of a typed address, and none for a page outside the panel', () => {
    expect(ownerScreenOf('/dashboard')).toBe('dashboard');
    expect(ownerScreenOf('/dashboard/')).toBe('dashboard');
    expect(ownerScreenOf('/lojista')).toBe('ownerHome');
    expect(ownerScreenOf('/login-lojista')).toBeUndefined();
    expect(ownerScreenOf('/convite/abc')).toBeUndefined();
  });
});
