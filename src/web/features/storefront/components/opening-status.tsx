import type { PublicStore } from '../../../../shared/contracts/storefront.ts';
import { isOpenAt, summarizeWeek } from '../../../../shared/opening-hours.ts';
import { storefrontTexts } from '../../../../shared/storefront.ts';
import { cn } from '../../../components/ui/cn.ts';
import { useNow } from '../../../lib/use-now.ts';

/** 'Aberto agora' / 'Fechado agora' from the owner's hours on São Paulo's clock; nothing when no hours are set. */
export function OpenNowBadge({ store, className }: { store: PublicStore; className?: string }) {
  const now = useNow(60_000);
  if (!store.horarios) return null;
  const open = isOpenAt(store.horarios, now);
  return (
    // The server's page says what it was at its drawing (kept up to 5 minutes), and the browser
    // hydrates it for that time; the browser's own clock corrects it as the page's code runs.
    <span
      data-testid="open-now"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        open ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
        className,
      )}
    >
      <span className={cn('h-2 w-2 rounded-full', open ? 'bg-emerald-600' : 'bg-slate-500')} aria-hidden="true" />
      {open ? storefrontTexts.openNow : storefrontTexts.closedNow}
    </span>
  );
}

/** The week's hours, Monday first, days with the same hours together. */
export function WeekHours({ store }: { store: PublicStore }) {
  if (!store.horarios) return <p>{storefrontTexts.hoursNotSet}</p>;
  return (
    <dl className="space-y-0.5">
      {summarizeWeek(store.horarios).map((line) => (
        <div key={line.days} className="flex gap-2">
          <dt className="min-w-[5.5rem] font-medium">{line.days}</dt>
          <dd className="tabular-nums">{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
