import { Pause, Play, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Campaign, Tag } from '../../../../shared/contracts/chatbot.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDeleteCampaign } from './api/delete-campaign.ts';
import { useSetCampaignStatus } from './api/set-campaign-status.ts';
import { CampaignStatusBadges, campaignBlocked, campaignDates } from './campaign-status.tsx';
import { TagChip } from './tag-dot.tsx';

/** One campaign: status, tags, dates, counts; send, pause or resume, remove (asked first). */
export function CampaignCard({ campaign, tags, onSend }: { campaign: Campaign; tags: Tag[]; onSend: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const status = useSetCampaignStatus();
  const remove = useDeleteCampaign();
  const blocked = campaignBlocked(campaign);
  const campaignTags = tags.filter((t) => campaign.tagIds.includes(t.id));
  const paused = campaign.status === 'pausada';

  async function toggle() {
    try {
      await status.mutateAsync({ id: campaign.id, status: paused ? 'ativa' : 'pausada' });
      notify.success(paused ? 'Campanha retomada' : 'Campanha pausada', campaign.nome);
    } catch (err) {
      notify.failure(err, 'Erro ao mudar a campanha. Tente novamente.');
    }
  }

  async function removeCampaign() {
    try {
      await remove.mutateAsync(campaign.id);
      notify.success('Campanha excluída', campaign.nome);
      setConfirming(false);
    } catch (err) {
      notify.failure(err, 'Erro ao excluir a campanha. Tente novamente.');
      setConfirming(false);
    }
  }

  return (
    <article
      aria-label={`Campanha ${campaign.nome}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-ink">{campaign.nome}</h4>
          <p className="text-sm text-slate-600">{campaignDates(campaign)}</p>
        </div>
        <CampaignStatusBadges campaign={campaign} />
      </header>
      <p className="line-clamp-3 whitespace-pre-wrap text-sm text-slate-700">{campaign.mensagem}</p>
      <div className="flex flex-wrap gap-1.5">
        {campaign.tagIds.length === 0 ? (
          <span className="text-sm text-slate-600">Todos os clientes</span>
        ) : (
          campaignTags.map((t) => <TagChip key={t.id} nome={t.nome} cor={t.cor} />)
        )}
      </div>
      <p className="text-sm text-slate-800">
        <strong>{campaign.enviadas}</strong> de <strong>{campaign.alvo}</strong> enviadas
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="success"
          onClick={onSend}
          disabled={blocked !== null}
          icon={<Send className="h-4 w-4" aria-hidden="true" />}
          aria-label={`Enviar campanha ${campaign.nome}`}
        >
          Enviar campanha
        </Button>
        <Button
          variant="secondary"
          onClick={toggle}
          loading={status.isPending}
          icon={
            paused ? <Play className="h-4 w-4" aria-hidden="true" /> : <Pause className="h-4 w-4" aria-hidden="true" />
          }
          aria-label={`${paused ? 'Retomar' : 'Pausar'} campanha ${campaign.nome}`}
        >
          {paused ? 'Retomar' : 'Pausar'}
        </Button>
        <Button
          variant="dangerOutline"
          onClick={() => setConfirming(true)}
          icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
          aria-label={`Excluir campanha ${campaign.nome}`}
        >
          Excluir
        </Button>
      </div>
      {blocked && <p className="text-sm text-slate-600">{blocked}</p>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir campanha?"
        description={`A campanha "${campaign.nome}" e a contagem das ${campaign.enviadas} mensagens enviadas serão apagadas.`}
        confirmLabel="Excluir"
        loading={remove.isPending}
        onConfirm={removeCampaign}
      />
    </article>
  );
}
