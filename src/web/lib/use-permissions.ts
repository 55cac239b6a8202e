import { useOutletContext } from 'react-router';
import type { StoreSession } from '../../shared/contracts/auth.ts';
import { can, type Permission, type Role } from '../../shared/permissions.ts';

/** Who is signed in, as the panel's frame hands it to its screens (owner-layout.tsx). */
export type Pessoa = StoreSession['pessoa'];

/**
 * The signed-in person of the panel. Outside the panel's frame (a component rendered on its own,
 * in a test) there is no session: the owner's rights then, as before there were roles; the
 * server decides anyway.
 */
export function usePessoa(): Pessoa | null {
  return useOutletContext<StoreSession | undefined>()?.pessoa ?? null;
}

export function useRole(): Role {
  return usePessoa()?.role ?? 'dono';
}

/** Whether the signed-in role has a permission: `const may = useCan(); may('customers.manage')`. */
export function useCan(): (permission: Permission) => boolean {
  const role = useRole();
  return (permission) => can(role, permission);
}
