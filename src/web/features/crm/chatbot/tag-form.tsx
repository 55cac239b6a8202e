import { Check, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  chatbotMessages,
  TAG_COLORS,
  TAG_NAME_MAX,
  type TagColor,
  tagInputSchema,
} from '../../../../shared/contracts/chatbot.ts';
import { ApiClientError } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { fieldErrors, refusedFields } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateTag } from './api/create-tag.ts';

/** A new tag: a name and a colour of the palette (radio swatches, each named for screen readers). */
export function TagForm() {
  const [nome, setNome] = useState('');
  const [cor, setCor] = useState<TagColor>(TAG_COLORS[0].cor);
  const [error, setError] = useState<string>();
  const create = useCreateTag();
  const paletteId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = tagInputSchema.safeParse({ nome, cor });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setError(found.nome);
      notify.error(Object.values(found)[0]);
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      notify.success(chatbotMessages.tagCreated, parsed.data.nome);
      setNome('');
      setError(undefined);
    } catch (err) {
      const message = err instanceof ApiClientError ? err.message : 'Erro ao criar a etiqueta. Tente novamente.';
      const nome = refusedFields(err)?.nome;
      if (nome) setError(nome);
      notify.error(message);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <h3 className="font-semibold text-ink">Nova etiqueta</h3>
      <Field label="Nome da etiqueta" required error={error}>
        <Input
          value={nome}
          onChange={(e) => {
            setNome(e.target.value);
            setError(undefined);
          }}
          maxLength={TAG_NAME_MAX}
          placeholder="Ex.: Clientes VIP"
          autoComplete="off"
        />
      </Field>
      <fieldset>
        <legend id={paletteId} className="mb-1.5 text-sm font-medium text-slate-800">
          Cor
        </legend>
        <div className="flex flex-wrap gap-2">
          {TAG_COLORS.map((c) => (
            <label
              key={c.cor}
              title={c.nome}
              className={cn(
                'relative flex h-10 w-10 cursor-pointer items-center justify-center rounded-full ring-offset-2',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                cor === c.cor && 'ring-2 ring-ink',
              )}
              style={{ backgroundColor: c.cor }}
            >
              <input
                type="radio"
                name="cor-etiqueta"
                value={c.cor}
                checked={cor === c.cor}
                onChange={() => setCor(c.cor)}
                aria-label={c.nome}
                className="absolute inset-0 cursor-pointer rounded-full opacity-0"
              />
              {cor === c.cor && <Check className="h-5 w-5 text-white" strokeWidth={3} aria-hidden="true" />}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending} icon={<Plus className="h-4 w-4" aria-hidden="true" />}>
          Criar etiqueta
        </Button>
      </div>
    </form>
  );
}
