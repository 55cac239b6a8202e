import { Plus } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  CHATBOT_TEMPLATE_CATEGORIES,
  CHATBOT_TEMPLATE_NAME_MAX,
  CHATBOT_TEMPLATE_TEXT_MAX,
  type ChatbotTemplate,
  type ChatbotTemplateCategory,
  chatbotCategoryLabels,
  chatbotMessages,
  chatbotTemplateInputSchema,
} from '../../../../shared/contracts/chatbot.ts';
import { crmMessages } from '../../../../shared/crm.ts';
import { RecordFormActions } from '../../../components/record-form-actions.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { fieldErrors, inlineFieldErrors, refusedFields } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateChatbotTemplate } from './api/create-chatbot-template.ts';
import { useUpdateChatbotTemplate } from './api/update-chatbot-template.ts';
import { PlaceholderHint } from './message-parts.tsx';

const empty = { nome: '', categoria: 'geral' as ChatbotTemplateCategory, texto: '' };

/** A chatbot template's name, category and text; new, or the one being edited. */
export function TemplateForm({ editing, onDone }: { editing: ChatbotTemplate | null; onDone: () => void }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateChatbotTemplate();
  const update = useUpdateChatbotTemplate();
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setValues(editing ? { nome: editing.nome, categoria: editing.categoria, texto: editing.texto } : empty);
    setErrors({});
    if (editing) nameRef.current?.focus();
  }, [editing]);

  const set = (key: keyof typeof empty, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  function showErrors(found: Record<string, string>) {
    setErrors(inlineFieldErrors(found, chatbotMessages.templateRequired));
    const missing = Object.values(found).includes(chatbotMessages.templateRequired);
    notify.error(missing ? chatbotMessages.templateRequired : Object.values(found)[0]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = chatbotTemplateInputSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, ...parsed.data });
        notify.success(crmMessages.templateUpdated, parsed.data.nome);
      } else {
        await create.mutateAsync(parsed.data);
        notify.success('Template Criado', parsed.data.nome);
      }
      setValues(empty);
      setErrors({});
      onDone();
    } catch (err) {
      const fields = refusedFields(err);
      if (fields) showErrors(fields);
      else notify.failure(err, 'Erro ao salvar o template. Tente novamente.');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <h3 className="font-semibold text-ink">{editing ? `Editar template: ${editing.nome}` : 'Novo template'}</h3>
      <Field label="Nome do template" required error={errors.nome}>
        <Input
          ref={nameRef}
          value={values.nome}
          onChange={(e) => set('nome', e.target.value)}
          maxLength={CHATBOT_TEMPLATE_NAME_MAX}
          placeholder="Ex.: Promoção de aniversário"
          autoComplete="off"
        />
      </Field>
      <Field label="Categoria" required error={errors.categoria}>
        <Select value={values.categoria} onChange={(e) => set('categoria', e.target.value)}>
          {CHATBOT_TEMPLATE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {chatbotCategoryLabels[c]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Texto" required error={errors.texto}>
        <Textarea
          rows={4}
          value={values.texto}
          onChange={(e) => set('texto', e.target.value)}
          maxLength={CHATBOT_TEMPLATE_TEXT_MAX}
          placeholder="Olá {nome}! ..."
        />
      </Field>
      <PlaceholderHint />
      <RecordFormActions
        editing={editing !== null}
        saving={create.isPending || update.isPending}
        onCancelEdit={onDone}
        createLabel="Criar template"
        createIcon={<Plus className="h-4 w-4" aria-hidden="true" />}
      />
    </form>
  );
}
