import { ArrowDownCircle, ArrowUpCircle, Receipt, Wallet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../../shared/calendar.ts';
import { type CreditTipo, creditEntryInputSchema, customerMessages } from '../../../../shared/contracts/customers.ts';
import { formatCents, parseReaisToCents } from '../../../../shared/money.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { fieldErrors, showSubmitError } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddCreditEntry } from '../api/add-credit-entry.ts';
import { useCustomerCredit } from '../api/customer-credit.ts';

import { CashbackSection } from './cashback-section.tsx';

/** Crédito: the balance, a form to add credit, one to debit, and every entry. */
export function CreditTab({ customerId }: { customerId: number }) {
  const credit = useCustomerCredit(customerId);
  if (credit.isPending) return <PageLoading />;
  if (credit.isError) {
    return <LoadError what="o crédito" onRetry={credit.refetch} />;
  }
  const { balanceCents, entries } = credit.data;

  return (
    <div className="space-y-4">
      <Card className="flex items-center gap-4 bg-gradient-to-r from-emerald-50 to-white p-4 sm:p-6">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-emerald-700 text-white">
          <Wallet className="h-6 w-6" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm font-medium text-slate-600">Saldo de crédito</p>
          <p className="text-3xl font-extrabold tabular-nums text-emerald-800" data-testid="credit-balance">
            {formatCents(balanceCents)}
          </p>
        </div>
      </Card>

      <CashbackSection customerId={customerId} />

      <div className="grid gap-4 md:grid-cols-2">
        <CreditEntryForm customerId={customerId} tipo="credito" />
        <CreditEntryForm customerId={customerId} tipo="debito" balanceCents={balanceCents} />
      </div>

      <Card className="p-4 sm:p-6" role="region" aria-labelledby="lancamentos">
        <h3 id="lancamentos" className="text-lg font-bold">
          Lançamentos
        </h3>
        {entries.length === 0 ? (
          <p className="flex flex-col items-center gap-2 py-8 text-center text-slate-600">
            <Receipt className="h-8 w-8 text-slate-400" aria-hidden="true" />
            Nenhum lançamento ainda.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {entries.map((e) => (
              <li key={e.id} className="flex items-start gap-3 py-3" data-testid="credit-entry">
                <Badge tone={e.tipo === 'credito' ? 'green' : 'red'} className="mt-0.5 w-16 justify-center">
                  {e.tipo === 'credito' ? 'Crédito' : 'Débito'}
                </Badge>
                <div className="min-w-0 flex-1">
                  <p className="text-sm tabular-nums text-slate-600">
                    <time dateTime={e.createdAt}>{formatDateTime(new Date(e.createdAt))}</time>
                  </p>
                  {e.note && <p className="break-words text-sm text-ink">{e.note}</p>}
                </div>
                <p
                  className={`shrink-0 font-bold tabular-nums ${e.amountCents > 0 ? 'text-emerald-800' : 'text-red-700'}`}
                >
                  {e.amountCents > 0 ? '+' : '−'}
                  {formatCents(Math.abs(e.amountCents))}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

const copy = {
  credito: {
    title: 'Adicionar crédito',
    button: 'Adicionar Crédito',
    done: customerMessages.creditAdded,
    icon: ArrowUpCircle,
    tone: 'text-emerald-700',
    variant: 'success',
  },
  debito: {
    title: 'Realizar débito',
    button: 'Realizar Débito',
    done: customerMessages.debitDone,
    icon: ArrowDownCircle,
    tone: 'text-red-700',
    variant: 'danger',
  },
} as const;

function CreditEntryForm({
  customerId,
  tipo,
  balanceCents,
}: {
  customerId: number;
  tipo: CreditTipo;
  balanceCents?: number;
}) {
  const add = useAddCreditEntry(customerId);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = copy[tipo];
  const Icon = text.icon;
  const headingId = `form-${tipo}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Empty or unreadable goes as 0, for the schema's own message.
    const amountCents = parseReaisToCents(amount) ?? 0;
    const parsed = creditEntryInputSchema.safeParse({ tipo, amountCents, note });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      const result = await add.mutateAsync(parsed.data);
      notify.success(text.done, `${formatCents(amountCents)} · Saldo atual: ${formatCents(result.balanceCents)}`);
      setAmount('');
      setNote('');
      setErrors({});
    } catch (err) {
      showSubmitError(err, { setErrors, fallback: customerMessages.creditFailed });
    }
  }

  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Icon className={`h-5 w-5 ${text.tone}`} aria-hidden="true" />
        {text.title}
      </h3>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field
          label="Valor"
          required
          error={errors.amountCents}
          hint={balanceCents !== undefined ? `Disponível: ${formatCents(balanceCents)}` : undefined}
        >
          <DecimalInput
            value={amount}
            onValueChange={(v) => {
              setAmount(v);
              if (errors.amountCents) setErrors(({ amountCents: _, ...rest }) => rest);
            }}
          />
        </Field>
        <Field label="Observação" error={errors.note}>
          <Input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={200}
            autoComplete="off"
            placeholder={tipo === 'credito' ? 'Ex.: troca de produto' : 'Ex.: usado na compra de hoje'}
          />
        </Field>
        <Button type="submit" variant={text.variant} loading={add.isPending} className="w-full">
          {text.button}
        </Button>
      </form>
    </Card>
  );
}
