import { ArrowLeft, CheckCircle2, ExternalLink, SkipForward, StepForward } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fillTemplate, whatsappMessageHref, withOptOutNote } from '../../../../shared/crm.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCampaignRecipients } from './api/get-campaign-recipients.ts';
import { useRecordCampaignSend } from './api/record-campaign-send.ts';
import { CampaignStatusBadges } from './campaign-status.tsx';
import { messageValues, phoneLabel } from './message-parts.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Sending a campaign: one customer at a time, with the message filled for them. 'Abrir no
 * WhatsApp' opens it (wa.me, a new tab) and counts it as sent; 'Próximo' or 'Pular' moves on.
 * Starts at the first customer not sent yet.
 */
export function CampaignWalkthrough({
  campaignId,
  loja,
  onClose,
}: {
  campaignId: number;
  loja: string;
  onClose: () => void;
}) {
  const recipients = useCampaignRecipients(campaignId);
  const send = useRecordCampaignSend(campaignId);
  const [index, setIndex] = useState<number | null>(null);
  const list = recipients.data?.destinatarios;

  useEffect(() => {
    if (list && index === null) {
      const first = list.findIndex((r) => !r.enviada);
      setIndex(first === -1 ? 0 : first);
    }
  }, [list, index]);

  const back = (
    <Button variant="secondary" size="sm" onClick={onClose} icon={<ArrowLeft className="h-4 w-4" aria-hidden="true" />}>
      Voltar às campanhas
    </Button>
  );

  if (!recipients.data || index === null) {
    if (recipients.isError)
      return (
        <div className="space-y-3">
          {back}
          <LoadError what="os clientes da campanha" onRetry={recipients.refetch} retrying={recipients.isFetching} />
        </div>
      );
    return <Loading label="Carregando clientes da campanha..." />;
  }

  const { campanha, destinatarios, ignorados } = recipients.data;
  const total = destinatarios.length;
  const current = destinatarios[index];
  const done = index >= total;
  const skippedNote = [
    ignorados.optOut > 0 &&
      plural(ignorados.optOut, 'pediu para não receber mensagens', 'pediram para não receber mensagens'),
    ignorados.semTelefone > 0 && plural(ignorados.semTelefone, 'não tem telefone válido', 'não têm telefone válido'),
  ].filter(Boolean);

  function record(customerId: number) {
    send.mutate(customerId, {
      onError: (err) => notify.failure(err, 'Não foi possível contar o envio.'),
    });
  }

  return (
    <section aria-labelledby="envio-campanha" className="mx-auto max-w-2xl space-y-4">
      {back}
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="envio-campanha" className="text-lg font-bold text-ink">
            Enviar campanha: {campanha.nome}
          </h3>
          <CampaignStatusBadges campaign={campanha} />
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          Enviadas: <strong data-testid="walkthrough-enviadas">{campanha.enviadas}</strong> de {total}
        </p>
        {skippedNote.length > 0 && <p className="text-sm text-slate-600">Ficaram de fora: {skippedNote.join('; ')}.</p>}
      </header>

      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Nenhum cliente pode receber esta campanha.
        </p>
      ) : done || !current ? (
        <div className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
          <p className="flex items-center gap-2 font-semibold">
            <CheckCircle2 className="h-5 w-5" aria-hidden="true" /> Fim da lista da campanha.
          </p>
          <p>
            {plural(campanha.enviadas, 'mensagem aberta', 'mensagens abertas')} no WhatsApp, de{' '}
            {plural(total, 'cliente', 'clientes')}.
          </p>
          <Button variant="secondary" onClick={() => setIndex(0)}>
            Recomeçar do primeiro
          </Button>
        </div>
      ) : (
        <CurrentRecipient
          key={current.id}
          position={index + 1}
          total={total}
          nome={current.nome}
          telefone={current.telefone}
          enviada={current.enviada}
          message={withOptOutNote(fillTemplate(campanha.mensagem, messageValues(current, loja)))}
          onOpen={() => record(current.id)}
          onNext={() => setIndex(index + 1)}
        />
      )}
    </section>
  );
}

function CurrentRecipient({
  position,
  total,
  nome,
  telefone,
  enviada,
  message,
  onOpen,
  onNext,
}: {
  position: number;
  total: number;
  nome: string;
  telefone: string;
  enviada: boolean;
  message: string;
  onOpen: () => void;
  onNext: () => void;
}) {
  const href = whatsappMessageHref(telefone, message);
  return (
    <article
      aria-label={`Cliente ${position} de ${total}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-700">
          {position} de {total}
        </p>
        <div
          role="progressbar"
          aria-label="Progresso da campanha"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={position}
          aria-valuetext={`${position} de ${total}`}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-emerald-600" style={{ width: `${(position / total) * 100}%` }} />
        </div>
      </div>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h4 className="font-semibold text-ink">{nome}</h4>
          <p className="text-sm text-slate-600">{phoneLabel(telefone)}</p>
        </div>
        {enviada && <Badge tone="green">Enviada</Badge>}
      </header>
      <p className="whitespace-pre-wrap rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
        {message}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {href && (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onOpen}
            className={buttonClasses('success', 'md')}
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Abrir no WhatsApp
          </a>
        )}
        <Button
          variant={enviada ? 'primary' : 'secondary'}
          onClick={onNext}
          icon={
            enviada ? (
              <StepForward className="h-4 w-4" aria-hidden="true" />
            ) : (
              <SkipForward className="h-4 w-4" aria-hidden="true" />
            )
          }
        >
          {enviada ? 'Próximo' : 'Pular'}
        </Button>
      </div>
    </article>
  );
}
