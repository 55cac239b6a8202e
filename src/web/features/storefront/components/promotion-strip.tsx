import { Zap } from 'lucide-react';
import { formatCountdown, promotionTexts } from '../../../../shared/promotions.ts';
import { useServerCountdown } from '../../../lib/use-server-countdown.ts';
import { useShopRead } from '../api/get-storefront.ts';

/**
 * The running flash promotion's strip: 'Promoção relâmpago termina em 12:34', counted by the
 * server's clock. At 0 the shop's products are fetched again (the cart then follows the prices
 * and says so). Nothing without a promotion.
 */
export function PromotionStrip() {
  const { data, receivedAt, refetch } = useShopRead();
  const promotion = data?.promocao ?? null;
  const leftMs = useServerCountdown(
    promotion ? { endsAt: promotion.endsAt, serverNow: promotion.serverNow, receivedAt } : null,
    refetch,
  );
  if (!promotion || leftMs === null) return null;
  return (
    <div className="border-b border-amber-400 bg-amber-300 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-0.5 px-4 py-2 text-center sm:px-6">
        <p className="flex items-center gap-2 font-bold">
          <Zap className="h-5 w-5 shrink-0 fill-current" aria-hidden="true" />
          {/* The server's page counts from its drawing; the browser's first tick corrects it. */}
          <span suppressHydrationWarning role="timer" aria-label={promotionTexts.endsIn(formatCountdown(leftMs))}>
            Promoção relâmpago termina em{' '}
            <span suppressHydrationWarning className="tabular-nums">
              {formatCountdown(leftMs)}
            </span>
          </span>
        </p>
        <p className="text-sm">{promotion.discountPercent}% de desconto nos produtos marcados</p>
      </div>
    </div>
  );
}
