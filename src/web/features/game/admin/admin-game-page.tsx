import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type AdminGamePrize, formatPercent, gameMessages } from '../../../../shared/contracts/game.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../lib/notify.ts';
import { useAdminPrizes, useSavePrize } from './api/admin-prizes.ts';
import { CodeLookup } from './code-lookup.tsx';
import { PrizeDialog } from './prize-dialog.tsx';

/** /super-admin/roleta: the slot game's prizes and probabilities, and the redemption codes. */
export function AdminGamePage() {
  const prizes = useAdminPrizes();
  const save = useSavePrize();
  const [editing, setEditing] = useState<AdminGamePrize | 'new' | null>(null);

  async function toggle(prize: AdminGamePrize) {
    try {
      await save.mutateAsync({ id: prize.id, ativo: !prize.ativo });
      notify.success(gameMessages.prizeSaved, prize.ativo ? `${prize.nome} desativado.` : `${prize.nome} ativado.`);
    } catch (err) {
      notify.failure(err, 'Não foi possível salvar o prêmio.');
    }
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Roleta da Sorte"
        subtitle="Prêmios e probabilidades do MEGA SLOT MACHINE (uma jogada grátis por dia) e resgate dos códigos dos ganhadores."
      />

      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-ink">Prêmios</h2>
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Novo prêmio
          </Button>
        </div>
        <QueryState query={prizes} what="os prêmios" frame="bare" loading={<PageLoading />}>
          {(data) => (
            <>
              <p className="mt-3 text-sm text-slate-700" data-testid="prize-sum">
                Soma dos prêmios ativos: <strong>{formatPercent(data.somaAtivos)}</strong> de 100%
                {data.somaAtivos < 100 &&
                  ` (os ${formatPercent(Math.round((100 - data.somaAtivos) * 100) / 100)} restantes são derrota)`}
                . Um prêmio com “Tente Novamente” no nome é derrota.
              </p>
              <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-200">
                {data.premios.map((p) => (
                  <li
                    key={p.id}
                    data-testid={`prize-row-${p.id}`}
                    className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
                  >
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="font-medium text-ink">{p.nome}</p>
                      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                        <span className="tabular-nums">Probabilidade: {formatPercent(p.probabilidade)}</span>
                        <Badge tone={p.ativo ? 'green' : 'gray'}>{p.ativo ? 'Ativo' : 'Inativo'}</Badge>
                        {p.derrota && <Badge tone="yellow">derrota</Badge>}
                      </div>
                    </div>
                    <div className="flex gap-2">
                      <Button variant="secondary" size="sm" onClick={() => setEditing(p)}>
                        Editar
                      </Button>
                      <Button
                        variant={p.ativo ? 'dangerOutline' : 'secondary'}
                        size="sm"
                        onClick={() => toggle(p)}
                        disabled={save.isPending}
                      >
                        {p.ativo ? 'Desativar' : 'Ativar'}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryState>
      </Card>

      <CodeLookup />

      {editing !== null && <PrizeDialog prize={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
