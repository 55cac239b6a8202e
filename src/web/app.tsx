import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from './lib/query-client.ts';
import { router } from './router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Bottom right (full width at the bottom on phones, above the shop's cart bar): never over a heading. */}
      <Toaster
        richColors
        closeButton
        position="bottom-right"
        mobileOffset={{ bottom: '6rem' }}
        containerAriaLabel="Notificações"
        toastOptions={{ duration: 5000, closeButtonAriaLabel: 'Fechar notificação' }}
      />
    </QueryClientProvider>
  );
}
