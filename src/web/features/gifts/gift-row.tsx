import { Check, HandHeart, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type Gift, giftInputSchema, giftMessages } from '../../../shared/contracts/gifts.ts';
import { formatCents, formatHundredths, parseReaisToCents } from '../../../shared/money.ts';
import { ApiClientError } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { DecimalInput } from '../../components/ui/decimal-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { fieldErrors, refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useUpdateGift } from './api/update-gift.ts';

interface GiftRowProps {
  gift: Gift;
  onDeliver: (gift: Gift) => void;
  onDelete: (gift: Gift) => void;
}

/** One gift of the list: its number, name and cost, edited in place. */
export function GiftRow({ gift, onDeliver, onDelete }: GiftRowProps) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
      <span
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
        title={`Brinde ${gift.numero}`}
      >
        {gift.numero}
      </span>
      {editing ? (
        <EditGiftForm gift={gift} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="break-words font-semibold">{gift.nome}</p>
            <p className="text-sm tabular-nums text-slate-600">Custo: {formatCents(gift.custoCents)}</p>
          </div>
          <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={`Editar brinde ${gift.numero}`}
            >
              <Pencil className="hidden h-4 w-4 shrink-0 min-[400px]:block" aria-hidden="true" />
              Editar
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onDeliver(gift)}
              aria-label={`Entregar brinde ${gift.numero}`}
            >
              <HandHeart className="hidden h-4 w-4 shrink-0 min-[400px]:block" aria-hidden="true" />
              Entregar
            </Button>
            <Button
              variant="dangerOutline"
              size="sm"
              onClick={() => onDelete(gift)}
              aria-label={`Excluir brinde ${gift.numero}`}
            >
              <Trash2 className="hidden h-4 w-4 shrink-0 min-[400px]:block" aria-hidden="true" />
              Excluir
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function EditGiftForm({ gift, onDone }: { gift: Gift; onDone: () => void }) {
  const update = useUpdateGift();
  const [nome, setNome] = useState(gift.nome);
  const [custo, setCusto] = useState(formatHundredths(gift.custoCents));
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { nome, custoCents: (custo.trim() === '' ? 0 : parseReaisToCents(custo)) ?? undefined };
    const parsed = giftInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      await update.mutateAsync({ id: gift.id, ...parsed.data });
      notify.success(giftMessages.updated(gift.numero));
      onDone();
    } catch (err) {
      const fields = refusedFields(err);
      if (fields) setErrors(fields);
      notify.error(err instanceof ApiClientError && err.status === 404 ? err.message : giftMessages.saveError);
    }
  }

  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => e.key === 'Escape' && onDone()}
      noValidate
      className="flex min-w-0 flex-1 flex-wrap items-end gap-3"
      aria-label={`Editar brinde ${gift.numero}`}
    >
      <Field label={`Nome do brinde ${gift.numero}`} error={errors.nome} className="min-w-[12rem] flex-1">
        <Input value={nome} onChange={(e) => setNome(e.target.value)} maxLength={80} autoFocus />
      </Field>
      <Field label={`Custo do brinde ${gift.numero}`} error={errors.custoCents} className="w-40">
        <DecimalInput value={custo} onValueChange={setCusto} />
      </Field>
      <div className="flex gap-2">
        <Button
          type="submit"
          size="md"
          loading={update.isPending}
          icon={<Check className="h-4 w-4" aria-hidden="true" />}
        >
          Salvar
        </Button>
        <Button variant="secondary" size="md" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
