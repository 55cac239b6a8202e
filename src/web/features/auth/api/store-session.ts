import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSession } from '../../../../shared/contracts/auth.ts';
import { ROLES } from '../../../../shared/permissions.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const storeSessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.storeSession,
    queryFn: ({ signal }) => api<StoreSession>('/api/auth/me', { signal }),
    staleTime: 5 * 60_000,
  });

export function useStoreSession() {
  return useQuery(storeSessionQueryOptions());
}

const LAST_SESSION = 'fidelizaloja:ultima-sessao';

/**
 * The last shop signed in on this device, so the panel can open without a network (its screens
 * then say what they cannot load). Only what the panel's header and menu show (the shop, who is
 * signed in and their role); forgotten at sign-out and whenever the server says the session is over.
 */
export function rememberSession(session: StoreSession): void {
  try {
    localStorage.setItem(LAST_SESSION, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the panel just needs the network to open.
  }
}

export function rememberedSession(): StoreSession | null {
  try {
    const session = JSON.parse(localStorage.getItem(LAST_SESSION) ?? 'null') as StoreSession | null;
    if (typeof session?.store?.id !== 'number' || new Date(session.expiresAt).getTime() < Date.now()) return null;
    // Kept before the panel knew who is signed in (no role): not trusted to draw the menu.
    if (!ROLES.includes(session.pessoa?.role)) return null;
    return session;
  } catch {
    return null;
  }
}

export function forgetSession(): void {
  try {
    localStorage.removeItem(LAST_SESSION);
  } catch {}
}
