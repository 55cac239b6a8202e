import { RefreshCw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { cn } from './ui/cn.ts';
import { Spinner } from './ui/spinner.tsx';

// A read's failure, for the panel (through query-state.tsx or on its own) and for the public pages:
// nothing here but React and the small UI pieces, so the storefront's first load stays small.

/**
 * Where the state is shown: `card`, a card of its own; `bare`, inside a card or section the screen
 * already draws; `page`, the whole page (the public pages).
 */
export type StateFrame = 'card' | 'bare' | 'page';

export interface LoadErrorProps {
  /** What could not be loaded, as the sentence says it: 'os clientes', 'o relatório'. */
  what: string;
  onRetry: () => unknown;
  /** A retry under way: the button says so (and stays where the focus is). */
  retrying?: boolean;
  /** A second line, e.g. the connection's error. */
  detail?: string;
  frame?: StateFrame;
  /** White text, for a dark page. */
  inverse?: boolean;
  /** More buttons beside 'Tentar novamente' (e.g. 'Cancelar' in a dialog). */
  actions?: ReactNode;
  className?: string;
}

/** A read that failed: 'Não foi possível carregar {what}.' and a button that asks again. */
export function LoadError({
  what,
  onRetry,
  retrying,
  detail,
  frame = 'card',
  inverse,
  actions,
  className,
}: LoadErrorProps) {
  const Sentence = frame === 'page' ? 'h1' : 'p';
  const body = (
    <>
      {frame === 'page' && (
        <WifiOff className={cn('h-12 w-12', inverse ? 'text-white/60' : 'text-slate-400')} aria-hidden="true" />
      )}
      {/* The whole page's only heading when it is the page. */}
      <Sentence className={cn(frame === 'page' && 'text-xl font-bold', inverse ? 'text-white' : 'text-slate-700')}>
        Não foi possível carregar {what}.
      </Sentence>
      {detail && <p className={cn('text-sm', inverse ? 'text-white/80' : 'text-slate-600')}>{detail}</p>}
      <div className="mt-2 flex flex-col-reverse justify-center gap-2 sm:flex-row">
        {actions}
        <Button
          variant={inverse ? 'inverse' : 'secondary'}
          aria-busy={retrying || undefined}
          icon={retrying ? <Spinner className="h-4 w-4" /> : <RefreshCw className="h-4 w-4" aria-hidden="true" />}
          onClick={() => onRetry()}
        >
          Tentar novamente
        </Button>
      </div>
    </>
  );
  const layout = 'flex flex-col items-center gap-2 text-center';
  if (frame === 'page') {
    return (
      <main className={cn(layout, 'min-h-[60vh] justify-center px-6 py-16', className)} role="alert">
        {body}
      </main>
    );
  }
  if (frame === 'bare') {
    return (
      <div className={cn(layout, 'py-8', className)} role="alert">
        {body}
      </div>
    );
  }
  return (
    <Card className={cn(layout, 'p-8', className)} role="alert">
      {body}
    </Card>
  );
}
