import { Bot } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useOutletContext } from 'react-router';
import type { StoreSession } from '../../../../shared/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';

const ChatbotDialog = lazy(() => import('./chatbot-dialog.tsx').then((m) => ({ default: m.ChatbotDialog })));

/**
 * The CRM header's 'Chatbot WhatsApp': a large dialog (full screen on a phone) with the simulated
 * connection, then the tabs. The connection lasts while the page is open.
 */
export function ChatbotButton() {
  const { store } = useOutletContext<StoreSession>();
  const [open, setOpen] = useState(false);
  const [connected, setConnected] = useState(false);
  return (
    <>
      <Button variant="success" onClick={() => setOpen(true)} icon={<Bot className="h-4 w-4" aria-hidden="true" />}>
        Chatbot WhatsApp
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChatbotDialog
            open={open}
            onOpenChange={setOpen}
            loja={store.nomeEmpresa}
            connected={connected}
            onConnected={() => setConnected(true)}
          />
        </Suspense>
      )}
    </>
  );
}
