import { MessageCircle } from 'lucide-react';
import type { CrmCustomer } from '../../../../shared/contracts/crm.ts';
import type { CrmTemplate } from '../../../../shared/contracts/crm-templates.ts';
import { crmMessages, fillTemplate, whatsappMessageHref, withOptOutNote } from '../../../../shared/crm.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { notify } from '../../../lib/notify.ts';

/** The message a customer receives from a template: filled in, with the way to stop at the end. */
export function customerMessage(template: Pick<CrmTemplate, 'texto'>, customer: CrmCustomer, loja: string): string {
  return withOptOutNote(
    fillTemplate(template.texto, {
      nome: customer.nome,
      pontos: customer.pontos,
      cashbackCents: customer.cashbackCents,
      loja,
    }),
  );
}

/**
 * One tap to WhatsApp with the template's message for this customer (a link, opened in a new
 * tab); without a phone that can receive it, the same button says so instead.
 */
export function WhatsappMessageLink({
  customer,
  template,
  loja,
  className,
}: {
  customer: CrmCustomer;
  template: CrmTemplate;
  loja: string;
  className?: string;
}) {
  const href = whatsappMessageHref(customer.telefone, customerMessage(template, customer, loja));
  const classes = cn(buttonClasses(href ? 'success' : 'secondary', 'sm'), 'shrink-0', className);
  const icon = <MessageCircle className="h-4 w-4" aria-hidden="true" />;
  if (!href) {
    return (
      <button
        type="button"
        className={classes}
        aria-label={`Enviar mensagem de ${template.nome} para ${customer.nome} no WhatsApp (sem telefone cadastrado)`}
        onClick={() => notify.error(crmMessages.noPhone)}
      >
        {icon}
        WhatsApp
      </button>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={classes}
      aria-label={`Enviar mensagem de ${template.nome} para ${customer.nome} no WhatsApp (abre em nova aba)`}
    >
      {icon}
      WhatsApp
    </a>
  );
}
