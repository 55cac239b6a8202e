import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import type { Dialog } from './dialog.tsx';
import type { Sheet } from './sheet.tsx';

/**
 * The storefront's overlays without Radix in the page's first load (docs/decisions/024): the
 * dialog code is fetched when the browser is idle after the load, mounted on the first open and
 * kept mounted from then on, so it behaves as the plain component does.
 */
const loadSheet = () => import('./sheet.tsx');
const loadDialog = () => import('./dialog.tsx');
const LazySheet = lazy(async () => ({ default: (await loadSheet()).Sheet }));
const LazyDialog = lazy(async () => ({ default: (await loadDialog()).Dialog }));

/** True from the first time `open` is true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function usePreload(load: () => Promise<unknown>) {
  useEffect(() => whenIdle(() => void load().catch(() => {})), [load]);
}

/** `Sheet`, loaded on demand. */
export function SheetOnDemand(props: ComponentProps<typeof Sheet>) {
  usePreload(loadSheet);
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <LazySheet {...props} />
    </Suspense>
  ) : null;
}

/** `Dialog`, loaded on demand. */
export function DialogOnDemand(props: ComponentProps<typeof Dialog>) {
  usePreload(loadDialog);
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  ) : null;
}
