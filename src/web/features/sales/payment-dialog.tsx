import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CustomerSummary } from '../../../shared/contracts/customers.ts';
import { formatCents, formatHundredths, parseReaisToCents } from '../../../shared/money.ts';
import { paths } from '../../../shared/paths.ts';
import { type PaymentInput, settlePayments } from '../../../shared/sale-math.ts';
import { PixQrCode } from '../../components/pix-qr-code.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DecimalInput } from '../../components/ui/decimal-input.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/input.tsx';
import { useCan } from '../../lib/use-permissions.ts';
import { customerCashbackQueryOptions } from '../customers/api/customer-cashback.ts';
import { customerCreditQueryOptions } from '../customers/api/customer-credit.ts';
import { usePixSettings } from '../settings/api/get-pix-settings.ts';
import { dueAfter, installmentText, paymentLabels } from './sale-form.ts';
import { isSaveShortcut } from './shortcut.ts';

type PaymentType = PaymentInput['type'];

interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  totalCents: number;
  customer: CustomerSummary | null;
  saving: boolean;
  onFinish: (payments: PaymentInput[]) => void;
}

/** Payments until the total is covered: cash (with change), credit in 1-12x, debit, PIX, cashback, store credit. */
export function PaymentDialog({ open, onOpenChange, totalCents, customer, saving, onFinish }: PaymentDialogProps) {
  const [payments, setPayments] = useState<PaymentInput[]>([]);
  const [type, setType] = useState<PaymentType>('dinheiro');
  const [amount, setAmount] = useState(formatHundredths(totalCents));
  const [installments, setInstallments] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  const pix = usePixSettings();
  const may = useCan();
  const customerId = customer?.id ?? 0;
  const cashback = useQuery({ ...customerCashbackQueryOptions(customerId), enabled: open && customerId > 0 });
  const credit = useQuery({ ...customerCreditQueryOptions(customerId), enabled: open && customerId > 0 });

  // A new opening for another total starts over.
  if (open && openedFor !== totalCents) {
    setOpenedFor(totalCents);
    setPayments([]);
    setType('dinheiro');
    setAmount(formatHundredths(totalCents));
    setInstallments(1);
    setError(null);
  }

  const due = dueAfter(totalCents, payments);
  const settled = settlePayments(totalCents, payments);
  const amountCents = parseReaisToCents(amount);
  const cashbackCents = customer ? (cashback.data?.balanceCents ?? 0) : 0;
  const creditCents = customer ? (credit.data?.balanceCents ?? 0) : 0;
  /** Of online orders not delivered yet: shown, never offered (credited on delivery). */
  const pendingCashbackCents = customer ? (cashback.data?.pendingCents ?? 0) : 0;
  const usedOf = (t: PaymentType) =>
    payments.reduce((sum, p) => sum + (p.type === t && p.type !== 'dinheiro' ? p.amountCents : 0), 0);
  const available: Partial<Record<PaymentType, number>> = {
    cashback: cashbackCents - usedOf('cashback'),
    credito_loja: creditCents - usedOf('credito_loja'),
  };
  const types: PaymentType[] = ['dinheiro', 'credito', 'debito', 'pix'];
  if (cashbackCents > 0) types.push('cashback');
  if (creditCents > 0) types.push('credito_loja');

  function choose(next: PaymentType) {
    setType(next);
    setError(null);
    const limit = available[next];
    setAmount(formatHundredths(limit === undefined ? due : Math.max(0, Math.min(due, limit))));
  }

  function add() {
    if (amountCents === null || amountCents <= 0) {
      setError('Informe um valor maior que zero.');
      return;
    }
    if (type !== 'dinheiro' && amountCents > due) {
      setError(
        `O valor passa do que falta pagar (${formatCents(due)}). Só o dinheiro pode passar (o excesso é troco).`,
      );
      return;
    }
    const limit = available[type];
    if (limit !== undefined && amountCents > limit) {
      setError(`Saldo disponível: ${formatCents(limit)}.`);
      return;
    }
    const payment: PaymentInput =
      type === 'dinheiro'
        ? { type, receivedCents: amountCents }
        : type === 'credito'
          ? { type, amountCents, installments }
          : { type, amountCents };
    const next = [...payments, payment];
    setPayments(next);
    setError(null);
    setInstallments(1);
    setAmount(formatHundredths(dueAfter(totalCents, next)));
  }

  function remove(index: number) {
    const next = payments.filter((_, i) => i !== index);
    setPayments(next);
    setAmount(formatHundredths(dueAfter(totalCents, next)));
  }

  // Alt+G finishes once the payments cover the total.
  const finishRef = useRef<() => void>(() => {});
  finishRef.current = () => {
    if (settled.ok && !saving) onFinish(payments);
  };
  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (isSaveShortcut(event)) finishRef.current();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const change = type === 'dinheiro' && amountCents !== null ? Math.max(0, amountCents - due) : 0;
  const settledChange = settled.ok ? settled.changeCents : 0;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Pagamento"
      description={`Total da venda: ${formatCents(totalCents)}`}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      {payments.length > 0 && (
        <ul aria-label="Pagamentos" className="mb-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {payments.map((p, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id of their own
              key={i}
              className="flex items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-semibold">{paymentLabels[p.type]}</span>
                {p.type === 'credito' && p.installments > 1 && ` (${installmentText(p.amountCents, p.installments)})`}
                {p.type === 'dinheiro' && ' recebido'}
              </span>
              <span className="flex items-center gap-2">
                <span className="tabular-nums">
                  {formatCents(p.type === 'dinheiro' ? p.receivedCents : p.amountCents)}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(i)}
                  aria-label={`Remover ${paymentLabels[p.type]}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}

      <p className="mb-3 flex justify-between rounded-lg bg-slate-50 px-3 py-2 font-semibold" aria-live="polite">
        {due > 0 ? (
          <>
            <span>Falta pagar</span>
            <span className="tabular-nums">{formatCents(due)}</span>
          </>
        ) : (
          <>
            <span>Pago{settledChange > 0 ? ` — Troco` : ''}</span>
            <span className="tabular-nums">
              {settledChange > 0 ? formatCents(settledChange) : formatCents(totalCents)}
            </span>
          </>
        )}
      </p>

      {due > 0 && (
        <div className="space-y-3">
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-ink">Forma de pagamento</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {types.map((t) => (
                <label
                  key={t}
                  className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                    type === t ? 'border-emerald-600 bg-emerald-50 text-emerald-900' : 'border-slate-300'
                  }`}
                >
                  <input
                    type="radio"
                    name="forma-pagamento"
                    className="sr-only"
                    checked={type === t}
                    onChange={() => choose(t)}
                  />
                  {paymentLabels[t]}
                </label>
              ))}
            </div>
          </fieldset>

          {pendingCashbackCents > 0 && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
              Cashback disponível:{' '}
              <strong className="tabular-nums">{formatCents(Math.max(0, available.cashback ?? 0))}</strong> · A receber:{' '}
              <strong className="tabular-nums">{formatCents(pendingCashbackCents)}</strong>
              <span className="block text-xs text-amber-900">
                O cashback a receber vem de pedidos online ainda não entregues e só pode ser usado depois da entrega.
              </span>
            </p>
          )}

          {(type === 'cashback' || type === 'credito_loja') && (
            <p className="text-sm text-slate-700">Saldo disponível: {formatCents(available[type] ?? 0)}</p>
          )}

          <Field label={type === 'dinheiro' ? 'Valor recebido' : 'Valor'} error={error ?? undefined}>
            <DecimalInput
              value={amount}
              onValueChange={setAmount}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          </Field>
          {type === 'dinheiro' && change > 0 && (
            <p className="font-semibold text-emerald-800">Troco: {formatCents(change)}</p>
          )}

          {type === 'credito' && (
            <Field label="Parcelas">
              <Select value={installments} onChange={(e) => setInstallments(Number(e.target.value))}>
                {Array.from({ length: 12 }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {amountCents ? installmentText(amountCents, n) : `${n}x`}
                  </option>
                ))}
              </Select>
            </Field>
          )}

          {type === 'pix' &&
            (pix.data?.chave ? (
              amountCents && amountCents > 0 ? (
                <PixQrCode
                  pixKey={pix.data.chave}
                  name={pix.data.nome}
                  city={pix.data.cidade}
                  amountCents={amountCents}
                  className="mx-auto"
                />
              ) : null
            ) : pix.isSuccess ? (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                A loja ainda não tem chave PIX cadastrada: o QR Code não pode ser gerado.{' '}
                {may('settings.pix') ? (
                  <Link to={paths.settings.href()} className="font-semibold underline">
                    Cadastrar em Configurações
                  </Link>
                ) : (
                  'Peça ao dono da loja para cadastrar a chave.'
                )}
              </p>
            ) : null)}

          <Button variant="secondary" className="w-full" onClick={add}>
            Adicionar pagamento
          </Button>
        </div>
      )}

      <Button
        variant="success"
        size="lg"
        className="mt-4 w-full"
        disabled={!settled.ok}
        loading={saving}
        onClick={() => settled.ok && onFinish(payments)}
      >
        Finalizar Venda
      </Button>
    </Dialog>
  );
}
