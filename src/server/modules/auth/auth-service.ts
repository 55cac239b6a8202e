import { authMessages } from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/errors.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../auth/password.ts';
import { clearRateLimit, hitRateLimit, rateLimitWait } from '../../auth/rate-limit.ts';
import { hashToken, newSessionToken, SESSION_MS } from '../../auth/session.ts';
import { deleteSession, insertSession } from '../../auth/session-queries.ts';
import type { Db } from '../../db/client.ts';
import { ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../../errors.ts';
import {
  countAdmins,
  findAdmin,
  findAdminCredentials,
  findStoreCredentials,
  findStoreProfile,
  upsertAdmin,
} from './auth-queries.ts';

/** Failed-login limits: per e-mail (guessing one account) and per IP (spraying many). Successes do not count. */
export const LOGIN_LIMITS = {
  perEmail: { limit: 10, windowSeconds: 15 * 60 },
  perIp: { limit: 50, windowSeconds: 15 * 60 },
};

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Refuses the attempt while the e-mail or the IP is past its limit of failures. */
async function guardLoginRate(db: Db, scope: string, email: string, ip: string): Promise<void> {
  const waits = await Promise.all([
    rateLimitWait(db, `${scope}:email:${email}`, LOGIN_LIMITS.perEmail),
    rateLimitWait(db, `${scope}:ip:${ip}`, LOGIN_LIMITS.perIp),
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) throw new TooManyRequestsError(messages.tooManyRequests, wait);
}

/** Counts a failed attempt against the e-mail and the IP. */
async function countLoginFailure(db: Db, scope: string, email: string, ip: string): Promise<void> {
  await hitRateLimit(db, `${scope}:email:${email}`, LOGIN_LIMITS.perEmail);
  await hitRateLimit(db, `${scope}:ip:${ip}`, LOGIN_LIMITS.perIp);
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
  await guardLoginRate(db, 'login', input.email, client.ip);
  const store = await findStoreCredentials(db, input.email);
  const ok = store ? await verifyPassword(store.passwordHash, input.senha) : await verifyAgainstNothing(input.senha);
  if (!store || !ok) {
    await countLoginFailure(db, 'login', input.email, client.ip);
    throw new UnauthorizedError(authMessages.wrongCredentials.description, 'wrong_credentials');
  }
  if (store.status === 'bloqueado') throw new ForbiddenError(authMessages.blocked.description, 'store_blocked');
  await clearRateLimit(db, `login:email:${input.email}`);
  const session = await startSession(db, { storeId: store.id }, client);
  return { session, store: { id: store.id, nomeEmpresa: store.nomeEmpresa } };
}

export async function loginAdmin(db: Db, input: { email: string; senha: string }, client: ClientInfo) {
  await guardLoginRate(db, 'admin-login', input.email, client.ip);
  const admin = await findAdminCredentials(db, input.email);
  const ok = admin ? await verifyPassword(admin.passwordHash, input.senha) : await verifyAgainstNothing(input.senha);
  if (!admin || !ok) {
    await countLoginFailure(db, 'admin-login', input.email, client.ip);
    throw new UnauthorizedError(authMessages.adminWrongCredentials.description, 'wrong_credentials');
  }
  await clearRateLimit(db, `admin-login:email:${input.email}`);
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

/** `npm run admin:create`: creates a super admin or resets its password. */
export async function createOrResetAdmin(db: Db, email: string, password: string) {
  return upsertAdmin(db, email, await hashPassword(password));
}

/** First start: SUPER_ADMIN_EMAIL/SUPER_ADMIN_PASSWORD create one super admin if none exists. */
export async function ensureFirstAdmin(db: Db, email?: string, password?: string): Promise<boolean> {
  if (!email || !password) return false;
  if ((await countAdmins(db)) > 0) return false;
  await createOrResetAdmin(db, email, password);
  return true;
}
