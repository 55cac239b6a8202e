import { Ban, Banknote, MapPin, MessageCircle, Phone, Printer, StickyNote, XCircle } from 'lucide-react';
import { formatDateTime, formatTimeAgo } from '../../../shared/calendar.ts';
import { paymentLabels } from '../../../shared/checkout.ts';
import {
  changeDueCents,
  isCancellable,
  type OrderStatus,
  type OwnerOrder,
  orderStatusInfo,
  orderTransitions,
} from '../../../shared/contracts/owner-orders.ts';
import { formatCents } from '../../../shared/money.ts';
import { formatPhone, telHref, whatsappHref } from '../../../shared/phone.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, type ButtonVariant } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatAddress } from './lib/format-address.ts';

interface OrderCardProps {
  order: OwnerOrder;
  now: Date;
  /** Arrived while the page was open and not yet handled. */
  isNew: boolean;
  advancing: boolean;
  onAdvance: (order: OwnerOrder) => void;
  /** Opens the cancel dialog (open orders only). */
  onCancel: (order: OwnerOrder) => void;
  onPrint: (order: OwnerOrder) => void;
}

/** The button wears the colour of the status it leads to. */
const actionVariant: Record<OrderStatus, ButtonVariant> = {
  pendente: 'info',
  preparando: 'success',
  pronto: 'accent',
  entregue: 'secondary',
  cancelado: 'secondary',
};

export function OrderCard({ order, now, isNew, advancing, onAdvance, onCancel, onPrint }: OrderCardProps) {
  const status = orderStatusInfo[order.status];
  const step = orderTransitions[order.status];
  const created = new Date(order.createdAt);
  const change = changeDueCents(order.totalCents, order.changeForCents);
  const address = formatAddress(order.address);
  const titleId = `pedido-${order.id}`;
  const itemCount = order.items.reduce((n, i) => n + i.quantity, 0);
  const cancelled = order.status === 'cancelado';

  return (
    <Card
      className={cn(
        '@container flex w-full flex-col overflow-hidden transition-shadow',
        isNew && 'border-amber-400 shadow-md ring-2 ring-amber-400',
        cancelled && 'border-red-200 bg-red-50/30',
      )}
    >
      <article aria-labelledby={titleId} data-testid={`order-${order.number}`} className="flex flex-1 flex-col">
        <header className="flex items-start justify-between gap-3 border-b border-slate-100 px-4 py-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold leading-tight">
              Pedido nº {order.number}
            </h2>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-slate-600">
              <time dateTime={order.createdAt}>{formatDateTime(created)}</time>
              <span className="whitespace-nowrap rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-700">
                {formatTimeAgo(created, now)}
              </span>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <Badge tone={status.tone} className="text-sm">
              <span className="sr-only">Status: </span>
              {status.label}
            </Badge>
            {isNew && (
              <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold uppercase text-amber-950">
                Novo
              </span>
            )}
          </div>
        </header>

        <div className="grid content-start gap-4 px-4 py-3 @xl:grid-cols-2">
          <section aria-label="Cliente" className="min-w-0 space-y-2 text-sm">
            <p className="text-base font-semibold break-words">{order.customer.name}</p>
            <div className="flex flex-wrap gap-2">
              <a
                href={telHref(order.customer.phone)}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 font-medium text-slate-800 hover:bg-slate-50"
                aria-label={`Ligar para ${order.customer.name}: ${formatPhone(order.customer.phone)}`}
              >
                <Phone className="h-4 w-4" aria-hidden="true" />
                {formatPhone(order.customer.phone)}
              </a>
              <a
                href={whatsappHref(order.customer.phone)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-emerald-700 px-2.5 font-medium text-white hover:bg-emerald-800"
                aria-label={`Conversar com ${order.customer.name} no WhatsApp`}
              >
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
                WhatsApp
              </a>
            </div>
            <p className="flex gap-1.5 text-slate-700">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="break-words">{address || 'Endereço não informado'}</span>
            </p>
          </section>

          <section aria-label="Itens" className="min-w-0 text-sm">
            <ul className="divide-y divide-slate-100">
              {order.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-3 py-1.5">
                  <span className="min-w-0">
                    <span className="font-semibold tabular-nums">{item.quantity}×</span>{' '}
                    <span className="break-words">{item.name}</span>
                    <span className="block text-xs text-slate-500">{formatCents(item.unitPriceCents)} cada</span>
                  </span>
                  <span className="shrink-0 tabular-nums">{formatCents(item.lineTotalCents)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-1 flex items-baseline justify-between border-t border-slate-200 pt-2">
              <span className="text-slate-600">
                Total ({itemCount} {itemCount === 1 ? 'item' : 'itens'})
              </span>
              <span className="text-lg font-extrabold tabular-nums">{formatCents(order.totalCents)}</span>
            </p>
          </section>
        </div>

        <div className="space-y-2 px-4 pb-3 text-sm">
          {cancelled && (
            <p className="flex gap-1.5 rounded-lg bg-red-50 px-3 py-2 text-red-900 ring-1 ring-red-200">
              <Ban className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="break-words">
                <span className="font-semibold">Motivo: </span>
                {order.cancelReason || 'não informado'}
              </span>
            </p>
          )}
          <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1">
            <dt className="flex items-center gap-1.5 text-slate-600">
              <Banknote className="h-4 w-4 self-center" aria-hidden="true" />
              Pagamento
            </dt>
            <dd className="font-semibold">{paymentLabels[order.paymentMethod]}</dd>
            {order.paymentMethod === 'dinheiro' && (
              <>
                <dt className="pl-[22px] text-slate-600">Troco</dt>
                <dd>
                  {order.changeForCents && change ? (
                    <>
                      <span className="font-semibold">Levar {formatCents(change)}</span>{' '}
                      <span className="text-slate-600">(paga com {formatCents(order.changeForCents)})</span>
                    </>
                  ) : (
                    'Sem troco'
                  )}
                </dd>
              </>
            )}
          </dl>
          {order.observations && (
            <p className="flex gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
              <StickyNote className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="break-words whitespace-pre-wrap">
                <span className="font-semibold">Observações: </span>
                {order.observations}
              </span>
            </p>
          )}
        </div>

        <footer className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 bg-slate-50/60 px-4 py-3">
          {step ? (
            <Button
              variant={actionVariant[order.status]}
              className="w-full @md:w-auto @md:flex-1"
              loading={advancing}
              onClick={() => onAdvance(order)}
            >
              {step.action}
            </Button>
          ) : cancelled ? (
            <p className="flex flex-1 items-center gap-1.5 text-sm font-medium text-red-800">
              <XCircle className="h-4 w-4" aria-hidden="true" />
              Pedido cancelado
            </p>
          ) : (
            <p className="flex flex-1 items-center text-sm font-medium text-purple-800">Pedido concluído</p>
          )}
          {isCancellable(order.status) && (
            <Button
              variant="dangerOutline"
              className="flex-1 @md:flex-none"
              disabled={advancing}
              onClick={() => onCancel(order)}
            >
              Cancelar pedido
            </Button>
          )}
          <Button variant="secondary" onClick={() => onPrint(order)} aria-label={`Imprimir pedido nº ${order.number}`}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Imprimir</span>
          </Button>
        </footer>
      </article>
    </Card>
  );
}
