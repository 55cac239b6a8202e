import { lazy, Suspense, useEffect } from 'react';
import { preloadToasts, showCarriedToast, useToasterWanted } from '../lib/notify.ts';
import { whenIdle } from '../lib/when-idle.ts';

const AppToaster = lazy(async () => ({ default: (await import('./toaster.tsx')).AppToaster }));

/**
 * The toaster, mounted by the first toast; its code is fetched when the browser is idle after the
 * load (both entries of the web app).
 */
export function Toasts() {
  const wanted = useToasterWanted();
  useEffect(showCarriedToast, []);
  useEffect(
    () =>
      whenIdle(() => {
        preloadToasts();
        import('./toaster.tsx').catch(() => {});
      }),
    [],
  );
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
