import { useState } from 'react';
import { Loading, QueryState } from '../../../components/query-state.tsx';
import { useCampaigns } from './api/get-campaigns.ts';
import { useTags } from './api/get-tags.ts';
import { CampaignCard } from './campaign-card.tsx';
import { CampaignForm } from './campaign-form.tsx';
import { CampaignWalkthrough } from './campaign-walkthrough.tsx';

/** Campanhas: the form, the list (pause, resume, remove) and, for one, the sending walk-through. */
export function CampaignsTab({ loja }: { loja: string }) {
  const campaigns = useCampaigns();
  const tags = useTags();
  const [sending, setSending] = useState<number | null>(null);
  const tagList = tags.data?.etiquetas ?? [];

  if (sending !== null) {
    return <CampaignWalkthrough campaignId={sending} loja={loja} onClose={() => setSending(null)} />;
  }

  const list = campaigns.data?.campanhas ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-[24rem_1fr]">
      <div>
        <CampaignForm tags={tagList} loja={loja} />
      </div>
      <section aria-labelledby="campanhas-criadas" className="space-y-3">
        <h3 id="campanhas-criadas" className="font-semibold text-ink">
          Campanhas ({list.length})
        </h3>
        <QueryState
          query={campaigns}
          what="as campanhas"
          loading={<Loading label="Carregando campanhas..." />}
          isEmpty={(d) => d.campanhas.length === 0}
          empty={
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
              Nenhuma campanha criada ainda.
            </p>
          }
        >
          {(d) => (
            <ul aria-label="Campanhas" className="space-y-3">
              {d.campanhas.map((c) => (
                <li key={c.id}>
                  <CampaignCard campaign={c} tags={tagList} onSend={() => setSending(c.id)} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
