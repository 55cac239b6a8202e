import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { preloadToasts, useToasterWanted } from './lib/notify.ts';
import { queryClient } from './lib/query-client.ts';
import { whenIdle } from './lib/when-idle.ts';
import { router } from './router.tsx';

const AppToaster = lazy(async () => ({ default: (await import('./components/toaster.tsx')).AppToaster }));

/** The toaster, mounted by the first toast; its code is fetched when the browser is idle after the load. */
function Toasts() {
  const wanted = useToasterWanted();
  useEffect(
    () =>
      whenIdle(() => {
        preloadToasts();
        import('./components/toaster.tsx').catch(() => {});
      }),
    [],
  );
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
