import type { FastifyBaseLogger } from 'fastify';
import { passwordResetMessages, RESET_LINK_MINUTES } from '../../../shared/auth.ts';
import type { AdminPasswordResetLink } from '../../../shared/contracts/admin.ts';
import { adminMessages } from '../../../shared/contracts/admin.ts';
import type { PasswordResetCompleted, PasswordResetLink } from '../../../shared/contracts/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { hashPassword } from '../../auth/password.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import { hashToken, newSessionToken } from '../../auth/session.ts';
import { type Account, deleteOtherAccountSessions } from '../../auth/session-queries.ts';
import type { BackgroundTasks } from '../../background-tasks.ts';
import type { Db } from '../../db/client.ts';
import { runOnTablesWithoutTenant } from '../../db/tenant-scope.ts';
import { AppError, NotFoundError, TooManyRequestsError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { updateStaffPasswordHash } from '../staff/staff-queries.ts';
import { updateStorePasswordHash } from './auth-queries.ts';
import { emailHash } from './auth-service.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import {
  consumeReset,
  deleteAccountResets,
  findAccountByEmail,
  findStoreContact,
  findValidReset,
  replaceAccountReset,
} from './password-reset-queries.ts';

export const RESET_LINK_MS = RESET_LINK_MINUTES * 60 * 1000;

/**
 * "Esqueci minha senha" requests, every one counted (they send e-mail, so successes count too):
 * - per IP: 10 an hour, over any e-mails (one address walking through many accounts);
 * - per e-mail: 3 an hour, from any address (nobody fills an inbox with links).
 * The address's counter comes first, so a refused address never uses up an e-mail's. Unknown
 * e-mails count exactly as known ones, so a 429 says nothing about which accounts exist.
 */
export const PASSWORD_RESET_LIMITS = {
  perIp: { limit: 10, windowSeconds: 60 * 60 },
  perEmail: { limit: 3, windowSeconds: 60 * 60 },
};

/** What the reset routes need: the database, where links point at and, with SMTP_URL, the mailer. */
export interface PasswordResetDeps {
  db: Db;
  /** PUBLIC_URL: the origin of the links. */
  publicUrl: string;
  mailer?: Mailer;
  background: BackgroundTasks;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The link a person opens to set a new password. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.resetPassword.href(token)}`;
}

/** A new link for the account (superseding its older ones): the token, shown once. */
async function issueLink(
  db: Db,
  account: Account,
  issued: { by: 'email' } | { by: 'admin'; adminId: number },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MS);
  await replaceAccountReset(db, account, {
    tokenHash: hashToken(token),
    issuedBy: issued.by,
    adminId: issued.by === 'admin' ? issued.adminId : null,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * "Esqueci minha senha": counts the request within PASSWORD_RESET_LIMITS and answers at once, the
 * same whether or not a shop has the e-mail; looking the shop up, making the link and sending the
 * e-mail happen after the answer, so its time says nothing either. 409 where no e-mail can be sent.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  email: string,
  client: { ip: string; log: Log },
): Promise<{ mensagem: string }> {
  const { mailer } = deps;
  if (!mailer) {
    throw new AppError(409, 'password_reset_unavailable', passwordResetMessages.unavailable.description);
  }
  for (const [key, rule] of [
    [`password-reset:ip:${client.ip}`, PASSWORD_RESET_LIMITS.perIp],
    [`password-reset:email:${email}`, PASSWORD_RESET_LIMITS.perEmail],
  ] as const) {
    const wait = await hitRateLimit(deps.db, key, rule);
    if (wait > 0) {
      client.log.warn(
        { event: 'password-reset', emailHash: emailHash(email), ip: client.ip, outcome: 'throttled' },
        'password reset requested',
      );
      throw new TooManyRequestsError(passwordResetMessages.tooManyRequests, wait);
    }
  }
  const line = { event: 'password-reset', emailHash: emailHash(email), ip: client.ip };
  deps.background.run(
    // stores and password_resets have no row-level security.
    () =>
      runOnTablesWithoutTenant(async () => {
        const account = await findAccountByEmail(deps.db, email);
        if (!account) {
          client.log.info({ ...line, outcome: 'unknown_email' }, 'password reset requested');
          return;
        }
        const { token } = await issueLink(deps.db, account, { by: 'email' });
        const link = resetLink(deps.publicUrl, token);
        await mailer.send(
          passwordResetMail({
            to: account.email,
            nomeEmpresa: account.nomeEmpresa,
            pessoa: account.staffId === null ? undefined : account.nome,
            link,
          }),
        );
        client.log.info(
          { ...line, storeId: account.storeId, staffId: account.staffId ?? undefined, outcome: 'sent' },
          'password reset requested',
        );
      }),
    (err) => client.log.error({ ...line, err, outcome: 'failed' }, 'password reset e-mail not sent'),
  );
  return { mensagem: passwordResetMessages.requested };
}

const invalidLink = () => new AppError(404, 'invalid_reset_link', passwordResetMessages.invalidLink);

/** The account a link is for, while it works; 404 for a link unknown, used, superseded or expired. */
export async function checkResetLink(db: Db, token: string, now = new Date()): Promise<PasswordResetLink> {
  const reset = await findValidReset(db, hashToken(token), now);
  if (!reset) throw invalidLink();
  return { nomeEmpresa: reset.nomeEmpresa, email: reset.email, expiraEm: reset.expiresAt.toISOString() };
}

/**
 * Sets the new password with a link: the link is used up, the new hash saved and every session of
 * the account ended, in one transaction (of two requests with one link, one wins; the other gets
 * 404). The new password follows registration's rule; it is not compared with the old one, which
 * would let whoever holds a link test guesses of the old password without using the link.
 */
export async function completePasswordReset(
  db: Db,
  input: { token: string; novaSenha: string },
  log: Log,
  now = new Date(),
): Promise<PasswordResetCompleted> {
  const tokenHash = hashToken(input.token);
  // Checked first, so an unknown token costs no password hash.
  const reset = await findValidReset(db, tokenHash, now);
  if (!reset) throw invalidLink();
  const newHash = await hashPassword(input.novaSenha);
  const ended = await db.transaction(async (tx) => {
    const used = await consumeReset(tx, tokenHash, new Date());
    if (!used) return null;
    if (used.staffId === null) await updateStorePasswordHash(tx, used.storeId, newHash);
    else await updateStaffPasswordHash(tx, used.storeId, used.staffId, newHash);
    await deleteAccountResets(tx, used);
    // The account's sessions, all of them; the other people of the shop have passwords of their own.
    return deleteOtherAccountSessions(tx, used, null);
  });
  if (ended === null) throw invalidLink();
  log.info(
    {
      event: 'password-reset',
      emailHash: emailHash(reset.email),
      storeId: reset.storeId,
      staffId: reset.staffId ?? undefined,
      outcome: 'completed',
    },
    'password reset completed',
  );
  return { email: reset.email, sessoesEncerradas: ended };
}

/** The super admin's link for a shop (where no e-mail is sent): shown once, to copy or send on WhatsApp. */
export async function issueAdminResetLink(
  deps: Pick<PasswordResetDeps, 'db' | 'publicUrl'>,
  storeId: number,
  adminId: number,
  log: Log,
): Promise<AdminPasswordResetLink> {
  const store = await findStoreContact(deps.db, storeId);
  if (!store) throw new NotFoundError(adminMessages.storeNotFound);
  const { token, expiresAt } = await issueLink(deps.db, { storeId, staffId: null }, { by: 'admin', adminId });
  log.info({ event: 'password-reset', storeId, adminId, outcome: 'issued_by_admin' }, 'password reset link issued');
  return {
    link: resetLink(deps.publicUrl, token),
    expiraEm: expiresAt.toISOString(),
    nomeEmpresa: store.nomeEmpresa,
    telefone: store.telefone,
  };
}
