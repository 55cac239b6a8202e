import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, ShoppingBag } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import type { StoreSession } from '../../../shared/contracts/auth.ts';
import {
  type OrderStatus,
  type OwnerOrder,
  orderMessages,
  orderStatusSchema,
  orderTransitions,
} from '../../../shared/contracts/owner-orders.ts';
import { messages } from '../../../shared/messages.ts';
import { formatCents } from '../../../shared/money.ts';
import { paths } from '../../../shared/paths.ts';
import { ApiClientError } from '../../api/client.ts';
import { QueryState } from '../../components/query-state.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { notify } from '../../lib/notify.ts';
import { useNow } from '../../lib/use-now.ts';
import { orderQueryOptions } from './api/get-order.ts';
import { useOrders } from './api/get-orders.ts';
import { useUpdateOrderStatus } from './api/update-order-status.ts';
import { useOrderEvents } from './api/use-order-events.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { printOrder } from './lib/print-order.ts';
import { useOrderSound } from './lib/use-order-sound.ts';
import { OrderCard } from './order-card.tsx';
import { OrderFilters } from './order-filters.tsx';
import { LiveIndicator, SoundToggle } from './orders-toolbar.tsx';

/** Gerenciar Pedidos Online: the shop's orders as they arrive, moved on one step at a time. */
export function OrdersPage() {
  const { store } = useOutletContext<StoreSession>();
  const [searchParams, setSearchParams] = useSearchParams();
  const parsedStatus = orderStatusSchema.safeParse(searchParams.get('status'));
  const status = parsedStatus.success ? parsedStatus.data : undefined;
  const orders = useOrders(status);
  const queryClient = useQueryClient();
  const update = useUpdateOrderStatus();
  const sound = useOrderSound();
  const now = useNow(30_000);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [advancing, setAdvancing] = useState<ReadonlySet<string>>(new Set());
  const unseen = useUnseenCount();
  /** The order whose cancel dialog is open, and the server's refusal of the last try. */
  const [cancelling, setCancelling] = useState<OwnerOrder | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [cancelSending, setCancelSending] = useState(false);

  const live = useOrderEvents((event) => {
    if (event.type !== 'order.created' || !event.orderId) return;
    const orderId = event.orderId;
    setFresh((prev) => new Set(prev).add(orderId));
    sound.play();
    unseen.add();
    queryClient.fetchQuery(orderQueryOptions(orderId)).then(
      (order) =>
        notify.success(
          orderMessages.newOrder,
          `Pedido ${order.number} de ${order.customer.name} · ${formatCents(order.totalCents)}`,
        ),
      () => notify.success(orderMessages.newOrder, 'Um novo pedido chegou.'),
    );
  });

  const advance = useCallback(
    async (order: OwnerOrder) => {
      const step = orderTransitions[order.status];
      if (!step) return;
      setAdvancing((prev) => new Set(prev).add(order.id));
      try {
        const updated = await update.mutateAsync({ orderId: order.id, status: step.next });
        const done = orderMessages.statusUpdated(updated.number, updated.status);
        notify.success(done.title, done.description);
      } catch (err) {
        notify.error(err instanceof ApiClientError ? err.message : messages.unexpected, {
          title: 'Não foi possível atualizar o pedido',
        });
      } finally {
        setAdvancing((prev) => {
          const next = new Set(prev);
          next.delete(order.id);
          return next;
        });
      }
    },
    [update],
  );

  const openCancel = useCallback((order: OwnerOrder) => {
    setCancelError(null);
    setCancelling(order);
  }, []);

  async function cancel(order: OwnerOrder, motivo: string) {
    if (cancelSending) return;
    setCancelSending(true);
    setCancelError(null);
    try {
      const updated = await update.mutateAsync({ orderId: order.id, status: 'cancelado', motivo });
      const done = orderMessages.cancelled(updated.number);
      notify.success(done.title, done.description);
      setCancelling(null);
      // The button that opened the dialog is gone with the cancel: the keyboard stays on the card.
      setTimeout(() => {
        document.querySelector<HTMLElement>(`[data-testid="order-${updated.number}"] footer button`)?.focus();
      }, 0);
    } catch (err) {
      // The dialog stays open with what was typed, and says why.
      const message = err instanceof ApiClientError ? err.message : messages.unexpected;
      setCancelError(message);
      notify.error(message, { title: 'Não foi possível cancelar o pedido' });
    } finally {
      setCancelSending(false);
    }
  }

  const print = useCallback((order: OwnerOrder) => printOrder(order, store.nomeEmpresa), [store.nomeEmpresa]);

  function chooseStatus(next: OrderStatus | undefined) {
    setSearchParams(next ? { status: next } : {}, { replace: true });
  }

  const pages = orders.data?.pages;
  const counts = pages?.[0]?.counts;
  const list = pages?.flatMap((p) => p.orders) ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <Link to={paths.ownerHome.href()} className={buttonClasses('secondary', 'sm')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Voltar
      </Link>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Gerenciar Pedidos Online</h1>
          <p className="text-slate-600">Os pedidos da sua loja chegam aqui na hora, sem recarregar a página.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LiveIndicator state={live} />
          <SoundToggle enabled={sound.enabled} locked={sound.locked} onToggle={sound.toggle} />
        </div>
      </div>

      <OrderFilters value={status} counts={counts} onChange={chooseStatus} />

      <QueryState
        query={orders}
        what="os pedidos"
        loading={<PageLoading />}
        isEmpty={() => list.length === 0}
        empty={<EmptyState status={status} storeId={store.id} />}
      >
        {() => (
          <section aria-label="Pedidos" className="space-y-4">
            <ul className="grid gap-4 xl:grid-cols-2">
              {list.map((order) => (
                <li key={order.id} className="flex">
                  <OrderCard
                    order={order}
                    now={now}
                    isNew={fresh.has(order.id) && order.status === 'pendente'}
                    advancing={advancing.has(order.id)}
                    onAdvance={advance}
                    onCancel={openCancel}
                    onPrint={print}
                  />
                </li>
              ))}
            </ul>
            {orders.hasNextPage && (
              <div className="text-center">
                <Button variant="secondary" onClick={() => orders.fetchNextPage()} loading={orders.isFetchingNextPage}>
                  Carregar mais pedidos
                </Button>
              </div>
            )}
          </section>
        )}
      </QueryState>

      {cancelling && (
        <CancelOrderDialog
          key={cancelling.id}
          order={cancelling}
          sending={cancelSending}
          serverError={cancelError}
          onClose={() => setCancelling(null)}
          onConfirm={(motivo) => void cancel(cancelling, motivo)}
        />
      )}
    </div>
  );
}

const emptyFilterLabel: Record<OrderStatus, string> = {
  pendente: 'pendente',
  preparando: 'em preparo',
  pronto: 'pronto',
  entregue: 'entregue',
  cancelado: 'cancelado',
};

function EmptyState({ status, storeId }: { status: OrderStatus | undefined; storeId: number }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">
        <ShoppingBag className="h-7 w-7" aria-hidden="true" />
      </span>
      {status ? (
        <>
          <h2 className="mt-4 text-lg font-bold">Nenhum pedido {emptyFilterLabel[status]}</h2>
          <p className="mt-1 max-w-md text-slate-600">Escolha outro filtro para ver os demais pedidos.</p>
        </>
      ) : (
        <>
          <h2 className="mt-4 text-lg font-bold">Nenhum pedido ainda</h2>
          <p className="mt-1 max-w-md text-slate-600">
            Quando um cliente finalizar uma compra na sua loja online, o pedido aparece aqui na hora.
          </p>
          <a
            href={paths.store.href(storeId)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'md', 'mt-5')}
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Ver Loja Externa
          </a>
        </>
      )}
    </Card>
  );
}

/** New orders that arrived while the tab was in the background show in its title: '(2) Novo pedido!'. */
function useUnseenCount() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const base = document.title;
    if (count > 0) document.title = `(${count}) ${orderMessages.newOrder} ${base}`;
    const onVisible = () => {
      if (document.visibilityState === 'visible') setCount(0);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.title = base;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [count]);
  return { add: () => setCount((n) => (document.visibilityState === 'hidden' ? n + 1 : n)) };
}
