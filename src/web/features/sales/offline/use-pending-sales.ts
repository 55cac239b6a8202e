import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Sale } from '../../../../shared/contracts/sales.ts';
import { api } from '../../../api/client.ts';
import { notify } from '../../../lib/notify.ts';
import { invalidateSaleChanges } from '../api/sale-changes.ts';
import {
  addPendingSale,
  type PendingSale,
  pendingSalesKey,
  readPendingSales,
  removePendingSale,
  retryRefusedSale,
  type SendResult,
  sendPendingSales,
} from './pending-sales.ts';

/** How often pending sales are tried again while some wait (besides the browser's 'online' event). */
const RETRY_MS = 15_000;

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the panel changed the list.
  const onStorage = (event: StorageEvent) => event.key?.startsWith('fidelizaloja:vendas-pendentes:') && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshots = new Map<number, { raw: string | null; list: PendingSale[] }>();
function snapshot(storeId: number): PendingSale[] {
  const raw = localStorage.getItem(pendingSalesKey(storeId));
  const last = snapshots.get(storeId);
  if (last && last.raw === raw) return last.list;
  const list = readPendingSales(localStorage, storeId);
  snapshots.set(storeId, { raw, list });
  return list;
}

/** One send at a time per shop in this tab (the keys keep other tabs from making a sale twice). */
const sending = new Map<number, Promise<SendResult>>();

/**
 * Sends one sale with its key. In the background a refusal that needs a person (a manager's
 * authorisation for the discount) opens no dialog: the sale waits refused, and its 'Tentar de novo'
 * (`askUser`) asks.
 */
function postPendingSale(sale: PendingSale, askUser: boolean): Promise<Sale> {
  return api<Sale>('/api/sales', { method: 'POST', body: { ...sale.input, idempotencyKey: sale.key }, askUser });
}

export function flushPendingSales(storeId: number, { askUser = false } = {}): Promise<SendResult> {
  const running = sending.get(storeId);
  if (running) return running;
  const run = sendPendingSales(
    {
      getItem: (k) => localStorage.getItem(k),
      setItem: (k, v) => {
        localStorage.setItem(k, v);
        changed();
      },
      removeItem: (k) => {
        localStorage.removeItem(k);
        changed();
      },
    },
    storeId,
    (sale) => postPendingSale(sale, askUser),
  ).finally(() => sending.delete(storeId));
  sending.set(storeId, run);
  return run;
}

/** What a send changed: the server's data is read again, and the owner hears how it went. */
async function afterSend(result: SendResult, queryClient: QueryClient) {
  const sent = result.sent.length;
  if (sent > 0) {
    notify.success(sent === 1 ? '1 venda enviada ao servidor' : `${sent} vendas enviadas ao servidor`);
  }
  if (result.refused > 0) {
    notify.error('Confira a lista de vendas guardadas na tela de vendas.', { title: 'Venda recusada pelo servidor' });
  }
  if (sent > 0) await invalidateSaleChanges(queryClient);
}

/** The shop's sales waiting on this device, and what the owner can do with them. */
export function usePendingSales(storeId: number) {
  const queryClient = useQueryClient();
  const list = useSyncExternalStore(subscribe, () => snapshot(storeId));
  const flush = useCallback(
    async (options?: { askUser?: boolean }) => {
      const result = await flushPendingSales(storeId, options);
      await afterSend(result, queryClient);
      return result;
    },
    [queryClient, storeId],
  );
  return {
    list,
    waiting: list.filter((s) => !s.refusal),
    refused: list.filter((s) => s.refusal),
    flush,
    add: (sale: PendingSale) => {
      addPendingSale(localStorage, storeId, sale);
      changed();
    },
    discard: (key: string) => {
      removePendingSale(localStorage, storeId, key);
      changed();
    },
    retry: (key: string) => {
      retryRefusedSale(localStorage, storeId, key);
      changed();
      void flush({ askUser: true });
    },
  };
}

/**
 * Sends the shop's pending sales whenever the connection comes back and every few seconds while
 * some wait, on every screen of the panel (mounted by the panel's layout).
 */
export function usePendingSalesSync(storeId: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!storeId) return;
    const attempt = () => {
      if (!navigator.onLine) return;
      if (!readPendingSales(localStorage, storeId).some((s) => !s.refusal)) return;
      void flushPendingSales(storeId).then((result) => afterSend(result, queryClient));
    };
    attempt();
    window.addEventListener('online', attempt);
    const timer = window.setInterval(attempt, RETRY_MS);
    return () => {
      window.removeEventListener('online', attempt);
      window.clearInterval(timer);
    };
  }, [queryClient, storeId]);
}
