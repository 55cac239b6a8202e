import { Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { ChatbotTemplate } from '../../../../shared/contracts/chatbot.ts';
import { CHATBOT_TEMPLATE_CATEGORIES, chatbotCategoryLabels } from '../../../../shared/contracts/chatbot.ts';
import type { CrmCustomer } from '../../../../shared/contracts/crm.ts';
import { fillTemplate } from '../../../../shared/crm.ts';
import { Loading, QueryState } from '../../../components/query-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useChatbotCustomers } from './api/get-chatbot-customers.ts';
import { useChatbotTemplates } from './api/get-chatbot-templates.ts';
import { messageValues, OptOutNoteHint } from './message-parts.tsx';
import { SendCard } from './send-card.tsx';

/** Spec: individual sending lists the first 6 customers. */
export const SEND_LIST_SIZE = 6;

interface SendTabProps {
  loja: string;
  templateId: number | null;
  onTemplateChange: (id: number) => void;
}

/** Enviar: a message for each of the first 6 customers (or those found), from a chosen template. */
export function SendTab({ loja, templateId, onTemplateChange }: SendTabProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const customers = useChatbotCustomers(term, SEND_LIST_SIZE);
  const templates = useChatbotTemplates();
  const list = templates.data?.templates ?? [];
  const template = list.find((t) => t.id === templateId) ?? list[0];
  /** Messages the owner changed, per customer; a new template starts them over. */
  const [edited, setEdited] = useState<Record<number, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new template replaces what was typed
  useEffect(() => setEdited({}), [template?.id]);

  const messageOf = (c: CrmCustomer) =>
    edited[c.id] ?? (template ? fillTemplate(template.texto, messageValues(c, loja)) : '');

  const rows = customers.data?.customers ?? [];
  const total = customers.data?.total ?? 0;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Template da mensagem">
          <Select
            value={template?.id ?? ''}
            onChange={(e) => onTemplateChange(Number(e.target.value))}
            disabled={list.length === 0}
          >
            <TemplateOptions templates={list} />
          </Select>
        </Field>
        <Field label="Buscar cliente" hint="Nome, CPF ou telefone.">
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Ex.: Maria"
            autoComplete="off"
          />
        </Field>
      </div>
      <OptOutNoteHint />
      <p className="text-sm text-slate-600" aria-live="polite">
        {customers.isPending
          ? 'Carregando clientes...'
          : term
            ? `${total} ${total === 1 ? 'cliente encontrado' : 'clientes encontrados'}${total > rows.length ? ` (mostrando ${rows.length})` : ''}.`
            : `Primeiros ${rows.length} de ${total} clientes, em ordem alfabética.`}
      </p>
      <QueryState
        query={customers}
        what="os clientes"
        loading={<Loading />}
        isEmpty={() => rows.length === 0}
        empty={
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
            <Search className="mx-auto mb-2 h-6 w-6" aria-hidden="true" />
            {term ? 'Nenhum cliente encontrado.' : 'Nenhum cliente cadastrado ainda.'}
          </p>
        }
      >
        {() => (
          <ul aria-label="Clientes para enviar" className="grid gap-3 lg:grid-cols-2">
            {rows.map((c) => (
              <li key={c.id}>
                <SendCard
                  customer={c}
                  message={messageOf(c)}
                  onMessageChange={(text) => setEdited((m) => ({ ...m, [c.id]: text }))}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

/** The templates as options grouped by category. */
export function TemplateOptions({ templates }: { templates: ChatbotTemplate[] }) {
  const groups = useMemo(
    () =>
      CHATBOT_TEMPLATE_CATEGORIES.map((cat) => ({ cat, items: templates.filter((t) => t.categoria === cat) })).filter(
        (g) => g.items.length > 0,
      ),
    [templates],
  );
  return groups.map((g) => (
    <optgroup key={g.cat} label={chatbotCategoryLabels[g.cat]}>
      {g.items.map((t) => (
        <option key={t.id} value={t.id}>
          {t.nome}
        </option>
      ))}
    </optgroup>
  ));
}
