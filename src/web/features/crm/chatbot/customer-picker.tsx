import { Check, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { chatbotMessages, type Tag } from '../../../../shared/contracts/chatbot.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAddTagMembers } from './api/add-tag-members.ts';
import { useChatbotCustomers } from './api/get-chatbot-customers.ts';
import { phoneLabel } from './message-parts.tsx';

const PICKER_SIZE = 6;

/** Finds the shop's customers by name, CPF or phone and puts them on the tag one tap at a time. */
export function CustomerPicker({ tag, memberIds }: { tag: Tag; memberIds: Set<number> }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const found = useChatbotCustomers(term, PICKER_SIZE, term.length > 0);
  const add = useAddTagMembers(tag.id);

  async function addCustomer(id: number, nome: string) {
    try {
      await add.mutateAsync([id]);
      notify.success(chatbotMessages.membersAdded, `${nome} está em ${tag.nome}.`);
    } catch (err) {
      notify.failure(err, 'Erro ao adicionar o cliente. Tente novamente.');
    }
  }

  const rows = term ? (found.data?.customers ?? []) : [];
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      <Field label={`Adicionar cliente a ${tag.nome}`} hint="Busque pelo nome, CPF ou telefone.">
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Buscar cliente"
          autoComplete="off"
        />
      </Field>
      {term &&
        (found.isPending ? (
          <p className="text-sm text-slate-600">Buscando...</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhum cliente encontrado.</p>
        ) : (
          <ul aria-label="Clientes encontrados" className="divide-y divide-slate-200">
            {rows.map((c) => {
              const member = memberIds.has(c.id);
              return (
                <li key={c.id} className="flex items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{c.nome}</span>
                    <span className="block text-sm text-slate-600">{phoneLabel(c.telefone)}</span>
                  </span>
                  {member ? (
                    <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
                      <Check className="h-4 w-4" aria-hidden="true" /> Na etiqueta
                    </span>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Adicionar ${c.nome} a ${tag.nome}`}
                      onClick={() => addCustomer(c.id, c.nome)}
                      disabled={add.isPending}
                      icon={<UserPlus className="h-4 w-4" aria-hidden="true" />}
                    >
                      Adicionar
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </div>
  );
}
