import { CloudOff, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/calendar.ts';
import { formatCents } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { PendingSale } from './pending-sales.ts';
import type { usePendingSales } from './use-pending-sales.ts';

/**
 * The sales kept on this device: those waiting for the network (sent by themselves when it comes
 * back) and those the server refused, each with its message, to send again or discard.
 */
export function PendingSalesPanel({ pending }: { pending: ReturnType<typeof usePendingSales> }) {
  const [sending, setSending] = useState(false);
  const [discarding, setDiscarding] = useState<PendingSale | null>(null);
  if (pending.list.length === 0) return null;

  async function sendNow() {
    setSending(true);
    try {
      await pending.flush({ askUser: true });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-label="Vendas guardadas neste aparelho"
      className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto flex items-center gap-2 font-bold text-amber-950" aria-live="polite">
          <CloudOff className="h-5 w-5 shrink-0 text-amber-800" aria-hidden />
          <span>
            {pending.waiting.length > 0 ? (
              <>
                <span data-testid="pending-count" className="tabular-nums">
                  {pending.waiting.length}
                </span>{' '}
                {pending.waiting.length === 1 ? 'venda salva, aguardando conexão' : 'vendas salvas, aguardando conexão'}
              </>
            ) : (
              'Vendas recusadas pelo servidor'
            )}
          </span>
        </h2>
        {pending.waiting.length > 0 && (
          <Button variant="secondary" size="sm" onClick={sendNow} loading={sending}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            Enviar agora
          </Button>
        )}
      </div>
      {pending.waiting.length > 0 && (
        <p className="mt-1 text-sm text-amber-900">
          Guardadas neste aparelho. Serão enviadas em ordem assim que a conexão voltar; pode continuar vendendo.
        </p>
      )}
      <ul
        aria-label="Vendas pendentes"
        className="mt-3 divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white"
      >
        {pending.list.map((sale) => (
          <li key={sale.key} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
            <span className="tabular-nums text-slate-600">{formatDateTime(new Date(sale.createdAt))}</span>
            <span className="font-semibold tabular-nums">{formatCents(sale.totalCents)}</span>
            {sale.refusal ? (
              <>
                <span className="basis-full font-semibold text-red-800 sm:basis-auto sm:flex-1">
                  Recusada: {sale.refusal.message}
                </span>
                <span className="ml-auto flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => pending.retry(sale.key)}>
                    Tentar de novo
                  </Button>
                  <Button variant="dangerOutline" size="sm" onClick={() => setDiscarding(sale)}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                    Descartar
                  </Button>
                </span>
              </>
            ) : (
              <span className="ml-auto text-amber-900">aguardando conexão</span>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title="Descartar venda"
        description={`Descartar a venda de ${formatCents(discarding?.totalCents ?? 0)}? Ela não foi registrada no servidor e sairá deste aparelho.`}
        confirmLabel="Descartar"
        onConfirm={() => {
          if (discarding) pending.discard(discarding.key);
          setDiscarding(null);
        }}
      />
    </section>
  );
}
