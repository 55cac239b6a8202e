import { STORE_UNAVAILABLE, storefrontTexts } from '../../../shared/storefront.ts';
import { NotFoundError } from '../../errors.ts';

/** A shop's status as stored; undefined when there is no such shop. */
export type StoreStatus = 'liberado' | 'bloqueado' | undefined;

/**
 * Throws unless the shop is open: an unknown shop answers 404 `not_found` 'Loja não encontrada', a
 * blocked one 404 `store_unavailable` 'Esta loja está indisponível no momento.' (still a 404, so
 * everything that treats a shop it cannot show as not found goes on doing so).
 */
export function assertStoreOpen(status: StoreStatus): void {
  if (status === undefined) throw new NotFoundError(storefrontTexts.storeNotFound);
  if (status !== 'liberado') throw new NotFoundError(storefrontTexts.storeUnavailable, STORE_UNAVAILABLE);
}
