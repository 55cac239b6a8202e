import type { LoginInput } from '../../../../shared/contracts/auth.ts';
import { api } from '../../../api/client.ts';
import { useWrite } from '../../../public-site/reads.ts';

/**
 * The super admin's sign-in from the landing page. The admin area is the owner panel's entry,
 * opened by a page load: nothing of an earlier session is cached there to clear.
 */
export function useLoginAdmin() {
  return useWrite((input: LoginInput) => api<{ ok: true }>('/api/admin/auth/login', { method: 'POST', body: input }));
}
