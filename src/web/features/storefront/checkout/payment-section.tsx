import { Banknote, CreditCard, QrCode, Wallet } from 'lucide-react';
import { PAYMENT_METHODS, type PaymentMethod, paymentLabels } from '../../../../shared/checkout.ts';
import { NativeCheckbox as Checkbox } from '../../../components/ui/checkbox-row.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import type { useCheckout } from './use-checkout.ts';

type Checkout = ReturnType<typeof useCheckout>;

const icons: Record<PaymentMethod, typeof Banknote> = {
  dinheiro: Banknote,
  cartao_credito: CreditCard,
  cartao_debito: Wallet,
  pix: QrCode,
};

/** The four payment methods as large radio cards; cash asks how much change to bring. */
export function PaymentFields({ checkout }: { checkout: Checkout }) {
  const { form, errors, set } = checkout;
  const error = errors.paymentMethod;
  return (
    <div className="space-y-4">
      <fieldset aria-describedby={error ? 'pagamento-erro' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          Forma de pagamento{' '}
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {PAYMENT_METHODS.map((method) => {
            const Icon = icons[method];
            return (
              <label
                key={method}
                className={cn(
                  'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 bg-white px-3 py-2 text-sm font-semibold transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  form.paymentMethod === method
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : error
                      ? 'border-red-600 text-ink'
                      : 'border-slate-200 text-ink hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="forma-pagamento"
                  value={method}
                  checked={form.paymentMethod === method}
                  onChange={() => set('paymentMethod', method)}
                  aria-invalid={error ? true : undefined}
                  className="sr-only"
                />
                <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                {paymentLabels[method]}
              </label>
            );
          })}
        </div>
        {error ? (
          <p id="pagamento-erro" className="mt-1.5 text-sm text-red-700" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>

      {form.paymentMethod === 'dinheiro' ? (
        <div className="space-y-3 rounded-xl bg-slate-50 p-4">
          <Field
            label="Troco para"
            error={errors.changeForCents}
            hint="Quanto você vai entregar em dinheiro, para a loja levar o troco."
          >
            <DecimalInput
              placeholder="50,00"
              value={form.changeFor}
              disabled={form.noChangeNeeded}
              onValueChange={(v) => set('changeFor', v)}
            />
          </Field>
          <Checkbox
            checked={form.noChangeNeeded}
            onCheckedChange={(v) => set('noChangeNeeded', v)}
            label="Não preciso de troco"
          />
        </div>
      ) : null}
    </div>
  );
}

export function ObservationsField({ checkout }: { checkout: Checkout }) {
  const { form, errors, set } = checkout;
  return (
    <Field label="Recado para a loja" error={errors.observations} hint={`${form.observations.length}/500 caracteres`}>
      <Textarea
        rows={3}
        maxLength={500}
        placeholder="Ex.: sem cebola, ponto de referência, melhor horário para entrega"
        value={form.observations}
        onChange={(e) => set('observations', e.target.value)}
      />
    </Field>
  );
}
