import { Timer } from 'lucide-react';
import { useState } from 'react';
import type { FlashPromotion } from '../../../../shared/contracts/promotions.ts';
import { messages } from '../../../../shared/messages.ts';
import { formatCents } from '../../../../shared/money.ts';
import { formatCountdown, formatEndTime, promotionTexts } from '../../../../shared/promotions.ts';
import { ApiClientError } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { useEndFlashPromotion } from './api/end-flash-promotion.ts';

/** The running promotion: the time left (mm:ss, by the server's clock), its products' prices, and ending it. */
export function ActivePromotion({ promotion, leftMs }: { promotion: FlashPromotion; leftMs: number }) {
  const end = useEndFlashPromotion();
  const [confirming, setConfirming] = useState(false);

  async function confirmEnd() {
    try {
      await end.mutateAsync();
      notify.success(promotionTexts.ended);
    } catch (err) {
      notify.error(err instanceof ApiClientError && err.status < 500 ? err.message : messages.unexpected);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 rounded-xl bg-amber-50 p-4 text-amber-950">
        <Timer className="h-8 w-8 shrink-0 text-amber-700" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-bold">{promotion.discountPercent}% de desconto</p>
          <p className="text-sm">Até {formatEndTime(promotion.endsAt)}</p>
        </div>
        <div className="text-right">
          <p className="text-xs font-semibold uppercase tracking-wide">Termina em</p>
          <p
            role="timer"
            aria-label={`Tempo restante: ${formatCountdown(leftMs)}`}
            className="text-3xl font-extrabold tabular-nums sm:text-4xl"
          >
            {formatCountdown(leftMs)}
          </p>
        </div>
      </div>

      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-800">
          Produtos em promoção ({promotion.products.length})
        </h3>
        <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
          {promotion.products.map((p) => (
            <li key={p.id} className="flex items-center gap-3 px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-ink">{p.name}</span>
                <span className="text-xs text-slate-600">#{p.code}</span>
              </span>
              <span className="shrink-0 text-sm text-slate-500 line-through tabular-nums">
                <span className="sr-only">De </span>
                {formatCents(p.priceCents)}
              </span>
              <span className="shrink-0 font-bold text-red-700 tabular-nums">
                <span className="sr-only">por </span>
                {formatCents(p.promotionalPriceCents)}
              </span>
            </li>
          ))}
        </ul>
      </div>

      <Button variant="dangerOutline" className="w-full" onClick={() => setConfirming(true)}>
        {promotionTexts.end}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={promotionTexts.end}
        description={promotionTexts.confirmEnd}
        confirmLabel={promotionTexts.end}
        cancelLabel="Continuar promoção"
        loading={end.isPending}
        onConfirm={confirmEnd}
      />
    </div>
  );
}
