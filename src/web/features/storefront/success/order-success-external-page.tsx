import { CheckCircle2, Home, Phone, SearchX, Star, Store, XCircle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { formatDateTime } from '../../../../shared/calendar.ts';
import { checkoutMessages, customerStatusLabels, orderStatusInfo, paymentLabels } from '../../../../shared/checkout.ts';
import type { PublicOrder } from '../../../../shared/contracts/checkout.ts';
import { formatCents } from '../../../../shared/money.ts';
import { paths } from '../../../../shared/paths.ts';
import { storefrontTexts } from '../../../../shared/storefront.ts';
import { ApiClientError } from '../../../api/client.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { isStoreUnavailable, StoreUnavailable } from '../../../components/store-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { pageTitle } from '../../../lib/page-title.ts';
import { useSearchParams } from '../../../public-site/page.tsx';
import { useBuyerOrder } from '../api/get-buyer-order.ts';
import { telHref } from '../components/store-header.tsx';
import { celebrate } from './confetti.ts';
import { NextSteps } from './next-steps.tsx';
import { orderRewards } from './order-rewards.ts';

/** /order-success-external?pedido={uuid}: the buyer's confirmation, read from the server (survives a reload). */
export function OrderSuccessExternalPage() {
  const params = useSearchParams();
  const orderId = params.get('pedido');
  const query = useBuyerOrder(orderId);
  if (!orderId) return <OrderNotFound />;
  if (query.isPending) return <PageLoading />;
  // A refresh that failed keeps the order on screen; the next one tries again.
  if (query.data) return <OrderThanks order={query.data} />;
  if (query.error) {
    // An order of a shop the platform blocked: the shop is unavailable, not the order unknown.
    if (isStoreUnavailable(query.error)) return <UnavailableShopOrder />;
    if (query.error instanceof ApiClientError && query.error.status < 500 && query.error.status !== 429) {
      return <OrderNotFound />;
    }
    return (
      <LoadError
        what="o pedido"
        frame="page"
        detail={query.error.message}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    );
  }
  return <PageLoading />;
}

function UnavailableShopOrder() {
  useEffect(() => {
    document.title = pageTitle(storefrontTexts.storeUnavailableTitle);
  }, []);
  return <StoreUnavailable />;
}

function OrderNotFound() {
  useEffect(() => {
    document.title = pageTitle('Pedido não encontrado');
  }, []);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-6 text-center">
      <SearchX className="h-14 w-14 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Pedido não encontrado</h1>
      <p className="mt-3 max-w-md text-slate-600">Confira o link do seu pedido ou fale com a loja.</p>
      <a href={paths.home.href()} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <Home className="h-5 w-5" aria-hidden="true" />
        Ir para o Início
      </a>
    </main>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-semibold text-ink">{children}</dd>
    </div>
  );
}

function OrderThanks({ order }: { order: PublicOrder }) {
  const cancelled = order.status === 'cancelado';
  useEffect(() => {
    document.title = pageTitle(`Pedido nº ${order.number} ${cancelled ? 'cancelado' : 'enviado'}`);
  }, [order.number, cancelled]);
  // Confetti for an order placed, never for one the shop cancelled (it stops if the cancel arrives).
  useEffect(() => (cancelled ? undefined : celebrate()), [cancelled]);
  const payment =
    order.paymentMethod === 'dinheiro' && order.changeForCents
      ? `${paymentLabels.dinheiro} (troco para ${formatCents(order.changeForCents)})`
      : paymentLabels[order.paymentMethod];
  const rewards = orderRewards(order);
  const delivered = order.status === 'entregue';

  return (
    <main className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <div className="text-center">
        {cancelled ? (
          <>
            <XCircle className="mx-auto h-16 w-16 text-red-600" aria-hidden="true" />
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{checkoutMessages.orderCancelled}</h1>
            <p className="mt-2 text-slate-600">
              <strong className="text-ink">{order.store.nomeEmpresa}</strong> cancelou este pedido. Se tiver alguma
              dúvida, fale com a loja.
            </p>
          </>
        ) : (
          <>
            <CheckCircle2 className="mx-auto h-16 w-16 text-emerald-600" aria-hidden="true" />
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Obrigado por sua compra!</h1>
            <p className="mt-2 text-slate-600">
              {order.customerFirstName ? `${order.customerFirstName}, s` : 'S'}eu pedido foi enviado para{' '}
              <strong className="text-ink">{order.store.nomeEmpresa}</strong>. Aguarde o contato!
            </p>
          </>
        )}
      </div>

      <Card className="mt-8 p-5 sm:p-6">
        <h2 className="text-lg font-bold">Pedido nº {order.number}</h2>
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          <Row label="Loja">{order.store.nomeEmpresa}</Row>
          <Row label="Status">
            {/* Announced when the shop changes it (the page asks again every few seconds). */}
            <span role="status">
              <Badge tone={orderStatusInfo[order.status].tone}>{customerStatusLabels[order.status]}</Badge>
            </span>
          </Row>
          <Row label="Data">{formatDateTime(new Date(order.createdAt))}</Row>
          <Row label="Pagamento">{payment}</Row>
        </dl>
        <ul className="mt-3 space-y-1.5 rounded-xl bg-slate-50 p-3 text-sm">
          {order.items.map((item) => (
            <li key={`${item.name}-${item.unitPriceCents}`} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                {item.quantity} × {item.name}
              </span>
              <span className="shrink-0 tabular-nums">{formatCents(item.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-baseline justify-between">
          <span className="font-medium text-slate-700">Total</span>
          <span className="text-2xl font-extrabold tabular-nums">{formatCents(order.totalCents)}</span>
        </p>
      </Card>

      {rewards && (
        <section
          aria-label="Pontos"
          className="mt-5 flex items-center gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 shadow-sm sm:p-6"
        >
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-amber-400 text-amber-950">
            <Star className="h-7 w-7 fill-current" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-xl font-extrabold text-amber-950">{rewards.headline}</p>
            {rewards.lines.map((line) => (
              <p key={line} className="text-sm text-amber-900">
                {line}
              </p>
            ))}
          </div>
        </section>
      )}

      {!cancelled && (
        <Card className="mt-5 p-5 sm:p-6">
          <NextSteps
            steps={[
              'A loja recebeu o seu pedido e vai entrar em contato pelo telefone ou WhatsApp informado.',
              `Tenha o pagamento em mãos: ${payment}.`,
              delivered
                ? 'Seus pontos ficam guardados no seu CPF. Continue comprando para trocar por prêmios.'
                : 'Seus pontos entram no seu CPF quando a loja entregar o pedido. Continue comprando para trocar por prêmios.',
            ]}
          />
        </Card>
      )}

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <a href={paths.store.href(order.store.id)} className={buttonClasses('primary', 'lg')}>
          <Store className="h-5 w-5" aria-hidden="true" />
          Voltar para a loja
        </a>
        <a href={telHref(order.store.telefone)} className={buttonClasses('secondary', 'lg')}>
          <Phone className="h-5 w-5" aria-hidden="true" />
          Ligar para a loja
        </a>
      </div>
    </main>
  );
}
