import { Medal } from 'lucide-react';
import { formatCents } from '../../../shared/money.ts';
import { Card } from '../../components/ui/card.tsx';

interface Ranked {
  nome: string;
  totalCents: number;
  count: number;
}

/** A top 3 of the period (customers or sellers), or why it is empty. */
export function TopList({
  title,
  empty,
  items,
  countLabel,
}: {
  title: string;
  empty: string;
  items: Ranked[];
  countLabel: (n: number) => string;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="font-semibold text-slate-800">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-3" aria-label={title}>
          {items
            .map((item, i) => ({ ...item, rank: i + 1 }))
            .map((item) => (
              <li key={item.rank} className="flex items-center gap-3">
                <span
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-amber-50 text-sm font-bold text-amber-800"
                  aria-hidden="true"
                >
                  {item.rank === 1 ? <Medal className="h-4 w-4" /> : item.rank}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{item.nome}</p>
                  <p className="text-sm text-slate-600">{countLabel(item.count)}</p>
                </div>
                <span className="shrink-0 font-bold tabular-nums">{formatCents(item.totalCents)}</span>
              </li>
            ))}
        </ol>
      )}
    </Card>
  );
}
