import { BellOff, ChevronDown, Trash2, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { chatbotMessages, type Tag } from '../../../../shared/contracts/chatbot.ts';
import { Loading, QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDeleteTag } from './api/delete-tag.ts';
import { useTagMembers } from './api/get-tag-members.ts';
import { useRemoveTagMember } from './api/remove-tag-member.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { phoneLabel } from './message-parts.tsx';
import { TagDot } from './tag-dot.tsx';

const clientesLabel = (n: number) => (n === 1 ? '1 cliente' : `${n} clientes`);

/** One tag: its colour, name and count; opened, its customers, a picker to add more, and removal. */
export function TagCard({ tag }: { tag: Tag }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const members = useTagMembers(tag.id, open);
  const removeMember = useRemoveTagMember(tag.id);
  const remove = useDeleteTag();
  const panelId = `etiqueta-${tag.id}-clientes`;

  async function removeTag() {
    try {
      await remove.mutateAsync(tag.id);
      notify.success(chatbotMessages.tagDeleted, tag.nome);
    } catch (err) {
      notify.failure(err, 'Erro ao excluir a etiqueta. Tente novamente.');
    }
    setConfirming(false);
  }

  async function removeCustomer(id: number, nome: string) {
    try {
      await removeMember.mutateAsync(id);
      notify.success('Cliente removido da etiqueta', `${nome} saiu de ${tag.nome}.`);
    } catch (err) {
      notify.failure(err, 'Erro ao remover o cliente. Tente novamente.');
    }
  }

  const memberIds = new Set(members.data?.clientes.map((c) => c.id));
  return (
    <article aria-label={`Etiqueta ${tag.nome}`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center gap-2 p-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg text-left"
        >
          <TagDot cor={tag.cor} />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-ink">{tag.nome}</span>
            <span className="block text-sm text-slate-600">{clientesLabel(tag.totalClientes)}</span>
          </span>
          <ChevronDown
            className={cn('h-5 w-5 text-slate-500 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
          <span className="sr-only">{open ? 'Ocultar clientes' : 'Ver clientes'}</span>
        </button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Excluir etiqueta ${tag.nome}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      {open && (
        <div id={panelId} className="space-y-3 border-t border-slate-100 p-3">
          <QueryState
            query={members}
            what="os clientes da etiqueta"
            frame="bare"
            loading={<Loading label="Carregando clientes..." className="py-2 text-sm" />}
            isEmpty={(d) => d.clientes.length === 0}
            empty={<p className="text-sm text-slate-600">Nenhum cliente nesta etiqueta ainda.</p>}
          >
            {(data) => (
              <ul aria-label={`Clientes da etiqueta ${tag.nome}`} className="divide-y divide-slate-100">
                {data.clientes.map((c) => (
                  <li key={c.id} className="flex items-center justify-between gap-2 py-2">
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-ink">{c.nome}</span>
                      <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                        {phoneLabel(c.telefone)}
                        {c.whatsappOptOut && (
                          <Badge tone="yellow">
                            <BellOff className="mr-1 h-3 w-3" aria-hidden="true" />
                            Não recebe mensagens
                          </Badge>
                        )}
                      </span>
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remover ${c.nome} da etiqueta ${tag.nome}`}
                      onClick={() => removeCustomer(c.id, c.nome)}
                      disabled={removeMember.isPending}
                    >
                      <UserMinus className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
          <CustomerPicker tag={tag} memberIds={memberIds} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir etiqueta?"
        description={`A etiqueta "${tag.nome}" sai de ${clientesLabel(tag.totalClientes)}. Os clientes continuam cadastrados.`}
        confirmLabel="Excluir"
        loading={remove.isPending}
        onConfirm={removeTag}
      />
    </article>
  );
}
