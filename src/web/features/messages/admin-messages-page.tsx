import { Megaphone, Send, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/calendar.ts';
import {
  ADMIN_MESSAGE_CONTENT_MAX,
  ADMIN_MESSAGE_TITLE_MAX,
  type AdminMessage,
  adminMessageInputSchema,
  adminMessageTexts,
} from '../../../shared/contracts/admin-messages.ts';
import { ApiClientError } from '../../api/client.ts';
import { AdminPageHeader } from '../../components/admin-page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { fieldErrors, showSubmitError } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useAdminMessages, useRemoveAdminMessage, useSendAdminMessage } from './api/admin-messages.ts';

/** 'Central de Mensagens': broadcasts to every shop's panel, the list sent and a table of all. */
export function AdminMessagesPage() {
  const messages = useAdminMessages();
  const data = messages.data;
  const remove = useRemoveAdminMessage();
  const [removing, setRemoving] = useState<AdminMessage | null>(null);

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success(adminMessageTexts.removedTitle, adminMessageTexts.removed);
    } catch (err) {
      notify.error(err instanceof ApiClientError && err.status < 500 ? err.message : adminMessageTexts.removeError);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div>
      <AdminPageHeader
        title="Central de Mensagens"
        subtitle="Envie avisos que aparecem no painel de todas as lojas."
        icon={<Megaphone className="h-6 w-6" />}
      />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <MessageForm />
        <QueryState query={messages} what="as mensagens" loading={<PageLoading />}>
          {(d) => <SentList messages={d.mensagens} onRemove={setRemoving} />}
        </QueryState>
      </div>
      {data && <AllMessagesTable messages={data.mensagens} onRemove={setRemoving} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Remover mensagem?"
        description={removing ? adminMessageTexts.confirmRemove(removing.titulo) : ''}
        confirmLabel="Remover"
        loading={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}

function MessageForm() {
  const [titulo, setTitulo] = useState('');
  const [conteudo, setConteudo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSendAdminMessage();
  const empty = titulo.trim() === '' || conteudo.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminMessageInputSchema.safeParse({ titulo, conteudo });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      notify.error(Object.values(found)[0] ?? adminMessageTexts.required);
      return;
    }
    try {
      await send.mutateAsync(parsed.data);
      setTitulo('');
      setConteudo('');
      setErrors({});
      notify.success(adminMessageTexts.sentTitle, adminMessageTexts.sent);
    } catch (err) {
      showSubmitError(err, { setErrors, fallback: adminMessageTexts.sendError });
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold">Nova Mensagem</h2>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <Field label="Título" required error={errors.titulo}>
          <Input
            value={titulo}
            maxLength={ADMIN_MESSAGE_TITLE_MAX}
            placeholder="Ex: Manutenção programada"
            onChange={(e) => setTitulo(e.target.value)}
          />
        </Field>
        <Field label="Conteúdo" required error={errors.conteudo}>
          <Textarea
            rows={6}
            value={conteudo}
            maxLength={ADMIN_MESSAGE_CONTENT_MAX}
            placeholder="Escreva a mensagem para os clientes..."
            onChange={(e) => setConteudo(e.target.value)}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={empty} loading={send.isPending}>
          <Send className="h-4 w-4" aria-hidden="true" />
          Enviar para Todos os Clientes
        </Button>
      </form>
    </Card>
  );
}

function SentList({ messages, onRemove }: { messages: AdminMessage[]; onRemove: (m: AdminMessage) => void }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        Mensagens Enviadas
        <Badge tone="blue" className="tabular-nums">
          <span className="sr-only">Total: </span>
          {messages.length}
        </Badge>
      </h2>
      {messages.length === 0 ? (
        <p className="mt-6 py-8 text-center text-slate-600">Nenhuma mensagem enviada ainda.</p>
      ) : (
        <ul className="mt-4 max-h-96 space-y-3 overflow-y-auto pr-1" aria-label="Mensagens Enviadas">
          {messages.map((m) => (
            <li key={m.id} className="rounded-xl border border-slate-200 p-4" data-testid={`sent-message-${m.id}`}>
              <div className="flex items-start justify-between gap-2">
                <h3 className="min-w-0 break-words font-semibold">{m.titulo}</h3>
                <div className="flex shrink-0 items-center gap-1">
                  {m.ativa && <Badge tone="green">Ativa</Badge>}
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-9 w-9 text-red-700 hover:bg-red-50"
                    aria-label={`Remover a mensagem ${m.titulo}`}
                    onClick={() => onRemove(m)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{m.conteudo}</p>
              <p className="mt-2 text-xs text-slate-500">{formatDateTime(new Date(m.createdAt))}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function AllMessagesTable({ messages, onRemove }: { messages: AdminMessage[]; onRemove: (m: AdminMessage) => void }) {
  return (
    <section className="mt-8" aria-labelledby="todas-mensagens">
      <h2 id="todas-mensagens" className="text-lg font-bold">
        Todas as Mensagens
      </h2>
      <Card className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th className="px-4 py-3">Título</th>
              <th className="px-4 py-3">Conteúdo</th>
              <th className="px-4 py-3">Data</th>
              <th className="px-4 py-3">Status</th>
              <th className="px-4 py-3 text-right">Ações</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {messages.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-8 text-center text-slate-600">
                  Nenhuma mensagem enviada ainda.
                </td>
              </tr>
            ) : (
              messages.map((m) => (
                <tr key={m.id}>
                  <td className="max-w-[12rem] truncate px-4 py-3 font-medium" title={m.titulo}>
                    {m.titulo}
                  </td>
                  <td className="max-w-xs truncate px-4 py-3 text-slate-600" title={m.conteudo}>
                    {m.conteudo}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDate(new Date(m.createdAt))}</td>
                  <td className="px-4 py-3">{m.ativa && <Badge tone="green">Ativa</Badge>}</td>
                  <td className="px-4 py-3 text-right">
                    <Button
                      variant="dangerOutline"
                      size="sm"
                      aria-label={`Excluir a mensagem ${m.titulo}`}
                      onClick={() => onRemove(m)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      Excluir
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </Card>
    </section>
  );
}
