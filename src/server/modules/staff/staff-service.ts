import type { z } from 'zod';
import {
  type Authorizer,
  type createStaffSchema,
  INVITE_DAYS,
  type overridePinSchema,
  type Staff,
  staffMessages,
  type UpdateStaffInput,
} from '../../../shared/contracts/staff.ts';
import { type Role, roleLabels } from '../../../shared/permissions.ts';
import { hashPassword } from '../../auth/password.ts';
import { hashToken, newSessionToken } from '../../auth/session.ts';
import type { Account } from '../../auth/session-queries.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { enterStore } from '../../db/tenant-scope.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { checkCurrentPassword } from '../auth/auth-service.ts';
import {
  acceptInvite,
  deleteStaffSessions,
  emailInUse,
  findEmployeeName,
  findInvite,
  findStaff,
  insertStaff,
  listAuthorizers,
  listStaff,
  saveOwnerOverridePin,
  saveStaffOverridePin,
  updateStaff,
} from './staff-queries.ts';

const INVITE_MS = INVITE_DAYS * 24 * 60 * 60 * 1000;

type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaff>>>;

function toStaff(row: StaffRow, invite?: string): Staff {
  return {
    id: row.id,
    employeeId: row.employeeId,
    nome: row.nome,
    email: row.email,
    role: row.role,
    ativo: row.active,
    situacao: !row.active ? 'desativado' : row.hasPassword ? 'ativo' : 'convidado',
    pinDeAutorizacao: row.hasOverridePin,
    ...(invite ? { convite: invite } : {}),
    conviteExpiraEm: row.inviteExpiresAt?.toISOString() ?? null,
  };
}

/** The path of an invitation link (the web app puts its own origin in front). */
export const invitePath = (token: string) => `/convite/${token}`;

function newInvite(now: Date) {
  const token = newSessionToken();
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + INVITE_MS) };
}

export async function getStaff(db: Db, storeId: number): Promise<Staff[]> {
  return (await listStaff(db, storeId)).map((row) => toStaff(row));
}

async function requireStaff(db: Db, storeId: number, staffId: number): Promise<StaffRow> {
  const row = await findStaff(db, storeId, staffId);
  if (!row) throw new NotFoundError(staffMessages.staffNotFound);
  return row;
}

const emailTaken = () => new ConflictError(staffMessages.emailTaken, { email: staffMessages.emailTaken });

/**
 * Gives an employee of the shop a login. With a password the owner typed, it works at once;
 * without, the answer carries a one-time invitation link (valid INVITE_DAYS) for the employee to
 * set their own.
 */
export async function addStaff(db: Db, storeId: number, input: z.output<typeof createStaffSchema>, now = new Date()) {
  const name = await findEmployeeName(db, storeId, input.employeeId);
  if (name === undefined) {
    throw new AppError(400, 'bad_request', staffMessages.employeeNotFound, {
      employeeId: staffMessages.employeeNotFound,
    });
  }
  if (await emailInUse(db, input.email)) throw emailTaken();
  const invite = input.senha ? null : newInvite(now);
  let id: number;
  try {
    id = await insertStaff(db, {
      storeId,
      employeeId: input.employeeId,
      email: input.email,
      role: input.role,
      passwordHash: input.senha ? await hashPassword(input.senha) : null,
      inviteTokenHash: invite?.hash ?? null,
      inviteExpiresAt: invite?.expiresAt ?? null,
    });
  } catch (err) {
    if (isUniqueViolation(err, 'staff_accounts_employee_idx')) {
      throw new ConflictError(staffMessages.employeeHasLogin, { employeeId: staffMessages.employeeHasLogin });
    }
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return toStaff(await requireStaff(db, storeId, id), invite ? invitePath(invite.token) : undefined);
}

/** Changes a login's role or turns it off (its sessions end at once) or on again. */
export async function changeStaff(db: Db, storeId: number, staffId: number, input: UpdateStaffInput): Promise<Staff> {
  await requireStaff(db, storeId, staffId);
  await db.transaction(async (tx) => {
    await updateStaff(tx, storeId, staffId, {
      ...(input.role ? { role: input.role } : {}),
      ...(input.ativo !== undefined ? { active: input.ativo } : {}),
    });
    // A role change or a disable ends the sessions: the next sign-in carries the new rights.
    await deleteStaffSessions(tx, staffId);
  });
  return toStaff(await requireStaff(db, storeId, staffId));
}

/** A new invitation link for a login (the previous link stops working). */
export async function renewInvite(db: Db, storeId: number, staffId: number, now = new Date()): Promise<Staff> {
  await requireStaff(db, storeId, staffId);
  const invite = newInvite(now);
  await updateStaff(db, storeId, staffId, { inviteTokenHash: invite.hash, inviteExpiresAt: invite.expiresAt });
  return toStaff(await requireStaff(db, storeId, staffId), invitePath(invite.token));
}

/** A link that still works (its login active, its shop not blocked); the request then acts for that shop. */
async function openInvite(db: Db, tokenHash: string, now: Date) {
  const row = await findInvite(db, tokenHash, now);
  if (!row?.active || row.storeStatus === 'bloqueado') throw new NotFoundError(staffMessages.inviteInvalid);
  // The employee's name is a row of the shop's: the public request narrows to it.
  enterStore(row.storeId);
  return row;
}

/** What the invitation page shows: whose login it is, in which shop. 404 when the link is not valid. */
export async function getInvite(db: Db, token: string, now = new Date()) {
  const row = await openInvite(db, hashToken(token), now);
  const nome = (await findEmployeeName(db, row.storeId, row.employeeId)) ?? '';
  return { nomeEmpresa: row.nomeEmpresa, nome, email: row.email, storeId: row.storeId };
}

/** The employee sets their password through the link, once; any session of the login ends. */
export async function acceptStaffInvite(db: Db, token: string, password: string, now = new Date()): Promise<void> {
  const tokenHash = hashToken(token);
  const row = await openInvite(db, tokenHash, now);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await acceptInvite(tx, tokenHash, hash, now))) throw new NotFoundError(staffMessages.inviteInvalid);
    await deleteStaffSessions(tx, row.id);
  });
}

/** Sets the signed-in Gerente's or owner's own override PIN, after their password. */
export async function setOverridePin(
  db: Db,
  current: Account & { tokenHash: string },
  role: Role,
  input: z.output<typeof overridePinSchema>,
): Promise<void> {
  if (role === 'caixa') throw new ForbiddenError(staffMessages.overridePinNotAllowed, 'forbidden');
  await checkCurrentPassword(db, current, input.senha, 'senha');
  const hash = await hashPassword(input.pin);
  if (current.staffId === null) await saveOwnerOverridePin(db, current.storeId, hash);
  else await saveStaffOverridePin(db, current.storeId, current.staffId, hash);
}

export async function getAuthorizers(db: Db, storeId: number): Promise<Authorizer[]> {
  const { ownerHasPin, managers } = await listAuthorizers(db, storeId);
  return [
    ...(ownerHasPin ? [{ id: 'dono', nome: roleLabels.dono, role: 'dono' as const }] : []),
    ...managers.map((m) => ({ id: String(m.id), nome: m.nome, role: 'gerente' as const })),
  ];
}
