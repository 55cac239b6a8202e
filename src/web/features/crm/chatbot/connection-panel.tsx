import { CheckCircle2, Info, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { crmMessages } from '../../../../shared/crm.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { notify } from '../../../lib/notify.ts';

/** How long the simulated connection takes (spec: 2 seconds). */
export const CONNECT_DELAY_MS = 2000;

/**
 * What the chatbot really does, said plainly: nothing is sent by itself; every message opens in
 * WhatsApp, one at a time, and the owner presses send there.
 */
export function ManualSendingNotice({ connected = false }: { connected?: boolean }) {
  return (
    <section
      aria-label="Como as mensagens são enviadas"
      className={cn(
        'flex gap-3 rounded-xl border p-3 text-left text-sm',
        connected ? 'border-emerald-200 bg-emerald-50 text-emerald-950' : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      {connected ? (
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
      ) : (
        <Info className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
      )}
      {connected ? (
        <p>
          <strong>WhatsApp Conectado (envio manual).</strong> Nenhuma mensagem é enviada automaticamente: cada uma abre
          no WhatsApp (wa.me), uma de cada vez, e você aperta enviar lá. A API do WhatsApp Business não está conectada.
        </p>
      ) : (
        <p>
          <strong>Nenhuma mensagem é enviada automaticamente.</strong> Cada mensagem abre no WhatsApp (wa.me), uma de
          cada vez, e você aperta enviar lá. A API do WhatsApp Business não está conectada.
        </p>
      )}
    </section>
  );
}

/** The spec's simulated connection: 'Conectar WhatsApp', two seconds, 'WhatsApp Conectado!'. */
export function ConnectionPanel({ onConnected }: { onConnected: () => void }) {
  const [connecting, setConnecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function connect() {
    setConnecting(true);
    timer.current = setTimeout(() => {
      notify.success(crmMessages.whatsappConnected);
      onConnected();
    }, CONNECT_DELAY_MS);
  }

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 py-6 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <MessageCircle className="h-8 w-8" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <h3 className="text-lg font-bold text-ink">Conecte o WhatsApp para começar</h3>
        <p className="text-slate-700">
          Depois de conectar, você escolhe os clientes, as etiquetas e as campanhas, e abre cada mensagem no WhatsApp.
        </p>
      </div>
      <ManualSendingNotice />
      <Button variant="success" size="lg" onClick={connect} loading={connecting} className="w-full sm:w-auto">
        {connecting ? 'Conectando...' : 'Conectar WhatsApp'}
      </Button>
    </div>
  );
}
