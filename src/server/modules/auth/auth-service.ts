import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type AccountSessions, accountSecurityMessages, authMessages } from '../../../shared/contracts/auth.ts';
import { staffMessages } from '../../../shared/contracts/staff.ts';
import { messages } from '../../../shared/errors.ts';
import { roleLabels } from '../../../shared/permissions.ts';
import { checkAccountPassword } from '../../auth/account-password.ts';
import type { Actor } from '../../auth/actor.ts';
import { REAUTH_MS } from '../../auth/authorize.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../auth/password.ts';
import { countInWindow, hitRateLimit, limitedAttempt } from '../../auth/rate-limit.ts';
import { hashToken, newSessionToken, SESSION_MS } from '../../auth/session.ts';
import {
  type Account,
  deleteAccountSessionByPublicId,
  deleteOtherAccountSessions,
  deleteSession,
  insertSession,
  listAccountSessions,
} from '../../auth/session-queries.ts';
import { describeDevice } from '../../auth/user-agent.ts';
import { adminCredentialsSchema } from '../../control/control-file.ts';
import type { Db } from '../../db/client.ts';
import { AppError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../../errors.ts';
import {
  findStaffCredentials,
  findStaffPasswordHash,
  markReauth,
  updateStaffPasswordHash,
} from '../staff/staff-queries.ts';
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
 * Successes never count in those. They have limits of their own, counted only once the password
 * was right, so that someone holding a password (or a script with it) cannot mint sessions without
 * end, each one a row and an argon2 comparison: 50 successful sign-ins per account and 100 per
 * address in 15 minutes (the address's counter first, so a refused address uses up nothing of the
 * account's). Only whoever knows the password can fill them; a real person signs in a few times a
 * day (a session lasts 30 days).
 */
export const LOGIN_LIMITS = {
  perEmailAndIp: { limit: 10, windowSeconds: 15 * 60 },
  perIp: { limit: 50, windowSeconds: 15 * 60 },
  accountDelay: { windowSeconds: 15 * 60, freeFailures: 3, firstDelayMs: 250, maxDelayMs: 2000 },
  successesPerAccount: { limit: 50, windowSeconds: 15 * 60 },
  successesPerIp: { limit: 100, windowSeconds: 15 * 60 },
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

/** How logs name an e-mail: the first 16 hex digits of its SHA-256, never the address itself. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16);
}

/** A log line per attempt: the e-mail's SHA-256 (not the address itself), the IP and the outcome. */
function logLoginAttempt(client: ClientInfo, scope: LoginScope, email: string, outcome: LoginOutcome, extra = {}) {
  const line = {
    event: scope,
    emailHash: emailHash(email),
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
  // The password was right: this success counts against the address's and the account's limits.
  for (const [limit, key, rule] of [
    ['success-ip', `${scope}:success-ip:${client.addressKey}`, LOGIN_LIMITS.successesPerIp],
    ['success-email', `${scope}:success-email:${email}`, LOGIN_LIMITS.successesPerAccount],
  ] as const) {
    const wait = await hitRateLimit(db, key, rule);
    if (wait > 0) {
      logLoginAttempt(client, scope, email, 'throttled', { limit });
      throw new TooManyRequestsError(messages.tooManyRequests, wait);
    }
  }
}

async function startSession(
  db: Db,
  subject: { storeId: number; staffId?: number } | { adminId: number },
  client: ClientInfo,
): Promise<NewSession> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_MS);
  await insertSession(db, {
    tokenHash: hashToken(token),
    ...('storeId' in subject
      ? { subject: 'store', storeId: subject.storeId, staffId: subject.staffId ?? null }
      : { subject: 'admin', adminId: subject.adminId }),
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  return { token, expiresAt };
}

/**
 * Signs in on /login-lojista: the shop's own e-mail, or a team member's (Gerente, Caixa). One
 * e-mail is one account on the whole platform, so the look-up finds at most one of them.
 */
export async function loginStore(db: Db, input: { email: string; senha: string }, client: ClientInfo) {
  let store: Awaited<ReturnType<typeof findStoreCredentials>>;
  let staff: Awaited<ReturnType<typeof findStaffCredentials>>;
  await limitedLogin(db, 'login', input.email, client, authMessages.wrongCredentials.description, async () => {
    store = await findStoreCredentials(db, input.email);
    if (store) return verifyPassword(store.passwordHash, input.senha);
    staff = await findStaffCredentials(db, input.email);
    return staff?.passwordHash ? verifyPassword(staff.passwordHash, input.senha) : verifyAgainstNothing(input.senha);
  });
  // limitedLogin returned: the password was right, so the account was found.
  const account = store
    ? { storeId: store.id, nomeEmpresa: store.nomeEmpresa, status: store.status, staffId: undefined }
    : staff
      ? { storeId: staff.storeId, nomeEmpresa: staff.nomeEmpresa, status: staff.storeStatus, staffId: staff.id }
      : undefined;
  if (!account) throw new UnauthorizedError(authMessages.wrongCredentials.description, 'wrong_credentials');
  if (account.status === 'bloqueado') {
    logLoginAttempt(client, 'login', input.email, 'store_blocked');
    throw new ForbiddenError(authMessages.blocked.description, 'store_blocked');
  }
  if (staff && !staff.active) {
    logLoginAttempt(client, 'login', input.email, 'store_blocked', { staff: 'disabled' });
    throw new ForbiddenError(authMessages.staffDisabled, 'staff_disabled');
  }
  logLoginAttempt(client, 'login', input.email, 'success');
  const session = await startSession(db, { storeId: account.storeId, staffId: account.staffId }, client);
  return { session, store: { id: account.storeId, nomeEmpresa: account.nomeEmpresa } };
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

export async function getStoreSession(db: Db, storeId: number, expiresAt: Date, actor: Actor) {
  const store = await findStoreProfile(db, storeId);
  if (!store) throw new NotFoundError();
  return {
    store,
    expiresAt: expiresAt.toISOString(),
    pessoa: {
      nome: actor.staffId === null ? store.nomeEmpresa : actor.name,
      role: actor.role,
      papel: roleLabels[actor.role],
      staffId: actor.staffId,
      employeeId: actor.employeeId,
    },
  };
}

export async function getAdminSession(db: Db, adminId: number, expiresAt: Date) {
  const admin = await findAdmin(db, adminId);
  if (!admin) throw new NotFoundError();
  return { admin, expiresAt: expiresAt.toISOString() };
}

/** The session of the request: the account (the shop's owner or a team member) and its token's hash. */
export interface CurrentSession extends Account {
  tokenHash: string;
}

/** The account's password hash: the owner's or the team member's. */
export async function accountPasswordHash(db: Db, account: Account): Promise<string | undefined> {
  return account.staffId === null
    ? findStorePasswordHash(db, account.storeId)
    : findStaffPasswordHash(db, account.storeId, account.staffId);
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
  await checkCurrentPassword(db, current, input.senhaAtual, 'senhaAtual');
  const newHash = await hashPassword(input.novaSenha);
  const ended = await db.transaction(async (tx) => {
    if (current.staffId === null) await updateStorePasswordHash(tx, current.storeId, newHash);
    else await updateStaffPasswordHash(tx, current.storeId, current.staffId, newHash);
    return deleteOtherAccountSessions(tx, current, current.tokenHash);
  });
  return { sessoesEncerradas: ended };
}

/**
 * The password typed again (POST /api/auth/reauth): within the account's limit of wrong passwords,
 * then the session may make sensitive changes for REAUTH_MINUTES.
 */
export async function confirmPassword(db: Db, current: CurrentSession, password: string, now = new Date()) {
  await checkCurrentPassword(db, current, password, 'senha');
  await markReauth(db, current.tokenHash, now);
  return { validaAte: new Date(now.getTime() + REAUTH_MS).toISOString() };
}

/** Checks the account's current password within its limit; 403 with `field` marked when wrong. */
export async function checkCurrentPassword(db: Db, current: Account, password: string, field: string) {
  const passwordHash = await accountPasswordHash(db, current);
  if (!passwordHash) throw new NotFoundError();
  const outcome = await checkAccountPassword(db, current, passwordHash, password);
  if (outcome.status === 'refused') {
    throw new TooManyRequestsError(accountSecurityMessages.tooManyPasswordAttempts, outcome.retryAfterSeconds);
  }
  if (outcome.status === 'failed') {
    const message = field === 'senhaAtual' ? accountSecurityMessages.currentPasswordWrong : staffMessages.reauthWrong;
    throw new AppError(403, 'wrong_current_password', message, { [field]: message });
  }
}

/** The account's open sessions, the current one marked; never a token or its hash. */
export async function getAccountSessions(db: Db, current: CurrentSession, now = new Date()): Promise<AccountSessions> {
  const rows = await listAccountSessions(db, current, now);
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
  if (!(await deleteAccountSessionByPublicId(db, current, publicId))) {
    throw new NotFoundError(accountSecurityMessages.sessionNotFound);
  }
}

/** Ends every session of the shop but the current one. */
export async function endOtherAccountSessions(db: Db, current: CurrentSession): Promise<{ sessoesEncerradas: number }> {
  return { sessoesEncerradas: await deleteOtherAccountSessions(db, current, current.tokenHash) };
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
