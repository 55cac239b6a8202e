import { describe, expect, it } from 'vitest';
import type { Sale } from '../../../../shared/contracts/sales.ts';
import { ApiClientError } from '../../../api/client.ts';
import {
  addPendingSale,
  type PendingSale,
  pendingSalesKey,
  readPendingSales,
  retryRefusedSale,
  sendPendingSales,
} from './pending-sales.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

const sale = (key: string, totalCents = 1000): PendingSale => ({
  key,
  input: { items: [{ productId: 1, quantity: 1 }], payments: [{ type: 'pix', amountCents: totalCents }] },
  totalCents,
  createdAt: '2026-11-27T12:00:00.000Z',
  refusal: null,
});

const saved = (key: string) => ({ id: key }) as unknown as Sale;

describe('pending sales on the device', () => {
  it('are kept per shop, once per key, in the order they were made', () => {
    const storage = memoryStorage();
    addPendingSale(storage, 1, sale('a'));
    addPendingSale(storage, 1, sale('b'));
    addPendingSale(storage, 1, sale('a'));
    addPendingSale(storage, 2, sale('c'));
    expect(readPendingSales(storage, 1).map((s) => s.key)).toEqual(['a', 'b']);
    expect(readPendingSales(storage, 2).map((s) => s.key)).toEqual(['c']);
  });

  it('survive a damaged entry: nothing is read from it', () => {
    const storage = memoryStorage();
    storage.setItem(pendingSalesKey(1), '{not json');
    expect(readPendingSales(storage, 1)).toEqual([]);
  });

  it('are sent in order, each with its own key, and leave the list once taken', async () => {
    const storage = memoryStorage();
    addPendingSale(storage, 1, sale('a'));
    addPendingSale(storage, 1, sale('b'));
    const keys: string[] = [];
    const result = await sendPendingSales(storage, 1, async (s) => {
      keys.push(s.key);
      return saved(s.key);
    });
    expect(keys).toEqual(['a', 'b']);
    expect(result).toMatchObject({ refused: 0, interrupted: false });
    expect(readPendingSales(storage, 1)).toEqual([]);
    expect(storage.data.size).toBe(0);
  });

  it('stop at a network failure and send the same key next time', async () => {
    const storage = memoryStorage();
    addPendingSale(storage, 1, sale('a'));
    addPendingSale(storage, 1, sale('b'));
    const offline = await sendPendingSales(storage, 1, async () => {
      throw new ApiClientError(0, 'network', 'Sem conexão');
    });
    expect(offline).toMatchObject({ sent: [], interrupted: true });
    expect(readPendingSales(storage, 1).map((s) => s.key)).toEqual(['a', 'b']);
    const busy = await sendPendingSales(storage, 1, async () => {
      throw new ApiClientError(503, 'unavailable', 'Indisponível');
    });
    expect(busy.interrupted).toBe(true);
    const keys: string[] = [];
    await sendPendingSales(storage, 1, async (s) => {
      keys.push(s.key);
      return saved(s.key);
    });
    expect(keys).toEqual(['a', 'b']);
  });

  it("keep a refused sale with the server's message, send the others, and retry it when asked", async () => {
    const storage = memoryStorage();
    addPendingSale(storage, 1, sale('a'));
    addPendingSale(storage, 1, sale('b'));
    const result = await sendPendingSales(storage, 1, async (s) => {
      if (s.key === 'a')
        throw new ApiClientError(422, 'out_of_stock', 'Estoque insuficiente para Bolo. Disponível: 0.');
      return saved(s.key);
    });
    expect(result).toMatchObject({ refused: 1, interrupted: false });
    expect(readPendingSales(storage, 1)).toEqual([
      { ...sale('a'), refusal: { code: 'out_of_stock', message: 'Estoque insuficiente para Bolo. Disponível: 0.' } },
    ]);
    // Refused sales are not sent again by themselves...
    const again = await sendPendingSales(storage, 1, async () => {
      throw new Error('must not be sent');
    });
    expect(again.sent).toEqual([]);
    // ...only when the owner asks, with the same key.
    retryRefusedSale(storage, 1, 'a');
    const keys: string[] = [];
    await sendPendingSales(storage, 1, async (s) => {
      keys.push(s.key);
      return saved(s.key);
    });
    expect(keys).toEqual(['a']);
    expect(readPendingSales(storage, 1)).toEqual([]);
  });
});
