import { useQuery } from '@tanstack/react-query';
import type { Authorizer } from '../../../../shared/contracts/staff.ts';
import { api } from '../../../api/client.ts';
import { authKeys } from './keys.ts';

/** Who can authorise a manager's override in the shop: the owner and the Gerentes with a PIN. */
export function useAuthorizers() {
  return useQuery({
    queryKey: authKeys.authorizers,
    queryFn: ({ signal }) => api<Authorizer[]>('/api/auth/authorizers', { signal, askUser: false }),
    // Read on every dialog: a Gerente may have set their PIN a minute ago.
    staleTime: 0,
  });
}
