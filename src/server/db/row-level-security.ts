import pg from 'pg';
import { currentTenantScope, type TenantScope } from './tenant-scope.ts';

/**
 * Row-level security on PostgreSQL (decision 030): the connection pool that gives every statement
 * the tenant scope of the code that runs it, and the role the application acts as.
 *
 * The policies (migration 0021) let a statement see a tenant table's row only when its store_id
 * equals the setting `app.store_id`, or when `app.platform` is 'on'; with neither set, nothing.
 * They bind only a role that is neither superuser nor BYPASSRLS: when the connection string's user
 * is one (the postgres superuser in development and CI), each connection first switches to
 * APP_ROLE with SET ROLE.
 */
export const APP_ROLE = 'fidelizaloja_app';

/** What code outside any scope (no request, no runAsPlatform) sees. */
export type OutsideScope = 'nothing' | 'platform';

const NO_SCOPE: TenantScope = { storeId: null, platform: false };
const PLATFORM: TenantScope = { storeId: null, platform: true };

/** The settings a connection carries, as one comparable key. */
function settingsKey(scope: TenantScope): string {
  return scope.platform ? 'platform' : scope.storeId === null ? '' : String(scope.storeId);
}

const appliedKey = Symbol('fidelizaloja.tenantSettings');
type ScopedClient = pg.PoolClient & { [appliedKey]?: string };

/**
 * A pg.Pool whose connections, each time one is taken from the pool (every statement outside a
 * transaction, every transaction), carry the settings of the scope of the code that asked for it.
 * The settings are session-level but written at every checkout whose scope differs from the one
 * the connection last carried (the same shop again costs nothing); they are written before the
 * connection runs anything else for its new user, so a connection never serves one scope with
 * another's settings. Written outside any transaction (drizzle begins its transactions after the
 * checkout), they cannot be rolled back behind the pool's back.
 */
export class TenantScopedPool extends pg.Pool {
  readonly #role: string | null;
  readonly #outside: TenantScope;

  constructor(config: pg.PoolConfig, options: { role: string | null; outsideScope: OutsideScope }) {
    super(config);
    this.#role = options.role;
    this.#outside = options.outsideScope === 'platform' ? PLATFORM : NO_SCOPE;
  }

  // pg-pool's query() takes its connection through connect(callback): both forms come here.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | undefined {
    // Read now, in the caller's context: the pool may hand the connection over later, from
    // another request's release.
    const scope = { ...(currentTenantScope() ?? this.#outside) };
    if (!scope.anySettings) this.#preferIdleWith(settingsKey(scope));
    const ready = super.connect().then(async (client) => {
      try {
        await this.#apply(client as ScopedClient, scope);
        return client;
      } catch (err) {
        // The connection's settings are unknown: it is closed, never reused.
        client.release(err instanceof Error ? err : new Error(String(err)));
        throw err;
      }
    });
    if (!callback) return ready;
    ready.then(
      (client) => callback(undefined, client, (release?: unknown) => client.release(release as Error | undefined)),
      (err: Error) => callback(err, undefined, () => {}),
    );
    return undefined;
  }

  /**
   * A hint only: puts an idle connection that already carries `key` where pg-pool takes the next
   * one from (the end of its idle list), saving the settings statement. #apply decides, whatever
   * connection comes.
   */
  #preferIdleWith(key: string): void {
    const idle = (this as unknown as { _idle?: { client?: ScopedClient }[] })._idle;
    if (!Array.isArray(idle) || idle.length < 2 || idle[idle.length - 1]?.client?.[appliedKey] === key) return;
    for (let i = idle.length - 2; i >= 0; i--) {
      if (idle[i]?.client?.[appliedKey] === key) {
        idle.push(...idle.splice(i, 1));
        return;
      }
    }
  }

  async #apply(client: ScopedClient, scope: TenantScope): Promise<void> {
    // Tables without row-level security only: any settings do, once the role is switched.
    if (scope.anySettings && client[appliedKey] !== undefined) return;
    const key = settingsKey(scope);
    if (client[appliedKey] === key) return;
    const storeId = scope.storeId === null ? '' : String(scope.storeId);
    const platform = scope.platform ? 'on' : 'off';
    // Literals (an integer and two constants): one round trip, in the simple protocol.
    const setRole = client[appliedKey] === undefined && this.#role ? `SET ROLE ${this.#role}; ` : '';
    await client.query(
      `${setRole}SELECT set_config('app.store_id', '${storeId}', false), set_config('app.platform', '${platform}', false)`,
    );
    client[appliedKey] = key;
  }
}

/** Runs a statement ignoring the errors of a concurrent creation of the same cluster-wide object. */
async function tolerateRace(client: pg.ClientBase, statement: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(statement);
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      // duplicate_object, unique_violation: created meanwhile; XX000 "tuple concurrently updated".
      if (code === '42710' || code === '23505') return;
      if (code === 'XX000' && attempt < 5) continue;
      throw err;
    }
  }
}

/**
 * The role the application acts as, made ready on this database: null when the connecting user
 * is already bound by the policies (neither superuser nor BYPASSRLS: the tables force row-level
 * security on their owner too); otherwise APP_ROLE, created if missing (NOLOGIN, no BYPASSRLS),
 * granted the data privileges on the public schema's tables and sequences (at every start, after
 * the migrations: idempotent) and made a role the connecting user may SET ROLE to. Fails if APP_ROLE exists with
 * privileges that would defeat the policies.
 */
export async function prepareAppRole(client: pg.ClientBase): Promise<string | null> {
  const me = await client.query<{ rolsuper: boolean; rolbypassrls: boolean; rolname: string }>(
    'SELECT rolname, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user',
  );
  const user = me.rows[0];
  if (!user) throw new Error('current_user not found in pg_roles');
  if (!user.rolsuper && !user.rolbypassrls) return null;
  await tolerateRace(client, `CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE`);
  const role = await client.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
    'SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = $1',
    [APP_ROLE],
  );
  if (role.rows[0]?.rolsuper || role.rows[0]?.rolbypassrls) {
    throw new Error(`role ${APP_ROLE} is superuser or BYPASSRLS: row-level security would not apply`);
  }
  if (!user.rolsuper) await tolerateRace(client, `GRANT ${APP_ROLE} TO "${user.rolname.replace(/"/g, '""')}"`);
  for (const statement of [
    `GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`,
    `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`,
  ]) {
    await tolerateRace(client, statement);
  }
  return APP_ROLE;
}
