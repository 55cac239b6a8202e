import { Wallet } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { cashbackConfigInputSchema, cashbackFor, cashbackMessages } from '../../../shared/contracts/cashback.ts';
import { formatCents, formatHundredths, parseReaisToCents } from '../../../shared/money.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DecimalInput } from '../../components/ui/decimal-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { fieldErrors, refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useCashbackConfig, useSaveCashbackConfig } from './api/cashback-config.ts';

interface Form {
  percentual: string;
  diasResgate: string;
  valorMinimo: string;
  ativo: boolean;
}

/** An empty field counts as 0 (the spec); anything else that is not a number is refused with a message. */
function hundredths(text: string): number {
  return text.trim() === '' ? 0 : (parseReaisToCents(text) ?? Number.NaN);
}

function toInput(form: Form) {
  const days = form.diasResgate.trim() === '' ? 0 : Number(form.diasResgate);
  return {
    percentBasisPoints: hundredths(form.percentual),
    redeemDays: Number.isFinite(days) ? days : Number.NaN,
    minPurchaseCents: hundredths(form.valorMinimo),
    active: form.ativo,
  };
}

export function CashbackConfigPage() {
  const config = useCashbackConfig();
  const save = useSaveCashbackConfig();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (config.data && !form) {
      setForm({
        percentual: formatHundredths(config.data.percentBasisPoints),
        diasResgate: String(config.data.redeemDays),
        valorMinimo: formatHundredths(config.data.minPurchaseCents),
        ativo: config.data.active,
      });
    }
  }, [config.data, form]);

  if (!form) return <PageLoading />;
  const input = toInput(form);
  // A worked example under the rules being typed: a R$ 100 purchase, or the minimum if higher.
  const valid = cashbackConfigInputSchema.safeParse(input);
  const examplePurchase = Math.max(10_000, valid.success ? valid.data.minPurchaseCents : 0);
  const exampleEarned = valid.success ? cashbackFor(examplePurchase, valid.data) : 0;

  const set = (key: keyof Form) => (value: string) => {
    setForm({ ...form, [key]: value });
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cashbackConfigInputSchema.safeParse(input);
    if (!parsed.success) {
      const f = fieldErrors(parsed.error);
      setErrors(f);
      notify.error(Object.values(f)[0]);
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      notify.success(cashbackMessages.saved);
    } catch (err) {
      const fields = refusedFields(err);
      if (fields) setErrors(fields);
      notify.error(cashbackMessages.saveError);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <OwnerPageHeader
        title="Configuração de Cashback"
        subtitle="Parte de cada compra volta para o cliente como saldo na sua loja."
        icon={<Wallet className="h-6 w-6" />}
      />

      <Card className="p-5 sm:p-6">
        <form onSubmit={submit} noValidate className="space-y-5">
          <Switch
            label="Cashback ativo"
            description="Quando desativado, nenhuma compra gera cashback."
            checked={form.ativo}
            onCheckedChange={(ativo) => setForm({ ...form, ativo })}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Percentual (%)" error={errors.percentBasisPoints} hint="Ex.: 10,00">
              <DecimalInput prefix={null} value={form.percentual} onValueChange={set('percentual')} />
            </Field>
            <Field label="Dias para resgate" error={errors.redeemDays} hint="Validade do saldo">
              <Input
                inputMode="numeric"
                maxLength={5}
                autoComplete="off"
                value={form.diasResgate}
                onChange={(e) => set('diasResgate')(e.target.value.replace(/\D/g, ''))}
              />
            </Field>
            <Field label="Compra mínima (R$)" error={errors.minPurchaseCents} hint="Ex.: 50,00">
              <DecimalInput value={form.valorMinimo} onValueChange={set('valorMinimo')} />
            </Field>
          </div>
          <p className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900" aria-live="polite">
            {exampleEarned > 0
              ? `Exemplo: uma compra de ${formatCents(examplePurchase)} gera ${formatCents(exampleEarned)} de cashback, válido por ${input.redeemDays} dias.`
              : 'Com estas regras, nenhuma compra gera cashback.'}
          </p>
          {!config.data?.saved && (
            <p className="text-sm text-slate-500">Valores padrão: 10%, 30 dias e compra mínima de R$ 50,00.</p>
          )}
          <Button type="submit" size="lg" loading={save.isPending} className="w-full sm:w-auto">
            Salvar Configuração
          </Button>
        </form>
      </Card>
    </div>
  );
}
