import { useMutation } from '@tanstack/react-query';
import type { Redemption } from '../../../../../shared/contracts/game.ts';
import { api } from '../../../../api/client.ts';

/** Looks a redemption code up (the admin types it as the winner shows it). */
export function useLookUpCode() {
  return useMutation({
    mutationFn: (codigo: string) => api<Redemption>(`/api/admin/game/codes/${encodeURIComponent(codigo)}`),
  });
}

/** Marks a code redeemed, once (a second time answers 409). */
export function useRedeemCode() {
  return useMutation({
    mutationFn: (codigo: string) =>
      api<Redemption>(`/api/admin/game/codes/${encodeURIComponent(codigo)}/redeem`, { method: 'POST' }),
  });
}
