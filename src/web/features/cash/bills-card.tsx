import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type Bill, billInputSchema, cashMessages } from '../../../shared/contracts/cash.ts';
import { formatCents, parseReaisToCents } from '../../../shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DecimalInput } from '../../components/ui/decimal-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { fieldErrors, showSubmitError } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useCreateBill } from './api/create-bill.ts';
import { useDeleteBill } from './api/delete-bill.ts';

/** The day's bills (contas da loja): the add form, the list with removal, and their total. */
export function BillsCard({ day, bills, totalCents }: { day: string; bills: Bill[]; totalCents: number }) {
  const [removing, setRemoving] = useState<Bill | null>(null);
  const remove = useDeleteBill();

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success(cashMessages.billRemoved, `"${removing.nome}" saiu das contas do dia.`);
    } catch {
      notify.error(cashMessages.removeError);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Card className="p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-bold">Contas do dia</h2>
        <span className="font-semibold tabular-nums text-red-700">{formatCents(totalCents)}</span>
      </div>
      <NewBillForm day={day} />
      {bills.length === 0 ? (
        <p className="pt-4 text-slate-600">Nenhuma conta lançada neste dia.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-100" aria-label="Contas do dia">
          {bills.map((bill) => (
            <li key={bill.id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="min-w-0 break-words font-medium">{bill.nome}</span>
              <span className="ml-auto shrink-0 tabular-nums">{formatCents(bill.valorCents)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0 text-red-700 print:hidden"
                aria-label={`Remover conta ${bill.nome}`}
                onClick={() => setRemoving(bill)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover conta"
        description={removing ? cashMessages.confirmRemove(removing.nome) : ''}
        confirmLabel="Remover"
        loading={remove.isPending}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}

function NewBillForm({ day }: { day: string }) {
  const create = useCreateBill();
  const [nome, setNome] = useState('');
  const [valor, setValor] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cents = valor.trim() === '' ? undefined : (parseReaisToCents(valor) ?? undefined);
    const parsed = billInputSchema.safeParse({ dia: day, nome, valorCents: cents });
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      // A missing field: the spec's one message, as a toast too.
      if (Object.values(fields).includes(cashMessages.required)) notify.error(cashMessages.required);
      return;
    }
    try {
      const bill = await create.mutateAsync(parsed.data);
      notify.success(cashMessages.billAdded, cashMessages.billAddedDetail(bill.nome));
      setNome('');
      setValor('');
      setErrors({});
    } catch (err) {
      showSubmitError(err, { setErrors, fallback: cashMessages.saveError });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-start gap-3 print:hidden">
      <Field label="Nome da conta" required error={errors.nome} className="min-w-[10rem] flex-[2]">
        <Input
          value={nome}
          onChange={(e) => {
            setNome(e.target.value);
            setErrors(({ nome: _, ...rest }) => rest);
          }}
          maxLength={80}
          placeholder="Ex.: Conta de luz"
        />
      </Field>
      <Field label="Valor" required error={errors.valorCents} className="min-w-[8rem] flex-1">
        <DecimalInput
          value={valor}
          onValueChange={(v) => {
            setValor(v);
            setErrors(({ valorCents: _, ...rest }) => rest);
          }}
        />
      </Field>
      <Button type="submit" loading={create.isPending} className="w-full sm:mt-7 sm:w-auto">
        <Plus className="h-4 w-4" aria-hidden="true" />
        Adicionar conta
      </Button>
    </form>
  );
}
