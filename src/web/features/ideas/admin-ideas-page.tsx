import { Eye, Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/calendar.ts';
import {
  type AdminIdea,
  type IdeaStatus,
  ideaMessages,
  ideaStatuses,
  ideaStatusLabels,
  nextIdeaStatuses,
} from '../../../shared/contracts/ideas.ts';
import { ApiClientError } from '../../api/client.ts';
import { AdminPageHeader } from '../../components/admin-page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Button, type ButtonVariant } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Select } from '../../components/ui/input.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { notify } from '../../lib/notify.ts';
import { useAdminIdeas } from './api/get-admin-ideas.ts';
import { useSetIdeaStatus } from './api/set-idea-status.ts';
import { IdeaStatusBadge } from './idea-status-badge.tsx';

const actions: Record<IdeaStatus, { label: string; variant: ButtonVariant }> = {
  enviada: { label: 'Enviada', variant: 'secondary' },
  em_analise: { label: 'Colocar em análise', variant: 'info' },
  implementada: { label: 'Marcar como implementada', variant: 'success' },
  recusada: { label: 'Recusar', variant: 'dangerOutline' },
};

/** The super admin's ideas: every shop's, newest first, a status filter and a detail dialog. */
export function AdminIdeasPage() {
  const [status, setStatus] = useState<IdeaStatus | null>(null);
  // The idea whose details are open: kept as chosen, so that a status change that takes it out of
  // the filtered list does not close the dialog under the administrator.
  const [opened, setOpened] = useState<AdminIdea | null>(null);
  const ideas = useAdminIdeas(status);
  const { data, isPlaceholderData } = ideas;
  const filterId = useId();
  const open = opened && (data?.ideias.find((i) => i.id === opened.id) ?? opened);

  return (
    <div>
      <AdminPageHeader
        title="Ideias"
        subtitle="Sugestões enviadas pelas lojas."
        icon={<Lightbulb className="h-6 w-6" />}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-64">
          <label htmlFor={filterId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Filtrar por status
          </label>
          <Select
            id={filterId}
            value={status ?? ''}
            onChange={(e) => setStatus((e.target.value || null) as IdeaStatus | null)}
          >
            <option value="">Todos</option>
            {ideaStatuses.map((s) => (
              <option key={s} value={s}>
                {ideaStatusLabels[s]}
              </option>
            ))}
          </Select>
        </div>
        {data && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {data.ideias.length === 1 ? '1 ideia' : `${data.ideias.length} ideias`}
          </p>
        )}
      </div>

      <QueryState
        query={ideas}
        what="as ideias"
        loading={<PageLoading />}
        isEmpty={(d) => d.ideias.length === 0}
        empty={
          <Card className="p-10 text-center text-slate-600">
            {status ? `Nenhuma ideia com status "${ideaStatusLabels[status]}".` : 'Nenhuma ideia enviada ainda.'}
          </Card>
        }
      >
        {(data) => (
          <Card className={isPlaceholderData ? 'overflow-hidden opacity-60' : 'overflow-hidden'}>
            <table className="w-full text-left text-sm">
              <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-500 md:table-header-group">
                <tr>
                  <th className="px-4 py-3">Ideia</th>
                  <th className="px-4 py-3">Loja</th>
                  <th className="px-4 py-3">Data</th>
                  <th className="px-4 py-3">Status</th>
                  <th className="px-4 py-3 text-right">Ações</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.ideias.map((idea) => (
                  <tr
                    key={idea.id}
                    className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 p-4 md:table-row md:p-0"
                    data-testid={`admin-idea-${idea.id}`}
                  >
                    <td className="min-w-0 md:max-w-xs md:px-4 md:py-3">
                      <span className="block truncate font-semibold">{idea.titulo}</span>
                      <span className="block truncate text-slate-600">{idea.motivo}</span>
                    </td>
                    <td className="col-start-1 text-slate-700 md:px-4 md:py-3">{idea.nomeEmpresa}</td>
                    <td className="col-start-1 text-slate-600 md:px-4 md:py-3">
                      {formatDate(new Date(idea.createdAt))}
                    </td>
                    <td className="col-start-2 row-start-1 md:px-4 md:py-3">
                      <IdeaStatusBadge status={idea.status} />
                    </td>
                    <td className="col-span-2 pt-2 md:px-4 md:py-3 md:text-right">
                      <Button
                        size="sm"
                        variant="secondary"
                        className="w-full md:w-auto"
                        onClick={() => setOpened(idea)}
                        aria-label={`Ver detalhes da ideia ${idea.titulo}`}
                      >
                        <Eye className="h-4 w-4" aria-hidden="true" />
                        Detalhes
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </QueryState>
      {open && <IdeaDetailDialog idea={open} onChanged={setOpened} onClose={() => setOpened(null)} />}
    </div>
  );
}

function IdeaDetailDialog({
  idea,
  onChanged,
  onClose,
}: {
  idea: AdminIdea;
  onChanged: (idea: AdminIdea) => void;
  onClose: () => void;
}) {
  const setStatus = useSetIdeaStatus();
  const [pending, setPending] = useState<IdeaStatus | null>(null);
  const next = nextIdeaStatuses(idea.status);

  async function move(status: IdeaStatus) {
    setPending(status);
    try {
      onChanged(await setStatus.mutateAsync({ id: idea.id, status }));
      notify.success(ideaMessages.statusUpdated, ideaMessages.statusNow(status));
    } catch (err) {
      notify.error(err instanceof ApiClientError && err.status < 500 ? err.message : ideaMessages.statusError);
    } finally {
      setPending(null);
    }
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={idea.titulo} className="max-w-lg">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">Loja</dt>
        <dd className="font-medium">{idea.nomeEmpresa}</dd>
        <dt className="text-slate-600">Enviada em</dt>
        <dd>{formatDateTime(new Date(idea.createdAt))}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd>
          <IdeaStatusBadge status={idea.status} />
        </dd>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Motivo</h3>
      <p className="mt-1 max-h-64 overflow-y-auto whitespace-pre-line break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        {idea.motivo}
      </p>
      {next.length > 0 ? (
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
          {next.map((status) => (
            <Button
              key={status}
              variant={actions[status].variant}
              loading={pending === status}
              disabled={pending !== null}
              onClick={() => move(status)}
            >
              {actions[status].label}
            </Button>
          ))}
        </div>
      ) : (
        <p className="mt-6 text-sm text-slate-600">Esta ideia já foi concluída.</p>
      )}
    </Dialog>
  );
}
