import { Eye, Handshake, MessageCircle, Users } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/calendar.ts';
import { invoiceMonthLabel } from '../../../shared/contracts/invoices.ts';
import { type AdminReferral, REFERRAL_STATUS_LABELS, referralMessages } from '../../../shared/contracts/referrals.ts';
import { formatCents } from '../../../shared/money.ts';
import { formatPhone, whatsappHref } from '../../../shared/phone.ts';
import { AdminPageHeader } from '../../components/admin-page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { notify } from '../../lib/notify.ts';
import { useAdminReferrals, useCloseReferral } from './api/referrals.ts';

/** Indicações: every shop's referrals; WhatsApp to the contact, details and 'Fechou Negócio'. */
export function AdminReferralsPage() {
  const referrals = useAdminReferrals();
  const close = useCloseReferral();
  const [closing, setClosing] = useState<AdminReferral | null>(null);
  const [details, setDetails] = useState<AdminReferral | null>(null);

  async function confirmClose() {
    if (!closing) return;
    try {
      const closed = await close.mutateAsync(closing.id);
      notify.success(
        referralMessages.closed,
        closed.faturaDesconto ? referralMessages.closedLine : referralMessages.closedWaiting,
      );
      setClosing(null);
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'Não foi possível atualizar a indicação.');
    }
  }

  return (
    <div>
      <AdminPageHeader
        title="Indicações"
        subtitle="Empresas indicadas pelas lojas. Ao fechar negócio, a loja que indicou ganha 50% de desconto na próxima mensalidade."
        icon={<Users className="h-6 w-6" />}
      />
      <QueryState
        query={referrals}
        what="as indicações"
        loading={<PageLoading />}
        isEmpty={(data) => data.indicacoes.length === 0}
        empty={<Card className="p-8 text-center text-slate-600">Nenhuma indicação recebida.</Card>}
      >
        {(data) => (
          <ul className="space-y-3">
            {data.indicacoes.map((r) => (
              <li key={r.id}>
                <Card
                  className="flex flex-col gap-3 p-4 md:flex-row md:items-center"
                  aria-label={`Indicação ${r.empresaIndicada}`}
                >
                  <div className="min-w-0 flex-1 space-y-0.5 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="text-base font-semibold text-ink">{r.empresaIndicada}</p>
                      <Badge tone={r.status === 'fechado' ? 'green' : 'yellow'}>
                        {REFERRAL_STATUS_LABELS[r.status]}
                      </Badge>
                    </div>
                    <p className="text-slate-700">
                      {r.responsavel} · {formatPhone(r.telefone)}
                    </p>
                    <p className="text-slate-500">
                      Indicada por <span className="font-medium text-slate-700">{r.empresaIndicadora}</span> em{' '}
                      {formatDateTime(new Date(r.criadoEm))}
                    </p>
                  </div>
                  <div className="grid grid-cols-2 gap-2 md:flex">
                    <a
                      href={whatsappHref(r.telefone)}
                      target="_blank"
                      rel="noreferrer"
                      className={buttonClasses('secondary', 'sm')}
                      aria-label={`WhatsApp de ${r.responsavel} (${r.empresaIndicada})`}
                    >
                      <MessageCircle className="h-4 w-4 text-emerald-700" aria-hidden="true" />
                      WhatsApp
                    </a>
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<Eye className="h-4 w-4" aria-hidden="true" />}
                      onClick={() => setDetails(r)}
                      aria-label={`Detalhes da indicação ${r.empresaIndicada}`}
                    >
                      Detalhes
                    </Button>
                    {r.status === 'pendente' && (
                      <Button
                        size="sm"
                        variant="success"
                        className="col-span-2"
                        icon={<Handshake className="h-4 w-4" aria-hidden="true" />}
                        onClick={() => setClosing(r)}
                      >
                        Fechou Negócio
                      </Button>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <Dialog
        open={details !== null}
        onOpenChange={(open) => !open && setDetails(null)}
        title="Detalhes da indicação"
        description={details ? `Indicada por ${details.empresaIndicadora}` : undefined}
      >
        {details && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">Empresa indicada</dt>
            <dd className="font-medium">{details.empresaIndicada}</dd>
            <dt className="text-slate-600">Responsável</dt>
            <dd className="font-medium">{details.responsavel}</dd>
            <dt className="text-slate-600">Telefone</dt>
            <dd className="font-medium">{formatPhone(details.telefone)}</dd>
            <dt className="text-slate-600">Indicada por</dt>
            <dd className="font-medium">{details.empresaIndicadora}</dd>
            <dt className="text-slate-600">Data</dt>
            <dd className="font-medium">{formatDateTime(new Date(details.criadoEm))}</dd>
            <dt className="text-slate-600">Status</dt>
            <dd className="font-medium">{REFERRAL_STATUS_LABELS[details.status]}</dd>
            {details.status === 'fechado' && (
              <>
                <dt className="text-slate-600">Desconto</dt>
                <dd className="font-medium">
                  {details.faturaDesconto
                    ? `${formatCents(details.faturaDesconto.descontoCents)} na fatura ${invoiceMonthLabel(details.faturaDesconto)}`
                    : 'Aguardando a próxima fatura'}
                </dd>
              </>
            )}
          </dl>
        )}
      </Dialog>

      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title="Fechou negócio?"
        description={
          closing
            ? `${closing.empresaIndicada} fechou negócio: ${closing.empresaIndicadora} ganha 50% de desconto na próxima mensalidade.`
            : ''
        }
        confirmLabel="Fechou Negócio"
        variant="success"
        loading={close.isPending}
        onConfirm={confirmClose}
      />
    </div>
  );
}
