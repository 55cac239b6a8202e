import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type AccountSessions, accountSecurityMessages, authMessages } from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/errors.ts';
import { checkAccountPassword } from '../../auth/account-password.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../auth/password.ts';
import { countInWindow, hitRateLimit, limitedAttempt } from '../../auth/rate-limit.ts';
import { hashToken, newSessionToken, SESSION_MS } from '../../auth/session.ts';
import {
  deleteOtherStoreSessions,
  deleteSession,
  deleteStoreSessionByPublicId,
  insertSession,
  listStoreSessions,
} from '../../auth/session-queries.ts';
import { describeDevice } from '../../auth/user-agent.ts';
import { adminCredentialsSchema } from '../../control/control-file.ts';
import type { Db } from '../../db/client.ts';
import { AppError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../../errors.ts';
import {
  countAdmins,
  findAdmin,
  findAdminCredentials,
  findStoreCredentials,
  findStorePasswordHash,
  findStoreProfile,
  updateStorePasswordHash,
  upsertAdmin,
} from './auth-queries.ts';

/**
 * Sign-in limits (OWASP: slow guessing down and limit each address, never lock the account itself):
 * - per (e-mail, IP): 10 failures per 15 minutes, then that address is refused for that e-mail
 *   until the window ends, whatever the password;
 * - per IP: 50 failures per 15 minutes across e-mails (one address spraying many accounts);
 * - per e-mail, from any address: no lock-out, only a growing delay before the check once the
 *   e-mail has 3 failures in 15 minutes (250 ms, 500 ms, 1 s, then 2 s at most), so the owner still
 *   gets in with the right password while a guesser spread over many addresses is slowed down.
 * Successes are never counted.
 */
export const LOGIN_LIMITS = {
  perEmailAndIp: { limit: 10, windowSeconds: 15 * 60 },
  perIp: { limit: 50, windowSeconds: 15 * 60 },
  accountDelay: { windowSeconds: 15 * 60, freeFailures: 3, firstDelayMs: 250, maxDelayMs: 2000 },
};

/** The delay before checking a password of an e-mail with `failures` recent failures. */
export function accountDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_LIMITS.accountDelay;
  if (failures <= freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures - 1));
}

export interface ClientInfo {
  ip: string;
  /** The key of the per-address limits (client-address.ts: an IPv6 address by its /64). */
  addressKey: string;
  userAgent: string;
  /** The request's logger: every sign-in attempt is logged (never the password). */
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

type LoginScope = 'login' | 'admin-login';
type LoginOutcome = 'success' | 'wrong_credentials' | 'throttled' | 'store_blocked';

/** A log line per attempt: the e-mail's SHA-256 (not the address itself), the IP and the outcome. */
function logLoginAttempt(client: ClientInfo, scope: LoginScope, email: string, outcome: LoginOutcome, extra = {}) {
  const line = {
    event: scope,
    emailHash: createHash('sha256').update(email).digest('hex').slice(0, 16),
    ip: client.ip,
    outcome,
    ...extra,
  };
  if (outcome === 'success') client.log.info(line, 'sign-in attempt');
  else client.log.warn(line, 'sign-in attempt');
}

/**
 * Checks a password within the sign-in limits. `verify` looks the account up and compares the
 * password; it runs only with a slot of the (e-mail, IP) and the IP limits, after the e-mail's delay.
 * Throws 429 when a limit is reached and 401 (with `wrongMessage`) for wrong credentials.
 */
async function limitedLogin(
  db: Db,
  scope: LoginScope,
  email: string,
  client: ClientInfo,
  wrongMessage: string,
  verify: () => Promise<boolean>,
): Promise<void> {
  const accountKey = `${scope}:email:${email}`;
  let delayMs = 0;
  const outcome = await limitedAttempt(
    db,
    [
      { key: `${scope}:email-ip:${client.addressKey}|${email}`, rule: LOGIN_LIMITS.perEmailAndIp },
      { key: `${scope}:ip:${client.addressKey}`, rule: LOGIN_LIMITS.perIp },
    ],
    async () => {
      delayMs = accountDelayMs(await countInWindow(db, accountKey));
      if (delayMs > 0) await sleep(delayMs);
      return verify();
    },
  );
  if (outcome.status === 'refused') {
    logLoginAttempt(client, scope, email, 'throttled', { limit: outcome.key.split(':')[1] });
    throw new TooManyRequestsError(messages.tooManyRequests, outcome.retryAfterSeconds);
  }
  if (outcome.status === 'failed') {
    await hitRateLimit(db, accountKey, { limit: Number.MAX_SAFE_INTEGER, ...LOGIN_LIMITS.accountDelay });
    logLoginAttempt(client, scope, email, 'wrong_credentials', { delayMs });
    throw new UnauthorizedError(wrongMessage, 'wrong_credentials');
  }
}

async function startSession(
  db: Db,
  subject: { storeId: number } | { adminId: number },
  client: ClientInfo,
): Promise<NewSession> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_MS);
  await insertSession(db, {
    tokenHash: hashToken(token),
    ...('storeId' in subject
      ? { subject: 'store', storeId: subject.storeId }
      : { subject: 'admin', adminId: subject.adminId }),
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  return { token, expiresAt };
}

export async function loginStore(db: Db, input: { email: string; senha: string }, client: ClientInfo) {
  let store: Awaited<ReturnType<typeof findStoreCredentials>>;
  await limitedLogin(db, 'login', input.email, client, authMessages.wrongCredentials.description, async () => {
    store = await findStoreCredentials(db, input.email);
    return store ? verifyPassword(store.passwordHash, input.senha) : verifyAgainstNothing(input.senha);
  });
  // limitedLogin returned: the password was right, so the shop was found.
  if (!store) throw new UnauthorizedError(authMessages.wrongCredentials.description, 'wrong_credentials');
  if (store.status === 'bloqueado') {
    logLoginAttempt(client, 'login', input.email, 'store_blocked');
    throw new ForbiddenError(authMessages.blocked.description, 'store_blocked');
  }
  logLoginAttempt(client, 'login', input.email, 'success');
  const session = await startSession(db, { storeId: store.id }, client);
  return { session, store: { id: store.id, nomeEmpresa: store.nomeEmpresa } };
}

export async function loginAdmin(db: Db, input: { email: string; senha: string }, client: ClientInfo) {
  let admin: Awaited<ReturnType<typeof findAdminCredentials>>;
  await limitedLogin(
    db,
    'admin-login',
    input.email,
    client,
    authMessages.adminWrongCredentials.description,
    async () => {
      admin = await findAdminCredentials(db, input.email);
      return admin ? verifyPassword(admin.passwordHash, input.senha) : verifyAgainstNothing(input.senha);
    },
  );
  if (!admin) throw new UnauthorizedError(authMessages.adminWrongCredentials.description, 'wrong_credentials');
  logLoginAttempt(client, 'admin-login', input.email, 'success');
  return startSession(db, { adminId: admin.id }, client);
}

export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, hashToken(token));
}

export async function getStoreSession(db: Db, storeId: number, expiresAt: Date) {
  const store = await findStoreProfile(db, storeId);
  if (!store) throw new NotFoundError();
  return { store, expiresAt: expiresAt.toISOString() };
}

export async function getAdminSession(db: Db, adminId: number, expiresAt: Date) {
  const admin = await findAdmin(db, adminId);
  if (!admin) throw new NotFoundError();
  return { admin, expiresAt: expiresAt.toISOString() };
}

/** The session of the request: the shop and the hash of its token (the one session kept). */
export interface CurrentSession {
  storeId: number;
  tokenHash: string;
}

/**
 * Changes the owner's password: the current one is checked within the per-shop limit of wrong
 * account passwords (shared with the PIN change), then the new hash is saved and every other
 * session of the shop ends, in one transaction. The current session stays signed in.
 */
export async function changePassword(
  db: Db,
  current: CurrentSession,
  input: { senhaAtual: string; novaSenha: string },
): Promise<{ sessoesEncerradas: number }> {
  const passwordHash = await findStorePasswordHash(db, current.storeId);
  if (!passwordHash) throw new NotFoundError();
  const outcome = await checkAccountPassword(db, current.storeId, passwordHash, input.senhaAtual);
  if (outcome.status === 'refused') {
    throw new TooManyRequestsError(accountSecurityMessages.tooManyPasswordAttempts, outcome.retryAfterSeconds);
  }
  if (outcome.status === 'failed') {
    const message = accountSecurityMessages.currentPasswordWrong;
    throw new AppError(403, 'wrong_current_password', message, { senhaAtual: message });
  }
  const newHash = await hashPassword(input.novaSenha);
  const ended = await db.transaction(async (tx) => {
    await updateStorePasswordHash(tx, current.storeId, newHash);
    return deleteOtherStoreSessions(tx, current.storeId, current.tokenHash);
  });
  return { sessoesEncerradas: ended };
}

/** The shop's open sessions, the current one marked; never a token or its hash. */
export async function getAccountSessions(db: Db, current: CurrentSession, now = new Date()): Promise<AccountSessions> {
  const rows = await listStoreSessions(db, current.storeId, now);
  return {
    sessoes: rows.map((row) => ({
      id: row.publicId,
      dispositivo: describeDevice(row.userAgent),
      ip: row.ip,
      criadaEm: row.createdAt.toISOString(),
      ultimoUsoEm: row.lastSeenAt.toISOString(),
      atual: row.tokenHash === current.tokenHash,
    })),
  };
}

/** Ends one of the shop's sessions (the current one too: that is signing out). 404 for any other id. */
export async function endAccountSession(db: Db, current: CurrentSession, publicId: string): Promise<void> {
  if (!(await deleteStoreSessionByPublicId(db, current.storeId, publicId))) {
    throw new NotFoundError(accountSecurityMessages.sessionNotFound);
  }
}

/** Ends every session of the shop but the current one. */
export async function endOtherAccountSessions(db: Db, current: CurrentSession): Promise<{ sessoesEncerradas: number }> {
  return { sessoesEncerradas: await deleteOtherStoreSessions(db, current.storeId, current.tokenHash) };
}

/** `npm run admin:create`: creates a super admin or resets its password. */
export async function createOrResetAdmin(db: Db, email: string, password: string) {
  return upsertAdmin(db, email, await hashPassword(password));
}

/**
 * First start: SUPER_ADMIN_EMAIL/SUPER_ADMIN_PASSWORD create one super admin if none exists, by
 * admin:create's rules (loadConfig refuses others at start; checked again here).
 */
export async function ensureFirstAdmin(db: Db, email?: string, password?: string): Promise<boolean> {
  if (!email || !password) return false;
  const checked = adminCredentialsSchema.safeParse({ email, password });
  if (!checked.success) throw new Error(`SUPER_ADMIN_*: ${checked.error.issues[0]?.message ?? 'inválido.'}`);
  if ((await countAdmins(db)) > 0) return false;
  await createOrResetAdmin(db, email, password);
  return true;
}
