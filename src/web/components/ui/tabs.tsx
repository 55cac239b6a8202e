import { Tabs as T } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Tabs on Radix: arrow keys move between tabs, each panel is labelled by its tab. */
export const Tabs = T.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn('grid grid-cols-2 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex sm:flex-wrap', className)}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 sm:px-3',
        'hover:bg-white/60 hover:text-ink',
        'data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof T.Content>) {
  return <T.Content className={cn('mt-4 focus-visible:outline-2', className)} {...rest} />;
}
