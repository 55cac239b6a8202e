import { Info } from 'lucide-react';
import { Loading, QueryState } from '../../../components/query-state.tsx';
import { useCampaigns } from './api/get-campaigns.ts';
import { CampaignStatusBadges } from './campaign-status.tsx';

/**
 * Relatórios: per campaign, the customers it reaches and the messages opened in WhatsApp.
 * Delivered and answered need the WhatsApp Business API, so they are shown as unavailable.
 */
export function ReportsTab() {
  const campaigns = useCampaigns();
  const list = campaigns.data?.campanhas ?? [];
  return (
    <div className="space-y-4">
      <p className="flex gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span>
          <strong>Enviadas</strong> são as mensagens que você abriu no WhatsApp por aqui. Entregues e respondidas ficam{' '}
          <strong>indisponíveis</strong>: para saber isso é preciso a API do WhatsApp Business, que não está conectada.
        </span>
      </p>
      <QueryState
        query={campaigns}
        what="os relatórios"
        loading={<Loading label="Carregando relatórios..." />}
        isEmpty={(d) => d.campanhas.length === 0}
        empty={
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
            Nenhuma campanha criada ainda.
          </p>
        }
      >
        {() => (
          <ul aria-label="Relatório das campanhas" className="grid gap-3 md:grid-cols-2">
            {list.map((c) => (
              <li key={c.id}>
                <article
                  aria-label={`Relatório da campanha ${c.nome}`}
                  className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
                >
                  <header className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold text-ink">{c.nome}</h3>
                    <CampaignStatusBadges campaign={c} />
                  </header>
                  <dl className="grid grid-cols-2 gap-2 text-center">
                    <Stat label="Clientes alvo" value={String(c.alvo)} />
                    <Stat label="Enviadas" value={String(c.enviadas)} />
                    <Stat label="Entregues" value="indisponível" muted />
                    <Stat label="Respondidas" value="indisponível" muted />
                  </dl>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function Stat({ label, value, muted }: { label: string; value: string; muted?: boolean }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={muted ? 'text-sm font-medium text-slate-600' : 'text-xl font-bold text-ink'}>{value}</dd>
    </div>
  );
}
