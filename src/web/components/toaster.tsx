import { Toaster } from 'sonner';

/** Where toasts appear. Loaded with the first toast (src/web/lib/notify.ts), not with the page. */
export function AppToaster() {
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
