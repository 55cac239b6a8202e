import { CheckCircle2, Landmark, ShieldAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  PLATFORM_ACCOUNT_MAX_LENGTH,
  PLATFORM_AGENCY_MAX_LENGTH,
  PLATFORM_BANK_MAX_LENGTH,
  type PlatformSettings,
  platformSettingsMessages,
  updatePlatformSettingsSchema,
} from '../../../shared/contracts/invoices.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { ApiClientError } from '../../api/client.ts';
import { LoadError } from '../../components/load-error.tsx';
import { PixReceiverFields } from '../../components/pix-receiver-fields.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { fieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { usePlatformSettings, useUpdatePlatformSettings } from './api/platform-settings.ts';

/**
 * Financeiro → Dados de pagamento da plataforma: the bank account, PIX key and WhatsApp number
 * every shop sees on Minhas Faturas; each pending invoice's PIX is made with this key.
 */
/** The platform's PIX fields under the shared receiver fields' names. */
const PIX_FIELDS = { chave: 'chavePix', nome: 'titular', cidade: 'cidadePix' } as const;

export function PlatformPaymentSettings({ className }: { className?: string }) {
  const titleId = useId();
  const settings = usePlatformSettings();
  return (
    <Card className={`space-y-4 p-5 sm:p-6 ${className ?? ''}`} role="region" aria-labelledby={titleId}>
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
            <Landmark className="h-5 w-5 text-brand-700" aria-hidden="true" />
            Dados de pagamento da plataforma
          </h2>
          {settings.data &&
            (settings.data.chavePix !== '' ? (
              <Badge tone="green">
                <CheckCircle2 className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
                PIX configurado
              </Badge>
            ) : (
              <Badge tone="yellow">
                <ShieldAlert className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
                PIX não configurado
              </Badge>
            ))}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          As lojas veem estes dados em Minhas Faturas, e o PIX copia e cola de cada fatura pendente usa esta chave.
        </p>
      </div>
      {settings.isError ? (
        <LoadError what="os dados de pagamento" onRetry={() => settings.refetch()} retrying={settings.isFetching} />
      ) : !settings.data ? (
        <div className="flex justify-center py-8">
          <Spinner className="h-6 w-6 text-brand-600" />
        </div>
      ) : (
        <PaymentForm initial={settings.data} />
      )}
    </Card>
  );
}

const shown = (saved: PlatformSettings): PlatformSettings => ({
  ...saved,
  whatsapp: saved.whatsapp === '' ? '' : formatPhone(saved.whatsapp),
});

function PaymentForm({ initial }: { initial: PlatformSettings }) {
  const update = useUpdatePlatformSettings();
  const [form, setForm] = useState<PlatformSettings>(() => shown(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (key: keyof PlatformSettings, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updatePlatformSettingsSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      notify.error(platformSettingsMessages.checkFields);
      return;
    }
    try {
      const saved = await update.mutateAsync(form);
      setForm(shown(saved));
      setErrors({});
      notify.success(platformSettingsMessages.saved);
    } catch (err) {
      if (err instanceof ApiClientError && err.status < 500 && err.status !== 0) {
        setErrors(err.fields);
        notify.error(err.message);
      } else {
        notify.error(platformSettingsMessages.saveError);
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">PIX</legend>
          <PixReceiverFields
            value={{ chave: form.chavePix, nome: form.titular, cidade: form.cidadePix }}
            errors={{ chave: errors.chavePix, nome: errors.titular, cidade: errors.cidadePix }}
            onChange={(field, value) => set(PIX_FIELDS[field], value)}
            blankKeyHint="CPF, CNPJ, e-mail, celular com DDD ou chave aleatória. Em branco: as lojas pagam pelos dados bancários."
            labels={{ nome: 'Titular da conta e do PIX', cidade: 'Cidade do PIX' }}
          />
        </fieldset>

        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">Conta bancária</legend>
          <Field label="Banco" error={errors.banco}>
            <Input
              value={form.banco}
              onChange={(e) => set('banco', e.target.value)}
              maxLength={PLATFORM_BANK_MAX_LENGTH + 20}
              autoComplete="off"
              placeholder="Ex.: Banco do Brasil (001)"
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Agência" error={errors.agencia}>
              <Input
                value={form.agencia}
                onChange={(e) => set('agencia', e.target.value)}
                maxLength={PLATFORM_AGENCY_MAX_LENGTH + 10}
                autoComplete="off"
                placeholder="Ex.: 1234-5"
              />
            </Field>
            <Field label="Conta" error={errors.conta}>
              <Input
                value={form.conta}
                onChange={(e) => set('conta', e.target.value)}
                maxLength={PLATFORM_ACCOUNT_MAX_LENGTH + 10}
                autoComplete="off"
                placeholder="Ex.: 12345-6"
              />
            </Field>
          </div>
        </fieldset>
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <Field
          label="WhatsApp para comprovantes"
          error={errors.whatsapp}
          hint="As lojas enviam o comprovante de pagamento para este número."
          className="sm:max-w-sm sm:flex-1"
        >
          <Input
            value={form.whatsapp}
            onChange={(e) => set('whatsapp', formatPhone(e.target.value))}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="(11) 98765-4321"
          />
        </Field>
        <Button type="submit" loading={update.isPending} className="w-full sm:mb-7 sm:w-auto">
          Salvar dados de pagamento
        </Button>
      </div>
    </form>
  );
}
