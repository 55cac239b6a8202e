import { BellOff, Send } from 'lucide-react';
import type { CrmCustomer } from '../../../../shared/contracts/crm.ts';
import { crmMessages, whatsappMessageHref, withOptOutNote } from '../../../../shared/crm.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { notify } from '../../../lib/notify.ts';
import { phoneLabel } from './message-parts.tsx';

interface SendCardProps {
  customer: CrmCustomer;
  message: string;
  onMessageChange: (message: string) => void;
}

/**
 * One customer of Enviar: the message (editable) and 'Enviar', a wa.me link with it. A customer
 * who opted out gets no message; one without a phone is told so on 'Enviar'.
 */
export function SendCard({ customer, message, onMessageChange }: SendCardProps) {
  const href = whatsappMessageHref(customer.telefone, withOptOutNote(message));
  return (
    <article
      aria-label={customer.nome}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h4 className="truncate font-semibold text-ink">{customer.nome}</h4>
          <p className="text-sm text-slate-600">{phoneLabel(customer.telefone)}</p>
        </div>
        {customer.whatsappOptOut && (
          <Badge tone="yellow">
            <BellOff className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
            Não recebe mensagens
          </Badge>
        )}
      </header>
      {customer.whatsappOptOut ? (
        <p className="text-sm text-slate-700">{crmMessages.optedOut}</p>
      ) : (
        <>
          <Field label={`Mensagem para ${customer.nome}`}>
            <Textarea rows={4} value={message} onChange={(e) => onMessageChange(e.target.value)} />
          </Field>
          <div className="mt-auto flex justify-end">
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('success', 'md', 'w-full sm:w-auto')}
                aria-label={`Enviar para ${customer.nome} no WhatsApp`}
              >
                <Send className="h-4 w-4" aria-hidden="true" />
                Enviar
              </a>
            ) : (
              <Button
                variant="success"
                className="w-full sm:w-auto"
                aria-label={`Enviar para ${customer.nome} no WhatsApp`}
                onClick={() => notify.error(crmMessages.noPhone)}
                icon={<Send className="h-4 w-4" aria-hidden="true" />}
              >
                Enviar
              </Button>
            )}
          </div>
        </>
      )}
    </article>
  );
}
