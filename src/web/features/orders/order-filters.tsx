import { ToggleGroup } from 'radix-ui';
import {
  ORDER_STATUSES,
  type OrderCounts,
  type OrderStatus,
  orderStatusInfo,
  type StatusTone,
} from '../../../shared/contracts/owner-orders.ts';
import { cn } from '../../components/ui/cn.ts';

const dot: Record<StatusTone, string> = {
  yellow: 'bg-amber-500',
  blue: 'bg-blue-600',
  green: 'bg-emerald-600',
  purple: 'bg-purple-600',
  red: 'bg-red-600',
};

interface OrderFiltersProps {
  value: OrderStatus | undefined;
  counts: OrderCounts | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}

/** Todos and one filter per status, each with its count; arrow keys move between them. */
export function OrderFilters({ value, counts, onChange }: OrderFiltersProps) {
  const options = [
    { value: 'todos', label: 'Todos', count: counts?.todos, dot: null },
    ...ORDER_STATUSES.map((s) => ({
      value: s,
      label: orderStatusInfo[s].filterLabel,
      count: counts?.[s],
      dot: dot[orderStatusInfo[s].tone],
    })),
  ];
  return (
    <ToggleGroup.Root
      type="single"
      value={value ?? 'todos'}
      onValueChange={(v) => {
        // Clicking the chosen filter again keeps it chosen.
        if (v) onChange(v === 'todos' ? undefined : (v as OrderStatus));
      }}
      aria-label="Filtrar pedidos por status"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1.5 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {options.map((o) => (
        <ToggleGroup.Item
          key={o.value}
          value={o.value}
          className={cn(
            'inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
            'data-[state=on]:border-ink data-[state=on]:bg-ink data-[state=on]:text-white',
            'data-[state=off]:border-slate-300 data-[state=off]:bg-white data-[state=off]:text-slate-800 data-[state=off]:hover:bg-slate-100',
          )}
        >
          {o.dot && <span className={cn('h-2.5 w-2.5 rounded-full', o.dot)} aria-hidden="true" />}
          {o.label}
          <span className="rounded-full bg-slate-500/15 px-2 py-0.5 text-xs tabular-nums">{o.count ?? '–'}</span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
