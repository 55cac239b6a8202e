import { CheckCircle2, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { formatIsoDay } from '../../../shared/calendar.ts';
import {
  type AdminInvoice,
  type InvoiceTotals,
  invoiceMessages,
  invoiceMonthLabel,
} from '../../../shared/contracts/invoices.ts';
import { formatCents } from '../../../shared/money.ts';
import { AdminPageHeader } from '../../components/admin-page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Select } from '../../components/ui/input.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { notify } from '../../lib/notify.ts';
import { useAdminInvoices, usePayInvoice } from './api/invoices.ts';
import { InvoiceStatusBadge, InvoiceValue } from './invoices-page.tsx';
import { PlatformPaymentSettings } from './platform-payment-settings.tsx';

/** Financeiro: every shop's invoices, totals by status, and marking one paid. */
export function AdminFinancePage() {
  const [storeId, setStoreId] = useState<number | null>(null);
  const invoices = useAdminInvoices(storeId);
  const pay = usePayInvoice();
  const [paying, setPaying] = useState<AdminInvoice | null>(null);
  const filterId = useId();

  async function confirmPay() {
    if (!paying) return;
    try {
      await pay.mutateAsync(paying.id);
      notify.success(invoiceMessages.markedPaid, invoiceMessages.markedPaidLine);
      setPaying(null);
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'Não foi possível atualizar a fatura.');
    }
  }

  return (
    <div>
      <AdminPageHeader
        title="Financeiro"
        subtitle="Mensalidades das lojas: o que foi pago, o que está pendente e o que venceu."
        icon={<Wallet className="h-6 w-6" />}
      />
      <QueryState query={invoices} what="as faturas" loading={<PageLoading />}>
        {(data) => (
          <div className="space-y-6">
            <div className="max-w-sm space-y-1.5">
              <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
                Empresa
              </label>
              <Select
                id={filterId}
                value={storeId ?? ''}
                onChange={(e) => setStoreId(e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">Todas as empresas</option>
                {data.lojas.map((loja) => (
                  <option key={loja.id} value={loja.id}>
                    {loja.nomeEmpresa}
                  </option>
                ))}
              </Select>
            </div>

            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Total label="Total" totals={data.resumo.total} className="text-ink" />
              <Total label="Pagas" totals={data.resumo.pagas} className="text-emerald-700" />
              <Total label="Pendentes" totals={data.resumo.pendentes} className="text-amber-700" />
              <Total label="Vencidas" totals={data.resumo.vencidas} className="text-red-700" />
            </dl>

            {data.faturas.length === 0 ? (
              <Card className="p-8 text-center text-slate-600">{invoiceMessages.empty}</Card>
            ) : (
              <Card className="relative overflow-x-auto p-0">
                <table className="w-full min-w-[40rem] text-left text-sm">
                  <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                    <tr>
                      <th scope="col" className="px-4 py-2">
                        Empresa
                      </th>
                      <th scope="col" className="px-4 py-2">
                        Mês/Ano
                      </th>
                      <th scope="col" className="px-4 py-2">
                        Valor
                      </th>
                      <th scope="col" className="px-4 py-2">
                        Vencimento
                      </th>
                      <th scope="col" className="px-4 py-2">
                        Status
                      </th>
                      <th scope="col" className="px-4 py-2">
                        <span className="sr-only">Ações</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {data.faturas.map((invoice) => (
                      <tr key={invoice.id}>
                        <td className="px-4 py-2 font-medium">{invoice.empresa}</td>
                        <td className="px-4 py-2">{invoiceMonthLabel(invoice)}</td>
                        <td className="px-4 py-2">
                          <InvoiceValue invoice={invoice} />
                        </td>
                        <td className="px-4 py-2">{formatIsoDay(invoice.vencimento)}</td>
                        <td className="px-4 py-2">
                          <InvoiceStatusBadge status={invoice.status} />
                        </td>
                        <td className="px-4 py-2 text-right">
                          {invoice.status !== 'pago' && (
                            <Button
                              size="sm"
                              variant="success"
                              icon={<CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
                              onClick={() => setPaying(invoice)}
                              aria-label={`Marcar como paga a fatura ${invoiceMonthLabel(invoice)} de ${invoice.empresa}`}
                            >
                              Marcar como paga
                            </Button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Card>
            )}
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={paying !== null}
        onOpenChange={(open) => !open && setPaying(null)}
        title="Marcar fatura como paga?"
        description={
          paying
            ? `A fatura ${invoiceMonthLabel(paying)} de ${paying.empresa} (${formatCents(paying.valorDevidoCents)}) ficará como paga.`
            : ''
        }
        confirmLabel="Marcar como paga"
        variant="success"
        loading={pay.isPending}
        onConfirm={confirmPay}
      />
      <PlatformPaymentSettings className="mt-8" />
    </div>
  );
}

function Total({ label, totals, className }: { label: string; totals: InvoiceTotals; className: string }) {
  return (
    <Card className="p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`text-2xl font-bold tabular-nums ${className}`}>{totals.quantidade}</dd>
      <dd className="text-sm tabular-nums text-slate-700">{formatCents(totals.valorCents)}</dd>
    </Card>
  );
}
