import { useQueryClient } from '@tanstack/react-query';
import { Zap } from 'lucide-react';
import { promotionTexts } from '../../../../shared/promotions.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notify } from '../../../lib/notify.ts';
import { useServerCountdown } from '../../../lib/use-server-countdown.ts';
import { ActivePromotion } from './active-promotion.tsx';
import { useFlashPromotion } from './api/get-flash-promotion.ts';
import { promotionKeys } from './api/keys.ts';
import { StartPromotionForm } from './start-promotion-form.tsx';

/**
 * Promoção Relâmpago (decision 021): a discount on chosen products for 30, 60 or
 * 120 minutes that really changes the prices in the online shop and at the counter, with a
 * countdown by the server's clock. At 0 the card asks the server again.
 */
export function FlashPromotionSection() {
  const queryClient = useQueryClient();
  const query = useFlashPromotion();
  const promotion = query.data?.promocao ?? null;
  const leftMs = useServerCountdown(
    promotion && query.data
      ? { endsAt: promotion.endsAt, serverNow: query.data.serverNow, receivedAt: query.dataUpdatedAt }
      : null,
    () => {
      notify.info(promotionTexts.expired);
      void queryClient.invalidateQueries({ queryKey: promotionKeys.flash() });
    },
  );

  return (
    <section aria-labelledby="promocao-relampago">
      <Card className="p-4 sm:p-6">
        <h2 id="promocao-relampago" className="flex items-center gap-2 text-lg font-bold text-ink">
          <Zap className="h-5 w-5 text-amber-600" aria-hidden />
          {promotionTexts.title}
          {promotion ? (
            <span className="ml-auto rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-bold text-white">Ativa</span>
          ) : null}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {promotion
            ? 'Os preços abaixo valem agora na loja online e no balcão.'
            : 'Dê um desconto por tempo limitado: a loja online mostra o preço antigo riscado e a contagem regressiva.'}
        </p>
        <div className="mt-4">
          <QueryState query={query} what="a promoção" frame="bare">
            {() =>
              promotion && leftMs !== null ? (
                <ActivePromotion promotion={promotion} leftMs={leftMs} />
              ) : (
                <StartPromotionForm />
              )
            }
          </QueryState>
        </div>
      </Card>
    </section>
  );
}
