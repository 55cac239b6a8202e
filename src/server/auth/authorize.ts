import type { FastifyRequest } from 'fastify';
import { OVERRIDE_HEADERS, OVERRIDE_REASON_MAX, REAUTH_MINUTES, staffMessages } from '../../shared/contracts/staff.ts';
import { can, overridable, type Permission, roleLabels } from '../../shared/permissions.ts';
import type { Db } from '../db/client.ts';
import { AppError, ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../errors.ts';
import { findEmployeeName, findOverridePinHash } from '../modules/staff/staff-queries.ts';
import type { Actor, Authorization } from './actor.ts';
import { verifyAgainstNothing, verifyPassword } from './password.ts';
import { limitedAttempt } from './rate-limit.ts';

/** Wrong override PINs per shop, as the loyalty PIN: 5 per 15 minutes. */
export const OVERRIDE_PIN_LIMIT = { limit: 5, windowSeconds: 15 * 60 };

function actorOf(request: FastifyRequest): Actor {
  const actor = request.storeAuth?.actor;
  if (!actor) throw new UnauthorizedError('Sua sessão expirou. Entre novamente.');
  return actor;
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Lets the request do what `permission` allows, or throws 403. A Caixa's request for an action a
 * Gerente may authorise passes when it carries a valid override (the authoriser, their PIN and a
 * reason in the OVERRIDE_HEADERS): the request then runs once with the authorisation on its actor,
 * and the entry it writes in the Registro de Atividades names both people and the reason.
 */
export async function authorize(db: Db, request: FastifyRequest, permission: Permission): Promise<void> {
  const actor = actorOf(request);
  if (can(actor.role, permission)) return;
  if (!overridable(permission)) throw new ForbiddenError(staffMessages.forbidden, 'forbidden');
  if (actor.authorization) return;
  if (!header(request, OVERRIDE_HEADERS.pin) && !header(request, OVERRIDE_HEADERS.by)) {
    throw new ForbiddenError(staffMessages.overrideRequired, 'override_required');
  }
  actor.authorization = await checkOverride(db, request.storeAuth?.storeId ?? 0, request);
}

/** Whether the request's actor has `permission` (no override is tried). */
export function hasPermission(request: FastifyRequest, permission: Permission): boolean {
  return can(actorOf(request).role, permission);
}

async function checkOverride(db: Db, storeId: number, request: FastifyRequest): Promise<Authorization> {
  const byText = header(request, OVERRIDE_HEADERS.by);
  const pin = header(request, OVERRIDE_HEADERS.pin);
  let reason = '';
  try {
    reason = decodeURIComponent(header(request, OVERRIDE_HEADERS.reason)).trim();
  } catch {
    reason = '';
  }
  const fields: Record<string, string> = {};
  const by = byText === 'dono' ? 'dono' : /^\d{1,9}$/.test(byText) ? Number(byText) : null;
  if (by === null) fields.autorizador = staffMessages.overrideAuthorizerRequired;
  if (!/^\d{1,8}$/.test(pin)) fields.pin = staffMessages.overridePinRequired;
  if (reason.length < 3) fields.motivo = staffMessages.overrideReasonRequired;
  else if (reason.length > OVERRIDE_REASON_MAX) fields.motivo = staffMessages.overrideReasonTooLong;
  if (by === null || Object.keys(fields).length > 0) {
    throw new AppError(400, 'invalid_override', staffMessages.overrideRequired, fields);
  }
  let found: Awaited<ReturnType<typeof findOverridePinHash>>;
  const outcome = await limitedAttempt(db, [{ key: `override-pin:${storeId}`, rule: OVERRIDE_PIN_LIMIT }], async () => {
    found = await findOverridePinHash(db, storeId, by);
    return found ? verifyPassword(found.hash, pin) : verifyAgainstNothing(pin);
  });
  if (outcome.status === 'refused') {
    throw new TooManyRequestsError(staffMessages.overrideTooMany, outcome.retryAfterSeconds);
  }
  if (outcome.status === 'failed' || !found) {
    throw new AppError(403, 'override_wrong', staffMessages.overrideWrong, { pin: staffMessages.overrideWrong });
  }
  const name =
    found.employeeId === null
      ? roleLabels.dono
      : ((await findEmployeeName(db, storeId, found.employeeId)) ?? roleLabels.gerente);
  return { staffId: by === 'dono' ? null : by, name, reason };
}

export const REAUTH_MS = REAUTH_MINUTES * 60 * 1000;

/**
 * Sensitive changes (the PIX key, the cashier's discount limit, a team member's role or login) need
 * the password typed again in this session within the last 10 minutes: POST /api/auth/reauth.
 */
export function requireRecentPassword(request: FastifyRequest, now = new Date()): void {
  const at = request.storeAuth?.reauthAt;
  if (!at || now.getTime() - at.getTime() > REAUTH_MS) {
    throw new ForbiddenError(staffMessages.reauthRequired, 'reauth_required');
  }
}
