import { CheckCircle2, QrCode, ShieldAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type PixSettings, pixSettingsMessages, updatePixSettingsSchema } from '../../../shared/contracts/settings.ts';
import { PixQrCode, pixCodeFor } from '../../components/pix-qr-code.tsx';
import { PixReceiverFields } from '../../components/pix-receiver-fields.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { fieldErrors, showSubmitError } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useCan } from '../../lib/use-permissions.ts';
import { usePixSettings } from './api/get-pix-settings.ts';
import { useUpdatePixSettings } from './api/update-pix-settings.ts';

/** The amount of the preview's sample charge. */
const SAMPLE_CENTS = 1000;

/**
 * Configurações → PIX: the key the point of sale charges to, and a preview of its BR Code. The
 * owner's only (settings.pix): a Gerente's Configurações go without it.
 */
export function PixSection() {
  return useCan()('settings.pix') ? <PixLoader /> : null;
}

function PixLoader() {
  const pix = usePixSettings();
  return (
    <QueryState query={pix} what="os dados do PIX" loading={<PageLoading />}>
      {(data) => <PixForm initial={data} />}
    </QueryState>
  );
}

function PixForm({ initial }: { initial: PixSettings }) {
  const update = useUpdatePixSettings();
  const [form, setForm] = useState<PixSettings>(initial);
  const [configured, setConfigured] = useState(initial.chave !== '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (key: keyof PixSettings, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  const preview = { name: form.nome, city: form.cidade, amountCents: SAMPLE_CENTS };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updatePixSettingsSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      notify.error('Verifique os campos do PIX.');
      return;
    }
    try {
      const saved = await update.mutateAsync(form);
      setForm(saved);
      setConfigured(saved.chave !== '');
      setErrors({});
      notify.success(pixSettingsMessages.saved);
    } catch (err) {
      showSubmitError(err, { setErrors, fallback: pixSettingsMessages.saveError });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="space-y-4 p-5 sm:p-6 lg:self-start">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <span className="text-brand-700" aria-hidden="true">
              <QrCode className="h-5 w-5" />
            </span>
            PIX
          </h2>
          {configured ? (
            <Badge tone="green">
              <CheckCircle2 className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
              PIX configurado
            </Badge>
          ) : (
            <Badge tone="yellow">
              <ShieldAlert className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
              PIX não configurado
            </Badge>
          )}
        </div>
        <p className="text-sm text-slate-600">
          Na venda do balcão, o PIX mostra o QR Code e o código copia e cola com o valor exato, para o cliente pagar
          direto na sua conta. Deixe a chave em branco para não oferecer PIX.
        </p>
        <PixReceiverFields
          value={form}
          errors={errors}
          onChange={set}
          blankKeyHint="CPF, CNPJ, e-mail, celular com DDD ou chave aleatória, como cadastrada no seu banco."
        />
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} className="w-full sm:w-auto">
            Salvar PIX
          </Button>
        </div>
      </Card>

      <aside aria-labelledby="previa-pix" className="lg:self-start">
        <Card className="p-5">
          <h2 id="previa-pix" className="font-bold">
            Prévia do PIX
          </h2>
          <p className="mt-1 text-sm text-slate-600">Exemplo de cobrança de R$ 10,00, como o cliente verá no balcão.</p>
          {pixCodeFor({ key: form.chave, ...preview }).ok ? (
            <PixQrCode pixKey={form.chave} {...preview} className="mt-4" />
          ) : (
            <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
              A prévia aparece quando a chave, o nome e a cidade estiverem preenchidos corretamente.
            </p>
          )}
        </Card>
      </aside>
    </form>
  );
}
