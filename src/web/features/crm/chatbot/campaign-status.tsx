import { formatIsoDay } from '../../../../shared/calendar.ts';
import type { Campaign } from '../../../../shared/contracts/chatbot.ts';
import { Badge } from '../../../components/ui/badge.tsx';

/** 'Ativa' or 'Pausada', and 'Agendada' / 'Encerrada' when today is outside its dates. */
export function CampaignStatusBadges({ campaign }: { campaign: Campaign }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {campaign.status === 'ativa' ? <Badge tone="green">Ativa</Badge> : <Badge tone="yellow">Pausada</Badge>}
      {campaign.periodo === 'agendada' && <Badge tone="blue">Agendada</Badge>}
      {campaign.periodo === 'encerrada' && <Badge tone="gray">Encerrada</Badge>}
    </span>
  );
}

/** 'de 01/12/2026 a 24/12/2026', 'a partir de ...', 'até ...', or 'sem datas'. */
export function campaignDates(c: Pick<Campaign, 'dataInicio' | 'dataFim'>): string {
  if (c.dataInicio && c.dataFim) return `De ${formatIsoDay(c.dataInicio)} a ${formatIsoDay(c.dataFim)}`;
  if (c.dataInicio) return `A partir de ${formatIsoDay(c.dataInicio)}`;
  if (c.dataFim) return `Até ${formatIsoDay(c.dataFim)}`;
  return 'Sem datas definidas';
}

/** Why a campaign cannot be sent now, or null when it can. */
export function campaignBlocked(c: Campaign): string | null {
  if (c.status === 'pausada') return 'Campanha pausada: retome para enviar.';
  if (c.periodo === 'agendada' && c.dataInicio) return `A campanha começa em ${formatIsoDay(c.dataInicio)}.`;
  if (c.periodo === 'encerrada' && c.dataFim) return `A campanha terminou em ${formatIsoDay(c.dataFim)}.`;
  if (c.alvo === 0) return 'Nenhum cliente pode receber esta campanha.';
  return null;
}
