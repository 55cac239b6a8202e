import { toast } from 'sonner';

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

/** The one way to tell the user something happened: a toast with a title and an optional line. */
export const notify = {
  success(title: string, description?: string, options?: NotifyOptions) {
    toast.success(title, { description, id: options?.id ?? OUTCOME });
  },
  error(title: string, description?: string, options?: NotifyOptions) {
    toast.error(title, { description, id: options?.id ?? OUTCOME });
  },
  info(title: string, description?: string, options?: NotifyOptions) {
    toast.info(title, { description, id: options?.id ?? OUTCOME });
  },
};
