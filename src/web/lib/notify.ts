import { useSyncExternalStore } from 'react';

/**
 * Toasts share one slot unless told otherwise: each outcome replaces the toast before it, so a
 * stale error never sits beside the success that followed, and one event shows once however
 * often it fires. A stream of its own (the cart's updates, the stock limit) passes its own id.
 */
const OUTCOME = 'resultado';

interface NotifyOptions {
  /** Toasts with the same id replace each other. */
  id?: string;
}

type Kind = 'success' | 'error' | 'info';

// The toast library is not part of a page's first load (docs/decisions/024): it is fetched when
// the browser is idle after the page loaded (preloadToasts) or by the first toast, whichever comes
// first, and the toaster is mounted by the first toast (sonner shows the toasts made before it).
let sonner: Promise<typeof import('sonner')> | undefined;
let toasterWanted = false;
const toasterListeners = new Set<() => void>();

function loadSonner() {
  sonner ??= import('sonner').catch((err: unknown) => {
    sonner = undefined; // the next toast tries again
    throw err;
  });
  return sonner;
}

/** Fetches the toast library ahead of the first toast (called once the page has loaded). */
export function preloadToasts(): void {
  loadSonner().catch(() => {});
}

/** Whether a toast was asked for: the app mounts the toaster from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      toasterListeners.add(listener);
      return () => toasterListeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
}

function show(kind: Kind, title: string, description: string | undefined, options: NotifyOptions | undefined) {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of toasterListeners) listener();
  }
  loadSonner()
    .then(({ toast }) => {
      toast[kind](title, { description, id: options?.id ?? OUTCOME });
    })
    .catch(() => {
      // The library could not be fetched (no connection): the page's own inline messages remain.
    });
}

/** The one way to tell the user something happened: a toast with a title and an optional line. */
export const notify = {
  success(title: string, description?: string, options?: NotifyOptions) {
    show('success', title, description, options);
  },
  error(title: string, description?: string, options?: NotifyOptions) {
    show('error', title, description, options);
  },
  info(title: string, description?: string, options?: NotifyOptions) {
    show('info', title, description, options);
  },
};
