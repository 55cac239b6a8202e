import { Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  CHATBOT_TEMPLATE_CATEGORIES,
  type ChatbotTemplate,
  chatbotCategoryLabels,
} from '../../../../shared/contracts/chatbot.ts';
import { Loading, QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDeleteChatbotTemplate } from './api/delete-chatbot-template.ts';
import { useChatbotTemplates } from './api/get-chatbot-templates.ts';
import { TemplateForm } from './template-form.tsx';

/** Templates: by category (Geral, Promocional, Retenção); create, edit, remove, and 'Usar' in Enviar. */
export function TemplatesTab({ onUse }: { onUse: (id: number) => void }) {
  const templates = useChatbotTemplates();
  const [editing, setEditing] = useState<ChatbotTemplate | null>(null);
  const [removing, setRemoving] = useState<ChatbotTemplate | null>(null);
  const remove = useDeleteChatbotTemplate();
  const list = templates.data?.templates ?? [];

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success('Template Excluído', removing.nome);
      if (editing?.id === removing.id) setEditing(null);
    } catch (err) {
      notify.failure(err, 'Erro ao excluir o template. Tente novamente.');
    }
    setRemoving(null);
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
      <div>
        <TemplateForm editing={editing} onDone={() => setEditing(null)} />
      </div>
      <div className="space-y-4">
        <QueryState query={templates} what="os templates" loading={<Loading label="Carregando templates..." />}>
          {() =>
            CHATBOT_TEMPLATE_CATEGORIES.map((cat) => {
              const items = list.filter((t) => t.categoria === cat);
              const headingId = `templates-${cat}`;
              return (
                <section key={cat} aria-labelledby={headingId} className="space-y-2">
                  <h3 id={headingId} className="font-semibold text-ink">
                    {chatbotCategoryLabels[cat]} ({items.length})
                  </h3>
                  {items.length === 0 ? (
                    <p className="text-sm text-slate-600">Nenhum template nesta categoria.</p>
                  ) : (
                    <ul className="space-y-2">
                      {items.map((t) => (
                        <li key={t.id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
                          <h4 className="font-medium text-ink">{t.nome}</h4>
                          <p className="whitespace-pre-wrap text-sm text-slate-700">{t.texto}</p>
                          <div className="flex flex-wrap justify-end gap-2">
                            <Button
                              size="sm"
                              variant="success"
                              onClick={() => onUse(t.id)}
                              aria-label={`Usar ${t.nome}`}
                              icon={<Send className="h-4 w-4" aria-hidden="true" />}
                            >
                              Usar
                            </Button>
                            <Button
                              size="sm"
                              variant="secondary"
                              onClick={() => setEditing(t)}
                              aria-label={`Editar ${t.nome}`}
                              icon={<Pencil className="h-4 w-4" aria-hidden="true" />}
                            >
                              Editar
                            </Button>
                            <Button
                              size="sm"
                              variant="dangerOutline"
                              onClick={() => setRemoving(t)}
                              aria-label={`Excluir ${t.nome}`}
                              icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
                            >
                              Excluir
                            </Button>
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })
          }
        </QueryState>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Excluir template?"
        description={
          list.length === 1
            ? `"${removing?.nome ?? ''}" é o último template: sem nenhum, os modelos padrão voltam para a lista.`
            : `O template "${removing?.nome ?? ''}" será apagado.`
        }
        confirmLabel="Excluir"
        loading={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
