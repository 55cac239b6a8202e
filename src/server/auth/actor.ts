import type { Role } from '../../shared/permissions.ts';

/** A manager's override: who authorised a Caixa's action on the spot, and why. */
export interface Authorization {
  /** The authoriser's login (null: the shop's owner). */
  staffId: number | null;
  name: string;
  reason: string;
}

/** Who a signed-in request acts as. */
export interface Actor {
  role: Role;
  /** The team member's login; null for the shop's owner. */
  staffId: number | null;
  /** The employee the login belongs to (the seller of their sales); null for the owner. */
  employeeId: number | null;
  /** Their name as the log writes it ('' for the owner: the log says "Lojista"). */
  name: string;
  /** Set once an override authorised the request's action. */
  authorization?: Authorization;
}

export const OWNER_ACTOR: Actor = { role: 'dono', staffId: null, employeeId: null, name: '' };

/** The same person without the override of their request: for an entry the override did not authorise. */
export function withoutAuthorization({ authorization: _, ...actor }: Actor): Actor {
  return actor;
}
