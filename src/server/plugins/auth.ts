import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/errors.ts';
import type { Permission, Role } from '../../shared/permissions.ts';
import { type Actor, OWNER_ACTOR } from '../auth/actor.ts';
import { authorize } from '../auth/authorize.ts';
import { permissionOfRoute } from '../auth/route-permissions.ts';
import { ADMIN_COOKIE, hashToken, STORE_COOKIE } from '../auth/session.ts';
import { findAdminSession, findStoreSession, isDueForTouch, touchSession } from '../auth/session-queries.ts';
import type { Db } from '../db/client.ts';
import { enterPlatform, enterStore, runOnTablesWithoutTenant, setScopeActor } from '../db/tenant-scope.ts';
import { UnauthorizedError } from '../errors.ts';
import { findEmployeeName } from '../modules/staff/staff-queries.ts';

export interface StoreAuth {
  storeId: number;
  tokenHash: string;
  /** The session's id on the owner's list of sessions. */
  publicId: string;
  expiresAt: Date;
  /** Who signed in: the owner, or a team member's login with its role. */
  actor: Actor;
  /** When the password was last typed again in this session (sensitive changes). */
  reauthAt: Date | null;
}
export interface AdminAuth {
  adminId: number;
  tokenHash: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only for routes outside the API document (tests' own): the permission the route table would give. */
    permission?: Permission;
  }
  interface FastifyRequest {
    storeAuth: StoreAuth | null;
    adminAuth: AdminAuth | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: a signed-in shop owner or team member, or 401, before the body is read or
     * validated; then the route's permission (route-permissions.ts) for the session's role, or 403.
     * Sets request.storeAuth.
     */
    requireStore: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: a signed-in super admin, or 401, before the body is read or validated. Sets request.adminAuth. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * The session cookie: httpOnly, SameSite=Lax, and Secure whenever the request came over HTTPS
 * (behind a TLS proxy, set TRUST_PROXY so X-Forwarded-Proto counts). Plain http on a shop's own
 * network (a tablet at the counter) still works.
 */
export function cookieOptions(request: FastifyRequest, expires: Date) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https', expires };
}

export function registerAuth(app: FastifyInstance, deps: { db: Db }): void {
  app.decorateRequest('storeAuth', null);
  app.decorateRequest('adminAuth', null);

  app.decorate('requireStore', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[STORE_COOKIE];
    if (!token) throw new UnauthorizedError(messages.unauthenticated);
    const tokenHash = hashToken(token);
    // sessions and stores have no row-level security: the look-up runs on the connection's settings
    // as they are, and only the shop's first query below sets them (once per request at most).
    const now = new Date();
    const row = await runOnTablesWithoutTenant(() => findStoreSession(deps.db, tokenHash, now));
    if (!row || row.store.status === 'bloqueado' || (row.staff && !row.staff.active)) {
      reply.clearCookie(STORE_COOKIE, { path: '/' });
      throw new UnauthorizedError(messages.unauthenticated);
    }
    // At most one write a minute per session, whatever the number of requests.
    if (isDueForTouch(row.lastSeenAt, now)) {
      await runOnTablesWithoutTenant(() => touchSession(deps.db, tokenHash, now));
    }
    // From here the database shows this request the rows of the session's shop only.
    enterStore(row.store.id);
    let actor: Actor = { ...OWNER_ACTOR };
    if (row.staff) {
      const name = (await findEmployeeName(deps.db, row.store.id, row.staff.employeeId)) ?? '';
      actor = { role: row.staff.role as Role, staffId: row.staff.id, employeeId: row.staff.employeeId, name };
    }
    setScopeActor(actor);
    request.storeAuth = {
      storeId: row.store.id,
      tokenHash,
      publicId: row.publicId,
      expiresAt: row.expiresAt,
      actor,
      reauthAt: row.reauthAt,
    };
    // The route's permission: a route missing from the table is refused to everyone (fail closed).
    const method = request.routeOptions.method === 'HEAD' ? 'GET' : String(request.routeOptions.method);
    // (A route of a test, outside the API document, may name its permission in its config.)
    const permission =
      permissionOfRoute(method, request.routeOptions.url ?? '') ?? request.routeOptions.config.permission ?? null;
    if (!permission) throw new Error(`route without a permission: ${method} ${request.routeOptions.url}`);
    await authorize(deps.db, request, permission);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[ADMIN_COOKIE];
    if (!token) throw new UnauthorizedError(messages.unauthenticated);
    const tokenHash = hashToken(token);
    const now = new Date();
    const row = await runOnTablesWithoutTenant(() => findAdminSession(deps.db, tokenHash, now));
    if (!row) {
      reply.clearCookie(ADMIN_COOKIE, { path: '/' });
      throw new UnauthorizedError(messages.unauthenticated);
    }
    // The 12-hour idle limit counts from here.
    if (isDueForTouch(row.lastSeenAt, now)) {
      await runOnTablesWithoutTenant(() => touchSession(deps.db, tokenHash, now));
    }
    request.adminAuth = { adminId: row.admin.id, tokenHash, expiresAt: row.expiresAt };
    // A super admin acts on every shop.
    enterPlatform();
  });
}

/** The signed-in store's id; only valid after requireStore. */
export function storeIdOf(request: FastifyRequest): number {
  if (!request.storeAuth) throw new UnauthorizedError(messages.unauthenticated);
  return request.storeAuth.storeId;
}
