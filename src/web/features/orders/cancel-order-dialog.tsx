import { useId, useRef, useState } from 'react';
import { CANCEL_REASON_MAX, type OwnerOrder } from '../../../shared/contracts/owner-orders.ts';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { type CancelChoice, cancelChoices, cancelReasonFrom, OTHER_REASON } from './lib/cancel-reason.ts';

interface CancelOrderDialogProps {
  order: OwnerOrder;
  sending: boolean;
  /** The server's refusal, shown in the dialog (what was typed stays). */
  serverError: string | null;
  onClose: () => void;
  onConfirm: (motivo: string) => void;
}

/**
 * 'Cancelar pedido': a reason picked from the list, or 'Outro' in the owner's words, before the
 * order is cancelled. Focus starts on Voltar; Escape goes back without cancelling.
 */
export function CancelOrderDialog({ order, sending, serverError, onClose, onConfirm }: CancelOrderDialogProps) {
  const [choice, setChoice] = useState<CancelChoice>('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<{ field: 'choice' | 'other'; message: string } | null>(null);
  const otherInput = useRef<HTMLInputElement>(null);
  const firstRadio = useRef<HTMLInputElement>(null);
  const choiceErrorId = useId();

  function confirm() {
    const check = cancelReasonFrom(choice, other);
    if (!check.ok) {
      setError({ field: check.field, message: check.message });
      (check.field === 'other' ? otherInput : firstRadio).current?.focus();
      return;
    }
    setError(null);
    onConfirm(check.motivo);
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Cancelar o pedido nº ${order.number}?`}
      description="O cliente verá o pedido como cancelado, e os pontos e o cashback deste pedido não serão creditados. Isso não pode ser desfeito."
      confirmLabel="Cancelar pedido"
      cancelLabel="Voltar"
      loading={sending}
      onConfirm={confirm}
    >
      <fieldset className="mt-4" aria-describedby={error?.field === 'choice' ? choiceErrorId : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">
          Motivo do cancelamento{' '}
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="grid gap-2">
          {cancelChoices.map((reason, i) => (
            <label
              key={reason}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                choice === reason ? 'border-red-600 bg-red-50 text-red-900' : 'border-slate-300 text-slate-800',
              )}
            >
              <input
                ref={i === 0 ? firstRadio : undefined}
                type="radio"
                name={`motivo-${order.id}`}
                value={reason}
                checked={choice === reason}
                onChange={() => {
                  setChoice(reason);
                  if (error?.field === 'choice') setError(null);
                }}
                className="h-4 w-4 shrink-0 accent-red-700"
              />
              {reason}
            </label>
          ))}
        </div>
        {error?.field === 'choice' && (
          <p id={choiceErrorId} className="mt-1.5 text-sm text-red-700" role="alert">
            {error.message}
          </p>
        )}
      </fieldset>

      {choice === OTHER_REASON && (
        <Field
          label="Descreva o motivo"
          required
          className="mt-3"
          error={error?.field === 'other' ? error.message : undefined}
          hint={`${other.length}/${CANCEL_REASON_MAX} caracteres`}
        >
          <Input
            ref={otherInput}
            value={other}
            maxLength={CANCEL_REASON_MAX}
            autoComplete="off"
            onChange={(e) => {
              setOther(e.target.value);
              if (error?.field === 'other') setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                confirm();
              }
            }}
          />
        </Field>
      )}

      {serverError && (
        <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800" role="alert">
          {serverError}
        </p>
      )}
    </ConfirmDialog>
  );
}
