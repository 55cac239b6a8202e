import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reauthAnswerSchema } from '../../../../shared/contracts/staff.ts';
import { api } from '../../../api/client.ts';

/** Types the password again: the session may make sensitive changes for the next 10 minutes. */
export function useConfirmPassword() {
  return useMutation({
    mutationFn: (senha: string) =>
      api<z.infer<typeof reauthAnswerSchema>>('/api/auth/reauth', { method: 'POST', body: { senha }, askUser: false }),
  });
}
