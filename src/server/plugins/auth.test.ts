import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/errors.ts';
import { registerAndLogin } from '../test/fixtures.ts';
import { setupTestContext } from '../test/harness.ts';

const ctx = setupTestContext();

/**
 * Routes anyone may call: sign-up, the logins and logouts, a forgotten password and its links, the
 * public images, the storefront, the survey form and the slot game (its reset decides by itself who
 * may use it).
 */
function isPublic(method: string, path: string): boolean {
  if (path.startsWith('/api/storefront/') || path.startsWith('/api/public/')) return true;
  return [
    'GET /api/health',
    'POST /api/auth/login',
    'POST /api/auth/logout',
    'POST /api/admin/auth/login',
    'POST /api/admin/auth/logout',
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

type Operation = { method: string; path: string };

function operations(): Operation[] {
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

/** The request at its worst: bad path parameters, a bad query and a body of the wrong kind. */
function badRequest({ method, path }: Operation, cookie?: string) {
  const url = `${path.replace(/\{[^}]+\}/g, 'nao-e-um-id')}?limit=-1&before=abc&q=${'x'.repeat(500)}`;
  const withBody = !['GET', 'HEAD', 'DELETE'].includes(method);
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(withBody ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(withBody ? { payload: '[1, {"senha": 42}]' } : {}),
  });
}

const unauthorized = { error: { code: 'unauthorized', message: messages.unauthenticated } };

describe('the session is checked before the request is validated', () => {
  it('answers 401 in the one shape to an anonymous bad request on every protected route', async () => {
    const protectedOps = operations().filter((op) => !isPublic(op.method, op.path));
    // The document lists the shop's and the admin's routes (a guard against an empty list).
    expect(protectedOps.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const op of protectedOps) {
      const res = await badRequest(op);
      if (res.statusCode !== 401 || JSON.stringify(res.json()) !== JSON.stringify(unauthorized)) {
        wrong.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a shop owner on every admin route, before validation', async () => {
    const shop = await registerAndLogin(ctx.app);
    const adminOps = operations().filter((op) => op.path.startsWith('/api/admin/') && !isPublic(op.method, op.path));
    expect(adminOps.length).toBeGreaterThanOrEqual(3);
    for (const op of adminOps) {
      const res = await badRequest(op, shop.cookie);
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
  });

  it('does not read an anonymous upload before refusing it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { 'content-type': 'image/png' },
      payload: Buffer.alloc(3 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthorized);
  });
});
