import { useSyncExternalStore } from 'react';
import { ApiClientError } from '../api/client.ts';

/**
 * Toasts share one slot unless told otherwise: each outcome replaces the toast before it, so a
 * stale error never sits beside the success that followed, and an event that fires again shows
 * once. A stream of its own (the cart's updates, the stock limit) passes its own slot id.
 */
const OUTCOME = 'resultado';

interface NotifyOptions {
  /** Toasts with the same id replace each other. */
  id?: string;
}

type Kind = 'success' | 'error' | 'info';

// The toast library is not part of a page's first load (docs/decisions/024): it is fetched when
// the browser is idle after the page loaded (preloadToasts) or by the first toast, whichever comes
// first, and the toaster is mounted by the first toast. A toast is handed to sonner once the
// toaster listens: sonner does not show the toasts made before its toaster subscribed.
let sonner: Promise<typeof import('sonner')> | undefined;
let toasterWanted = false;
const toasterListeners = new Set<() => void>();
let toasterReady: () => void = () => {};
/** The toast showing in each slot, and a counter for the next toast's id. */
const shown = new Map<string, string>();
let toastCount = 0;
const toasterListening = new Promise<void>((resolve) => {
  toasterReady = resolve;
});

/** Called by the toaster once mounted and subscribed (src/web/components/toaster.tsx). */
export function toasterMounted(): void {
  toasterReady();
}

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
  Promise.all([loadSonner(), toasterListening])
    .then(([{ toast }]) => {
      // A new toast in the slot, the one before dismissed: updating a toast in place is lost when
      // that toast is closing at that moment (its time ran out).
      const slot = options?.id ?? OUTCOME;
      const before = shown.get(slot);
      if (before) toast.dismiss(before);
      const id = `${slot}-${++toastCount}`;
      shown.set(slot, id);
      toast[kind](title, { description, id });
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
  /** A failure: titled 'Erro' (or `options.title`), with what went wrong as its line. */
  error(description?: string, options?: NotifyOptions & { title?: string }) {
    show('error', options?.title ?? 'Erro', description, options);
  },
  info(title: string, description?: string, options?: NotifyOptions) {
    show('info', title, description, options);
  },
  /** An action that failed, titled 'Erro': the server's words when it answered, else `fallback`. */
  failure(err: unknown, fallback: string, options?: NotifyOptions) {
    notify.error(err instanceof ApiClientError ? err.message : fallback, options);
  },
  /** Closes the toast showing in a slot (the outcomes' by default): one about a page being left. */
  dismiss(options?: NotifyOptions) {
    const slot = options?.id ?? OUTCOME;
    const id = shown.get(slot);
    if (!id || !sonner) return;
    shown.delete(slot);
    sonner.then(({ toast }) => toast.dismiss(id)).catch(() => {});
  },
};

const CARRIED = 'fidelizaloja.toast';

/**
 * A toast for the next page when going there loads a page (from the owner panel's entry to the
 * public one, e.g. the landing page after signing a shop up): kept for this tab until it shows.
 */
export function notifyNextPage(kind: Kind, title: string, description?: string): void {
  try {
    sessionStorage.setItem(CARRIED, JSON.stringify({ kind, title, description }));
  } catch {
    // No storage (a private window that refuses it): the page still goes on.
  }
}

/** Shows the toast the page before left for this one (`notifyNextPage`), once. */
export function showCarriedToast(): void {
  try {
    const raw = sessionStorage.getItem(CARRIED);
    if (!raw) return;
    sessionStorage.removeItem(CARRIED);
    const { kind, title, description } = JSON.parse(raw) as { kind: Kind; title: string; description?: string };
    if (kind === 'success' || kind === 'error' || kind === 'info') show(kind, title, description, undefined);
  } catch {
    // Nothing readable: nothing to show.
  }
}
