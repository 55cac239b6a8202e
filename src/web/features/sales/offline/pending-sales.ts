import type { Sale, SaleInput } from '../../../../shared/contracts/sales.ts';
import { ApiClientError } from '../../../api/client.ts';

/**
 * A sale finished while the server could not be reached, kept on this device until it is sent.
 * The key is the sale's Idempotency-Key: every attempt uses it, so the server stores it once.
 */
export interface PendingSale {
  key: string;
  input: SaleInput;
  totalCents: number;
  /** When it was finished at the counter (ISO). */
  createdAt: string;
  /** The server's answer when it refused the sale (stock, prices...): kept for the owner to resolve. */
  refusal: { code: string; message: string } | null;
}

/** Where a shop's pending sales live (one list per shop on a shared device). */
export const pendingSalesKey = (storeId: number) => `fidelizaloja:vendas-pendentes:${storeId}`;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readPendingSales(storage: KeyValueStore, storeId: number): PendingSale[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(pendingSalesKey(storeId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPendingSale) : [];
  } catch {
    return [];
  }
}

function isPendingSale(value: unknown): value is PendingSale {
  const v = value as Partial<PendingSale> | null;
  return (
    typeof v?.key === 'string' && typeof v.input === 'object' && v.input !== null && typeof v.totalCents === 'number'
  );
}

function write(storage: KeyValueStore, storeId: number, list: PendingSale[]) {
  if (list.length === 0) storage.removeItem(pendingSalesKey(storeId));
  else storage.setItem(pendingSalesKey(storeId), JSON.stringify(list));
}

/** Adds a sale at the end (once per key: adding the same key again changes nothing). */
export function addPendingSale(storage: KeyValueStore, storeId: number, sale: PendingSale): void {
  const list = readPendingSales(storage, storeId);
  if (list.some((s) => s.key === sale.key)) return;
  write(storage, storeId, [...list, sale]);
}

export function removePendingSale(storage: KeyValueStore, storeId: number, key: string): void {
  write(
    storage,
    storeId,
    readPendingSales(storage, storeId).filter((s) => s.key !== key),
  );
}

function setRefusal(storage: KeyValueStore, storeId: number, key: string, refusal: PendingSale['refusal']) {
  write(
    storage,
    storeId,
    readPendingSales(storage, storeId).map((s) => (s.key === key ? { ...s, refusal } : s)),
  );
}

/** A refused sale goes back in line (after the owner fixed the stock, for example), with its key. */
export function retryRefusedSale(storage: KeyValueStore, storeId: number, key: string): void {
  setRefusal(storage, storeId, key, null);
}

/**
 * The server could not be reached or could not answer now (no network, a proxy without the server
 * behind it, too many requests, an internal error): the same request may be sent again later.
 * Any other answer is the server's word on this sale.
 */
export function isTransientFailure(err: unknown): boolean {
  if (!(err instanceof ApiClientError)) return true;
  return err.status === 0 || err.status === 429 || err.status >= 500;
}

export interface SendResult {
  sent: Sale[];
  refused: number;
  /** Sending stopped at a sale the server could not take now; it stays first in line. */
  interrupted: boolean;
}

/**
 * Sends the shop's pending sales in the order they were made, each with its own key, one at a
 * time: a sale the server takes leaves the list, one it refuses stays with its message (and the
 * next ones go on), and a network failure stops here until the next attempt.
 */
export async function sendPendingSales(
  storage: KeyValueStore,
  storeId: number,
  send: (sale: PendingSale) => Promise<Sale>,
): Promise<SendResult> {
  const result: SendResult = { sent: [], refused: 0, interrupted: false };
  for (const sale of readPendingSales(storage, storeId)) {
    if (sale.refusal) continue;
    try {
      result.sent.push(await send(sale));
      removePendingSale(storage, storeId, sale.key);
    } catch (err) {
      if (isTransientFailure(err)) {
        result.interrupted = true;
        break;
      }
      const { code, message } = err as ApiClientError;
      setRefusal(storage, storeId, sale.key, { code, message });
      result.refused += 1;
    }
  }
  return result;
}
