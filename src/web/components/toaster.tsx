import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../lib/notify.ts';

/** Where toasts appear. Loaded with the first toast (src/web/lib/notify.ts), not with the page. */
export function AppToaster() {
  // Runs after the Toaster's own effect, which subscribes it: toasts made before are not shown.
  useEffect(() => toasterMounted(), []);
  return (
    // Bottom right (full width at the bottom on phones, above the shop's cart bar): never over a heading.
    <Toaster
      richColors
      closeButton
      position="bottom-right"
      mobileOffset={{ bottom: '6rem' }}
      containerAriaLabel="Notificações"
      toastOptions={{ duration: 5000, closeButtonAriaLabel: 'Fechar notificação' }}
    />
  );
}
