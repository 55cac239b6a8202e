import { Copy, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { RESET_LINK_MINUTES } from '../../../../shared/auth.ts';
import { formatDateTime } from '../../../../shared/calendar.ts';
import type { AdminPasswordResetLink } from '../../../../shared/contracts/admin.ts';
import { whatsappMessageHref } from '../../../../shared/crm.ts';
import { formatPhone } from '../../../../shared/phone.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { notify } from '../../../lib/notify.ts';

/** What the shop's owner reads on WhatsApp with the link. */
export function resetLinkMessage(reset: Pick<AdminPasswordResetLink, 'link' | 'nomeEmpresa'>): string {
  return [
    `Olá! Aqui está o link para criar uma nova senha de acesso da ${reset.nomeEmpresa} no FidelizaLoja:`,
    reset.link,
    '',
    `Ele vale por ${RESET_LINK_MINUTES} minutos e só pode ser usado uma vez. Se você não pediu uma nova senha, ignore esta mensagem.`,
  ].join('\n');
}

/**
 * The one-time link the super admin issued for a shop: shown once, to copy or send on WhatsApp to
 * the shop's phone. Closing the dialog does not end the link; issuing another one does.
 */
export function ResetLinkDialog({ reset, onClose }: { reset: AdminPasswordResetLink | null; onClose: () => void }) {
  const id = useId();
  const whatsapp = reset ? whatsappMessageHref(reset.telefone, resetLinkMessage(reset)) : null;

  async function copy() {
    if (!reset) return;
    if (await copyText(reset.link)) notify.success('Link copiado');
    else notify.error('Não foi possível copiar. Selecione o link e copie.');
  }

  return (
    <Dialog
      open={reset !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Link para nova senha"
      description={reset ? `Para ${reset.nomeEmpresa}.` : undefined}
    >
      {reset && (
        <div className="space-y-4">
          <div>
            <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
              Link de redefinição
            </p>
            <output
              aria-labelledby={`${id}-label`}
              data-testid="reset-link"
              className="mt-1 block select-all rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-800"
            >
              {reset.link}
            </output>
          </div>
          <p className="text-sm text-slate-600">
            Vale até {formatDateTime(new Date(reset.expiraEm))} ({RESET_LINK_MINUTES} minutos) e só pode ser usado uma
            vez. Um novo link substitui este. Ao criar a nova senha, todos os aparelhos conectados à loja saem da conta.
          </p>
          <div className="flex flex-col gap-2 min-[420px]:flex-row">
            <Button variant="secondary" icon={<Copy className="h-4 w-4" aria-hidden="true" />} onClick={copy}>
              Copiar link
            </Button>
            {whatsapp ? (
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses('success', 'md')}>
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
                Enviar no WhatsApp
              </a>
            ) : (
              <p className="self-center text-sm text-slate-600">O telefone da loja não recebe WhatsApp.</p>
            )}
          </div>
          {whatsapp && (
            <p className="text-xs text-slate-500">WhatsApp para {formatPhone(reset.telefone)}, o telefone da loja.</p>
          )}
        </div>
      )}
    </Dialog>
  );
}
