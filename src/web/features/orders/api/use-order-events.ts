import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type OrderStreamEvent, orderStreamEventSchema } from '../../../../shared/contracts/owner-orders.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ordersKeys } from './keys.ts';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

const RECONNECT_AFTER_REFUSAL_MS = 5_000;

/**
 * The shop's live order events (Server-Sent Events). Every event refreshes the orders; `onEvent`
 * sees each one too. The browser reconnects by itself after a network drop; after a refusal (the
 * server restarting, a session that ended) this opens a new stream, and asks for the session again
 * so that an ended session leads back to the start.
 */
export function useOrderEvents(onEvent: (event: OrderStreamEvent) => void): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let openedBefore = false;

    const refresh = () => queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    const connect = () => {
      source = new EventSource('/api/orders/events');
      source.onopen = () => {
        setState('live');
        // Whatever happened while the stream was down: read the orders again.
        if (openedBefore) void refresh();
        openedBefore = true;
      };
      source.onmessage = (message) => {
        let event: OrderStreamEvent;
        try {
          event = orderStreamEventSchema.parse(JSON.parse(message.data));
        } catch {
          return;
        }
        void refresh();
        handler.current(event);
      };
      source.onerror = () => {
        setState('reconnecting');
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        void queryClient.invalidateQueries({ queryKey: queryKeys.storeSession });
        timer = setTimeout(connect, RECONNECT_AFTER_REFUSAL_MS);
      };
    };
    connect();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [queryClient]);

  return state;
}
