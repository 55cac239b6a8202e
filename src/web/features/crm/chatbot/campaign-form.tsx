import { Megaphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { brDateToIso } from '../../../../shared/calendar.ts';
import {
  CAMPAIGN_MESSAGE_MAX,
  CAMPAIGN_NAME_MAX,
  campaignInputSchema,
  chatbotMessages,
  type Tag,
} from '../../../../shared/contracts/chatbot.ts';
import { fillTemplate, withOptOutNote } from '../../../../shared/crm.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { fieldErrors, inlineFieldErrors, refusedFields } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateCampaign } from './api/create-campaign.ts';
import { messageValues, PlaceholderHint, PREVIEW_CUSTOMER } from './message-parts.tsx';
import { TagDot } from './tag-dot.tsx';

const empty = { nome: '', mensagem: '', dataInicio: '', dataFim: '' };

/** A date as typed (DD/MM/AAAA) for the API: empty is none, a bad one is sent as typed and refused. */
const dayOf = (typed: string) => (typed.trim() ? (brDateToIso(typed) ?? typed) : null);

/** Nova campanha: name and message (required), tags (none: every customer), start and end dates. */
export function CampaignForm({ tags, loja }: { tags: Tag[]; loja: string }) {
  const [values, setValues] = useState(empty);
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCampaign();

  const set = (key: keyof typeof empty) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  function showErrors(found: Record<string, string>) {
    setErrors(inlineFieldErrors(found, chatbotMessages.campaignRequired));
    const missing = Object.values(found).includes(chatbotMessages.campaignRequired);
    notify.error(missing ? chatbotMessages.campaignRequired : Object.values(found)[0]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = campaignInputSchema.safeParse({
      nome: values.nome,
      mensagem: values.mensagem,
      tagIds,
      dataInicio: dayOf(values.dataInicio),
      dataFim: dayOf(values.dataFim),
    });
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      notify.success(chatbotMessages.campaignCreated, parsed.data.nome);
      setValues(empty);
      setTagIds([]);
      setErrors({});
    } catch (err) {
      const fields = refusedFields(err);
      if (fields) showErrors(fields);
      else notify.failure(err, 'Erro ao criar a campanha. Tente novamente.');
    }
  }

  const preview = values.mensagem.trim()
    ? withOptOutNote(fillTemplate(values.mensagem, messageValues(PREVIEW_CUSTOMER, loja)))
    : '';
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <h3 className="font-semibold text-ink">Nova campanha</h3>
      <Field label="Nome da campanha" required error={errors.nome}>
        <Input
          value={values.nome}
          onChange={(e) => set('nome')(e.target.value)}
          maxLength={CAMPAIGN_NAME_MAX}
          placeholder="Ex.: Dia das Mães"
          autoComplete="off"
        />
      </Field>
      <Field label="Mensagem" required error={errors.mensagem}>
        <Textarea
          rows={4}
          value={values.mensagem}
          onChange={(e) => set('mensagem')(e.target.value)}
          maxLength={CAMPAIGN_MESSAGE_MAX}
          placeholder="Olá {nome}! ..."
        />
      </Field>
      <PlaceholderHint />
      {preview && (
        <div>
          <p className="text-sm font-medium text-slate-800">Prévia (para {PREVIEW_CUSTOMER.nome})</p>
          <p
            data-testid="campaign-preview"
            className="mt-1 whitespace-pre-wrap rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950"
          >
            {preview}
          </p>
        </div>
      )}
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Etiquetas</legend>
        {tags.length === 0 ? (
          <p className="text-sm text-slate-600">Sem etiquetas: a campanha vai para todos os clientes.</p>
        ) : (
          <>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {tags.map((t) => (
                <span key={t.id} className="inline-flex items-center gap-1.5">
                  <Checkbox
                    label={t.nome}
                    checked={tagIds.includes(t.id)}
                    onCheckedChange={(on) =>
                      setTagIds((ids) => (on ? [...ids, t.id] : ids.filter((id) => id !== t.id)))
                    }
                  />
                  <TagDot cor={t.cor} />
                </span>
              ))}
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {tagIds.length === 0
                ? 'Nenhuma marcada: a campanha vai para todos os clientes.'
                : 'Vai para os clientes das etiquetas marcadas.'}
            </p>
          </>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Data de início" error={errors.dataInicio} hint="Opcional.">
          <DateInput value={values.dataInicio} onValueChange={set('dataInicio')} />
        </Field>
        <Field label="Data de término" error={errors.dataFim} hint="Opcional.">
          <DateInput value={values.dataFim} onValueChange={set('dataFim')} />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending} icon={<Megaphone className="h-4 w-4" aria-hidden="true" />}>
          Criar campanha
        </Button>
      </div>
    </form>
  );
}
