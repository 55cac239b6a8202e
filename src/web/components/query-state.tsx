import type { ReactNode } from 'react';
import { LoadError, type StateFrame } from './load-error.tsx';
import { Card } from './ui/card.tsx';
import { cn } from './ui/cn.ts';
import { PageLoading, Spinner } from './ui/spinner.tsx';

/**
 * The one way a screen shows a read: waiting, failed (what could not be loaded and 'Tentar
 * novamente'), empty, or its data. Typed by shape, so TanStack Query's results and the public
 * pages' reads (src/web/public-site/reads.ts) both fit; this file imports neither.
 */
export interface ReadState<T> {
  data: T | undefined;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

/** Waiting for a read: a spinner and 'Carregando...' (or the screen's own words). */
export function Loading({
  label = 'Carregando...',
  frame = 'bare',
  className,
}: {
  label?: string;
  frame?: StateFrame;
  className?: string;
}) {
  if (frame === 'page') return <PageLoading />;
  const body = (
    <>
      <Spinner className="h-5 w-5 text-brand-600" /> {label}
    </>
  );
  const layout = 'flex items-center justify-center gap-2 text-slate-600';
  return frame === 'card' ? (
    <Card className={cn(layout, 'p-10', className)} role="status">
      {body}
    </Card>
  ) : (
    <p className={cn(layout, 'py-8', className)} role="status">
      {body}
    </p>
  );
}

/** Nothing to show yet: a short sentence (and an icon or a way to start), in the frame's look. */
export function EmptyState({
  icon,
  frame = 'bare',
  className,
  children,
}: {
  icon?: ReactNode;
  frame?: Exclude<StateFrame, 'page'>;
  className?: string;
  children: ReactNode;
}) {
  const layout = 'flex flex-col items-center gap-2 text-center text-slate-600';
  const body = (
    <>
      {icon}
      {children}
    </>
  );
  return frame === 'card' ? (
    <Card className={cn(layout, 'p-10', className)}>{body}</Card>
  ) : (
    <div className={cn(layout, 'py-8', className)}>{body}</div>
  );
}

export interface QueryFallbackProps {
  query: ReadState<unknown>;
  /** For the failure's sentence: 'Não foi possível carregar {what}.' */
  what: string;
  frame?: StateFrame;
  /** The screen's own waiting state, when 'Carregando...' is not it. */
  loading?: ReactNode;
  /** White text, for a dark page. */
  inverse?: boolean;
  className?: string;
}

/**
 * A read with no data yet: its failure, with 'Tentar novamente', or the wait. For a screen that
 * returns early (`if (query.data === undefined) return <QueryFallback … />`); QueryState uses it.
 */
export function QueryFallback({ query, what, frame = 'card', loading, inverse, className }: QueryFallbackProps) {
  if (query.isError) {
    return (
      <LoadError
        what={what}
        onRetry={query.refetch}
        retrying={query.isFetching}
        frame={frame}
        inverse={inverse}
        className={className}
      />
    );
  }
  return <>{loading ?? <Loading frame={frame} className={className} />}</>;
}

export interface QueryStateProps<T> extends QueryFallbackProps {
  query: ReadState<T>;
  /** Shown instead of the data when `isEmpty` says there is nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * A read's screen: its data once there is some (a later refresh that fails keeps it on screen),
 * else the failure with 'Tentar novamente', else the wait.
 */
export function QueryState<T>({ query, empty, isEmpty, children, ...fallback }: QueryStateProps<T>) {
  if (query.data === undefined) return <QueryFallback query={query} {...fallback} />;
  return <>{empty !== undefined && isEmpty?.(query.data) ? empty : children(query.data)}</>;
}

/** Two reads a screen shows together: their data once both have it; a failure of either, retried alone. */
export function bothReads<A, B>(a: ReadState<A>, b: ReadState<B>): ReadState<[A, B]> {
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    isError: a.isError || b.isError,
    isFetching: Boolean(a.isFetching || b.isFetching),
    refetch: () => {
      if (a.isError) a.refetch();
      if (b.isError) b.refetch();
    },
  };
}
