import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { preloadToasts, useToasterWanted } from './lib/notify.ts';
import { queryClient } from './lib/query-client.ts';
import { router } from './router.tsx';

const AppToaster = lazy(async () => ({ default: (await import('./components/toaster.tsx')).AppToaster }));

/** The toaster, mounted by the first toast; its code is fetched when the browser is idle after the load. */
function Toasts() {
  const wanted = useToasterWanted();
  useEffect(() => {
    let cancelled = false;
    const preload = () => {
      if (cancelled) return;
      preloadToasts();
      import('./components/toaster.tsx').catch(() => {});
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload, { timeout: 3000 });
      else window.setTimeout(preload, 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>
  );
}
