import { Copy, MessageCircle } from 'lucide-react';
import { useOutletContext } from 'react-router';
import type { StoreSession } from '../../../../shared/contracts/auth.ts';
import { INVITE_DAYS, type Staff } from '../../../../shared/contracts/staff.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { notify } from '../../../lib/notify.ts';
import { inviteMessage, inviteUrl, whatsappShareHref } from './staff-texts.ts';

/** A login's invitation link to pass on: copied, or sent on WhatsApp. */
export function InviteLink({ staff, convite }: { staff: Staff; convite: string }) {
  const session = useOutletContext<StoreSession | undefined>();
  const link = inviteUrl(window.location.origin, convite);
  const message = inviteMessage(staff.nome, session?.store.nomeEmpresa ?? 'loja', link);

  async function copy() {
    if (await copyText(link)) notify.success('Link copiado!', 'Cole na conversa com a pessoa.');
    else notify.error('Não foi possível copiar. Selecione o link e copie.');
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Envie este link para <strong className="font-semibold text-ink">{staff.nome}</strong> ({staff.email}). Por ele,
        a pessoa cria a própria senha. Vale por {INVITE_DAYS} dias e só pode ser usado uma vez.
      </p>
      <Field label="Link do convite">
        <Input readOnly value={link} onFocus={(e) => e.currentTarget.select()} className="text-sm" />
      </Field>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          Copiar link
        </Button>
        <a
          href={whatsappShareHref(message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('success', 'md')}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          Enviar no WhatsApp
        </a>
      </div>
    </div>
  );
}

/**
 * 'Novo convite' (or, for a login already in use, 'Link de nova senha'): the new link in a dialog
 * of its own.
 */
export function InviteLinkDialog({
  invite,
  onClose,
}: {
  invite: { staff: Staff; convite: string; reset: boolean } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      open={invite !== null}
      onOpenChange={(open) => !open && onClose()}
      title={invite?.reset ? 'Link para nova senha' : 'Novo convite criado'}
    >
      {invite && (
        <>
          <InviteLink staff={invite.staff} convite={invite.convite} />
          <p className="mt-3 text-sm text-slate-500">
            {invite.reset
              ? 'A senha atual continua valendo até a pessoa criar a nova. Um link enviado antes deixou de funcionar.'
              : 'O link enviado antes deixou de funcionar.'}
          </p>
          <div className="mt-5 flex justify-end">
            <Button onClick={onClose} className="w-full sm:w-auto">
              Concluir
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
