import type { ReactNode } from 'react';
import { Card } from './ui/card.tsx';
import { cn } from './ui/cn.ts';

const tones = {
  green: 'bg-emerald-50 text-emerald-700',
  red: 'bg-red-50 text-red-700',
  blue: 'bg-blue-50 text-blue-700',
  purple: 'bg-purple-50 text-purple-700',
} as const;

/** A labelled figure of a report (the label names the group for screen readers). */
export function StatCard({
  label,
  icon,
  tone,
  hint,
  children,
}: {
  label: string;
  icon: ReactNode;
  tone: keyof typeof tones;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5" role="group" aria-label={label}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-slate-600">{label}</h2>
        <span
          className={cn(
            'flex h-8 w-8 shrink-0 items-center justify-center rounded-lg [&_svg]:h-4 [&_svg]:w-4',
            tones[tone],
          )}
          aria-hidden="true"
        >
          {icon}
        </span>
      </div>
      <p className={cn('mt-2 text-xl font-extrabold tabular-nums sm:text-2xl', tone === 'red' && 'text-red-700')}>
        {children}
      </p>
      {hint && <p className="text-sm text-slate-500">{hint}</p>}
    </Card>
  );
}
