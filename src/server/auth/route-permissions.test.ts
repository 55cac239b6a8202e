import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { staffMessages } from '../../shared/contracts/staff.ts';
import { can, PERMISSIONS, ROLES, type Role } from '../../shared/permissions.ts';
import { registerAndLogin } from '../test/fixtures.ts';
import { setupTestContext } from '../test/harness.ts';
import { addStaffLogin, reauth } from '../test/staff-fixtures.ts';
import { rolesMatrix } from './roles-doc.ts';
import { ROUTE_PERMISSIONS } from './route-permissions.ts';

/**
 * The role matrix, from the route table: every route of the API document behind a shop's session
 * has a permission in ROUTE_PERMISSIONS (a new route without one fails here by name), and a Caixa,
 * a Gerente and the Dono each call every route: exactly the routes their role lacks answer 403 in
 * the one error shape, before the request is validated (the calls carry bad input, so a route the
 * role may use answers 400/404 and changes nothing).
 */

const ctx = setupTestContext();

/** Routes anyone may call, or a super admin's: no shop session, so no role. */
function withoutShopSession(method: string, path: string): boolean {
  if (path.startsWith('/api/storefront/') || path.startsWith('/api/public/') || path.startsWith('/api/admin/')) {
    return true;
  }
  return [
    'GET /api/health',
    'POST /api/auth/login',
    'POST /api/auth/logout',
    'GET /api/auth/password-reset',
    'POST /api/auth/password-reset',
    'POST /api/auth/password-reset/check',
    'POST /api/auth/password-reset/complete',
    'POST /api/stores',
    'GET /api/images/{id}',
    'GET /api/game',
    'POST /api/game/plays',
    'DELETE /api/game/plays/today',
  ].includes(`${method} ${path}`);
}

function shopOperations() {
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .filter((key) => {
      const [method = '', path = ''] = key.split(' ');
      return !withoutShopSession(method, path);
    });
}

/** A request with bad ids, a bad query and a body of the wrong kind (a route's own checks refuse it). */
function badCall(key: string, cookie: string) {
  const [method = 'GET', path = ''] = key.split(' ');
  const url = `${path.replace(/\{[^}]+\}/g, 'nao-e-um-id')}?limit=-1&data=amanha&q=${'x'.repeat(300)}`;
  const withBody = !['GET', 'DELETE'].includes(method);
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie, ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: '[1, {"senha": 42}]' } : {}),
  });
}

/** A live stream stays open on success: it is only called where it must be refused. */
const STREAMS = ['GET /api/orders/events'];

/**
 * The roles as the product defines them (docs/security.md), written out apart from the table so
 * that a line of the table changed by mistake fails here: what a Caixa may and may not do, and
 * what only the Dono may.
 */
const CAIXA_MAY = [
  'POST /api/sales',
  'GET /api/sales/{id}',
  'POST /api/loyalty/validations',
  'POST /api/loyalty/validations/{id}/spin',
  'GET /api/orders',
  'PATCH /api/orders/{orderId}/status',
  'POST /api/customers',
  'GET /api/customers',
  'GET /api/cash/report',
  'POST /api/cash/bills',
  'GET /api/tasks',
  'PATCH /api/task-runs/{id}',
  'GET /api/employees/sellers',
  'GET /api/settings/pix',
  'POST /api/auth/password',
];
const CAIXA_MAY_NOT = [
  'DELETE /api/sales/{id}',
  'PUT /api/products/{id}',
  'POST /api/products',
  'PUT /api/settings',
  'PUT /api/settings/pix',
  'PUT /api/cashback/config',
  'GET /api/gifts',
  'GET /api/stats/dashboard',
  'GET /api/stats/panel',
  'GET /api/customers/top',
  'POST /api/customers/{customerId}/export',
  'POST /api/customers/{customerId}/anonymize',
  'POST /api/customers/{customerId}/credit',
  'GET /api/audit-log',
  'POST /api/chatbot/campaigns',
  'GET /api/invoices',
  'POST /api/ideas',
  'POST /api/referrals',
  'GET /api/staff',
  'GET /api/employees',
];
const ONLY_DONO = [
  'GET /api/staff',
  'POST /api/staff',
  'PATCH /api/staff/{id}',
  'PUT /api/settings/pix',
  'PUT /api/settings/cashier-limit',
  'GET /api/invoices',
  'GET /api/invoices/{id}/download',
];

describe('roles, route by route', () => {
  it('follows the roles as the product defines them', () => {
    const roleOf = (key: string) => {
      const permission = ROUTE_PERMISSIONS[key];
      if (!permission) throw new Error(`no permission: ${key}`);
      return permission;
    };
    expect(CAIXA_MAY.filter((key) => !can('caixa', roleOf(key)))).toEqual([]);
    expect(CAIXA_MAY_NOT.filter((key) => can('caixa', roleOf(key)))).toEqual([]);
    expect(ONLY_DONO.filter((key) => can('gerente', roleOf(key)))).toEqual([]);
    // A Gerente may do all a Caixa may not, but the Dono's own.
    expect(CAIXA_MAY_NOT.filter((key) => !ONLY_DONO.includes(key) && !can('gerente', roleOf(key)))).toEqual([]);
  });

  it('gives every route behind a shop session a permission, and names no route that does not exist', () => {
    const operations = shopOperations();
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations.filter((key) => !(key in ROUTE_PERMISSIONS));
    expect(missing, 'add these routes to ROUTE_PERMISSIONS (src/server/auth/route-permissions.ts)').toEqual([]);
    const stale = Object.keys(ROUTE_PERMISSIONS).filter((key) => !operations.includes(key));
    expect(stale, 'routes in ROUTE_PERMISSIONS that the API no longer has').toEqual([]);
  });

  it('documents the 403 on every route behind a role', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    const undocumented = shopOperations().filter((key) => {
      const [method = '', path = ''] = key.split(' ');
      return !doc.paths[path]?.[method.toLowerCase()]?.responses?.['403'];
    });
    expect(undocumented).toEqual([]);
  });

  it('refuses each role exactly the routes its role lacks, with 403 in the one shape', async () => {
    const owner = await registerAndLogin(ctx.app);
    await reauth(ctx.app, owner.cookie, owner.input.senha);
    const caixa = await addStaffLogin(ctx.app, owner, 'caixa');
    const gerente = await addStaffLogin(ctx.app, owner, 'gerente');
    const cookies: Record<Role, string> = { caixa: caixa.cookie, gerente: gerente.cookie, dono: owner.cookie };

    const wrong: string[] = [];
    const refusedCount: Record<Role, number> = { caixa: 0, gerente: 0, dono: 0 };
    for (const key of shopOperations()) {
      const permission = ROUTE_PERMISSIONS[key];
      if (!permission) continue;
      for (const role of ROLES) {
        const allowed = can(role, permission);
        if (allowed && STREAMS.includes(key)) continue;
        const res = await badCall(key, cookies[role]);
        const body = res.json() as { error?: { code?: string; message?: string } };
        const refused = res.statusCode === 403 && ['forbidden', 'override_required'].includes(String(body.error?.code));
        if (refused) refusedCount[role] += 1;
        if (refused !== !allowed) {
          wrong.push(`${role} ${key} (${permission}): ${res.statusCode} ${res.body.slice(0, 140)}`);
        }
        if (refused) {
          const expected =
            'override' in PERMISSIONS[permission] ? staffMessages.overrideRequired : staffMessages.forbidden;
          if (body.error?.message !== expected || Object.keys(body).join() !== 'error') {
            wrong.push(`${role} ${key}: refused as ${res.body.slice(0, 140)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // The matrix is not empty either way: a Caixa is refused most, the owner nothing.
    expect(refusedCount.caixa).toBeGreaterThan(refusedCount.gerente);
    expect(refusedCount.gerente).toBeGreaterThan(0);
    expect(refusedCount.dono).toBe(0);
  });
});

describe('docs/security.md', () => {
  it('shows the role matrix as the code has it (npm run docs:roles rewrites it)', () => {
    const doc = readFileSync(new URL('../../../docs/security.md', import.meta.url), 'utf8');
    expect(doc).toContain(rolesMatrix());
  });
});
