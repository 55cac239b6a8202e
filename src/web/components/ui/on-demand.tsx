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

function usePreload(load: () => Promise<unknown>, wanted = true) {
  useEffect(() => (wanted ? whenIdle(() => void load().catch(() => {})) : undefined), [load, wanted]);
}

/**
 * `Sheet`, loaded on demand. `preload: false` holds the idle-time fetch back until it turns true
 * (the shop's cart sheet, which only opens once the cart has something: its code, Radix's dialog
 * with its scroll lock, would otherwise run while an empty-cart page settles).
 */
export function SheetOnDemand({ preload = true, ...props }: ComponentProps<typeof Sheet> & { preload?: boolean }) {
  usePreload(loadSheet, preload);
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
