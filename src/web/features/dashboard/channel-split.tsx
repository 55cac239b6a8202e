import { channelLabels, type Dashboard } from '../../../shared/contracts/dashboard.ts';
import { formatCents } from '../../../shared/money.ts';
import { Card } from '../../components/ui/card.tsx';

/** Balcão and Online: each channel's total, number of sales and share of the period's total. */
export function ChannelSplit({ canais, totalCents }: { canais: Dashboard['canais']; totalCents: number }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="font-semibold text-slate-800">Vendas por canal</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 sm:gap-8" aria-label="Vendas por canal">
        {canais.map((c) => {
          const share = totalCents > 0 ? Math.round((c.totalCents / totalCents) * 100) : 0;
          return (
            <li key={c.canal}>
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-medium">{channelLabels[c.canal]}</span>
                <span className="font-bold tabular-nums">{formatCents(c.totalCents)}</span>
              </div>
              <div className="mt-1 flex items-center justify-between gap-2 text-sm text-slate-600">
                <span>{c.vendas === 1 ? '1 venda' : `${c.vendas} vendas`}</span>
                <span className="tabular-nums">{share}%</span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className={c.canal === 'balcao' ? 'h-full bg-brand-600' : 'h-full bg-blue-600'}
                  style={{ width: `${share}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
