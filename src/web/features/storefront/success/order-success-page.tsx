import { CheckCircle2, Home, PackageSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { paths } from '../../../../shared/paths.ts';
import { ApiClientError } from '../../../api/client.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { pageTitle } from '../../../lib/page-title.ts';
import { goTo, useSearchParams } from '../../../public-site/page.tsx';
import { useBuyerOrder } from '../api/get-buyer-order.ts';
import { NextSteps } from './next-steps.tsx';

const REDIRECT_SECONDS = 10;

/**
 * /order-success?pedido={id}: the simpler order-done page of the spec, for an order that exists
 * (the buyer's order read by its random id). Opened without one (typed, bookmarked, an unknown
 * id), it says there is none instead of claiming a success.
 */
export function OrderSuccessPage() {
  const pedido = useSearchParams().get('pedido');
  const order = useBuyerOrder(pedido || null);
  if (!pedido || (order.error instanceof ApiClientError && order.error.status === 404)) return <NoOrder />;
  if (order.data === undefined) {
    if (order.isPending) return <PageLoading />;
    return <LoadError what="o pedido" frame="page" onRetry={order.refetch} retrying={order.isFetching} />;
  }
  return <OrderPlaced />;
}

function NoOrder() {
  useEffect(() => {
    document.title = pageTitle('Nenhum pedido');
  }, []);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center px-4 py-10">
      <Card className="p-6 text-center sm:p-8">
        <PackageSearch className="mx-auto h-14 w-14 text-slate-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Nenhum pedido para mostrar</h1>
        <p className="mt-2 text-slate-600">
          Não há um pedido recém-enviado nesta página. Escolha uma loja e faça o seu pedido por lá.
        </p>
        <a href={paths.home.href()} className={buttonClasses('primary', 'lg', 'mt-6 w-full sm:w-auto')}>
          <Home className="h-5 w-5" aria-hidden="true" />
          Voltar ao Início
        </a>
      </Card>
    </main>
  );
}

/** 'Pedido Realizado com Sucesso!', then back to the start after 10 s. */
function OrderPlaced() {
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    document.title = pageTitle('Pedido realizado');
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000);
      if (remaining <= 0) {
        clearInterval(timer);
        goTo(paths.home.href(), { replace: true });
      } else {
        setLeft(remaining);
      }
    }, 250);
    return () => clearInterval(timer);
  }, []);

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center px-4 py-10">
      <Card className="p-6 sm:p-8">
        <div className="text-center">
          <CheckCircle2 className="mx-auto h-16 w-16 text-emerald-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">Pedido Realizado com Sucesso!</h1>
          <p className="mt-2 text-slate-600">Seu pedido foi enviado para a loja.</p>
        </div>
        <div className="mt-8">
          <NextSteps
            steps={[
              'A loja recebe o seu pedido na hora e começa a prepará-lo.',
              'Você recebe o contato da loja pelo telefone ou WhatsApp informado.',
              'Pague na entrega ou na retirada e acumule seus pontos.',
            ]}
          />
        </div>
        <p className="mt-8 text-center text-sm text-slate-600">
          Você será levado ao início em {left} {left === 1 ? 'segundo' : 'segundos'}.
        </p>
        <a href={paths.home.href()} className={buttonClasses('primary', 'lg', 'mt-4 w-full')}>
          <Home className="h-5 w-5" aria-hidden="true" />
          Voltar ao Início
        </a>
      </Card>
    </main>
  );
}
