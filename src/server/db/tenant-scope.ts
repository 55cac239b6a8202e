import { AsyncLocalStorage } from 'node:async_hooks';
import type { Actor } from '../auth/actor.ts';

/**
 * Whose rows the database lets the current code see (row-level security, decision 030).
 *
 * - a shop: `storeId` set, only that shop's rows of the tenant tables (an owner's request, after
 *   the session is checked; a public request, for the shop of its URL once validated);
 * - the platform: every shop's rows (super-admin routes, background jobs, shop registration);
 * - neither: no row of any tenant table (a request before it is known to act for a shop).
 *
 * Every request starts with neither (app.ts) and is narrowed once: a scope that acts for a shop
 * never changes to another shop nor to the platform (that would be a bug, and throws).
 */
export interface TenantScope {
  storeId: number | null;
  platform: boolean;
  /**
   * Code that reads only tables without row-level security (sessions, stores, admins): it runs on
   * whatever settings its connection carries, saving the statement that would change them. Set by
   * runOnTablesWithoutTenant only.
   */
  anySettings?: boolean;
  /**
   * Who the request acts as (the shop's owner or a team member), set with the shop by the session
   * check: the Registro de Atividades names them on every entry the request writes.
   */
  actor?: Actor;
}

const storage = new AsyncLocalStorage<TenantScope>();

/** The scope of the running code, or undefined outside any (scripts, tests' own seeding, startup). */
export function currentTenantScope(): TenantScope | undefined {
  return storage.getStore();
}

/** Runs fn in a new scope that sees no tenant row until it is narrowed (the start of every request). */
export function runWithoutTenant<T>(fn: () => T): T {
  return storage.run({ storeId: null, platform: false }, fn);
}

/**
 * Runs fn with every shop's rows visible: super-admin work and background jobs, explicitly.
 * Awaits fn's result inside the scope: a drizzle query is lazy and runs only when awaited.
 */
export function runAsPlatform<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  return storage.run({ storeId: null, platform: true }, async () => await fn());
}

/** Runs fn with one shop's rows visible (awaited inside the scope, as runAsPlatform). */
export function runForStore<T>(storeId: number, fn: () => T | PromiseLike<T>): Promise<T> {
  return storage.run({ storeId: checkedStoreId(storeId), platform: false }, async () => await fn());
}

/**
 * Runs fn, which must read and write only tables without row-level security (sessions, stores,
 * admins: the session look-up that comes before a request knows its shop), on whatever settings
 * the connection it gets carries: a request then changes its connection's settings once (to its
 * shop), not twice. A query of a tenant table here would see the rows of the connection's last
 * shop: keep fn to the tables named, as the session look-ups in plugins/auth.ts do.
 */
export function runOnTablesWithoutTenant<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  return storage.run({ storeId: null, platform: false, anySettings: true }, async () => await fn());
}

/** Narrows the current scope (a request's) to one shop. Throws outside a scope or if it already acts otherwise. */
export function enterStore(storeId: number): void {
  const scope = requireScope();
  const id = checkedStoreId(storeId);
  if (scope.platform || (scope.storeId !== null && scope.storeId !== id)) {
    throw new Error(`tenant scope already set (${describeScope(scope)}), cannot act for shop ${id}`);
  }
  scope.storeId = id;
}

/** Records who the current request acts as (after enterStore), for the entries it writes. */
export function setScopeActor(actor: Actor): void {
  requireScope().actor = actor;
}

/** Who the running request acts as; undefined outside a signed-in request (scripts, the demo, tests). */
export function currentActor(): Actor | undefined {
  return storage.getStore()?.actor;
}

/** Widens the current scope (a super admin's request) to the platform. Throws if it acts for a shop. */
export function enterPlatform(): void {
  const scope = requireScope();
  if (scope.storeId !== null) throw new Error(`tenant scope already set (${describeScope(scope)}), cannot widen`);
  scope.platform = true;
}

function requireScope(): TenantScope {
  const scope = storage.getStore();
  if (!scope) throw new Error('no tenant scope: only a request or a runForStore/runAsPlatform call has one');
  return scope;
}

function checkedStoreId(storeId: number): number {
  if (!Number.isSafeInteger(storeId) || storeId <= 0) throw new Error(`invalid store id: ${storeId}`);
  return storeId;
}

function describeScope(scope: TenantScope): string {
  return scope.platform ? 'platform' : scope.storeId === null ? 'none' : `shop ${scope.storeId}`;
}
