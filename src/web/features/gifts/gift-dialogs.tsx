import { type FormEvent, useState } from 'react';
import { deliverGiftSchema, type Gift, giftMessages } from '../../../shared/contracts/gifts.ts';
import { formatCpf } from '../../../shared/document.ts';
import { formatCents } from '../../../shared/money.ts';
import { ApiClientError } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { fieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useDeleteGift } from './api/delete-gift.ts';
import { useDeliverGift } from './api/deliver-gift.ts';

/** Asks before removing a gift from the catalogue (its past deliveries stay recorded). */
export function DeleteGiftDialog({ gift, onClose }: { gift: Gift | null; onClose: () => void }) {
  const remove = useDeleteGift();
  async function confirm() {
    if (!gift) return;
    try {
      await remove.mutateAsync(gift.id);
      notify.success(giftMessages.deleted(gift.numero));
      onClose();
    } catch (err) {
      notify.error(err instanceof ApiClientError && err.status === 404 ? err.message : giftMessages.deleteError);
    }
  }
  return (
    <Dialog
      open={gift !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Excluir brinde"
      description={gift ? giftMessages.confirmDelete(gift.numero, gift.nome) : undefined}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button variant="danger" onClick={confirm} loading={remove.isPending}>
          Excluir
        </Button>
      </div>
    </Dialog>
  );
}

/** Hands a gift to a customer of the shop, found by CPF; the cost counts as prize investment. */
export function DeliverGiftDialog({ gift, onClose }: { gift: Gift | null; onClose: () => void }) {
  return (
    <Dialog
      open={gift !== null}
      onOpenChange={(open) => !open && onClose()}
      title={gift ? `Entregar brinde ${gift.numero}` : 'Entregar brinde'}
      description={gift ? `${gift.nome} · custo de ${formatCents(gift.custoCents)}` : undefined}
    >
      {gift && <DeliverForm key={gift.id} gift={gift} onClose={onClose} />}
    </Dialog>
  );
}

function DeliverForm({ gift, onClose }: { gift: Gift; onClose: () => void }) {
  const deliver = useDeliverGift();
  const [cpf, setCpf] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = deliverGiftSchema.safeParse({ cpf });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).cpf);
      return;
    }
    try {
      const result = await deliver.mutateAsync({ giftId: gift.id, cpf });
      notify.success(giftMessages.delivered(result.brinde, result.cliente));
      onClose();
    } catch (err) {
      if (err instanceof ApiClientError && err.status >= 400 && err.status < 500) {
        setError(err.fields.cpf ?? err.message);
      } else {
        notify.error(giftMessages.deliverError);
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="CPF do cliente" required error={error}>
        <Input
          value={cpf}
          onChange={(e) => {
            setCpf(formatCpf(e.target.value));
            setError(undefined);
          }}
          inputMode="numeric"
          placeholder="000.000.000-00"
          autoFocus
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" loading={deliver.isPending}>
          Entregar
        </Button>
      </div>
    </form>
  );
}
