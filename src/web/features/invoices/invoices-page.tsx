import { Download, Landmark, MessageCircle, Receipt } from 'lucide-react';
import { formatIsoDay } from '../../../shared/calendar.ts';
import {
  INVOICE_STATUS_LABELS,
  type Invoice,
  type InvoiceStatus,
  invoiceMessages,
  invoiceMonthLabel,
  invoiceMonthName,
  invoiceTxid,
  type PlatformPayment,
  referralDiscountLabel,
} from '../../../shared/contracts/invoices.ts';
import { formatCents } from '../../../shared/money.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { PixQrCode } from '../../components/pix-qr-code.tsx';
import { QueryFallback } from '../../components/query-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { invoiceDownloadHref, useOwnerInvoices } from './api/invoices.ts';

const statusTone: Record<InvoiceStatus, 'green' | 'yellow' | 'red'> = {
  pago: 'green',
  pendente: 'yellow',
  vencida: 'red',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={statusTone[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}

/** The value column: what is due, with the referral discount under it when there is one. */
export function InvoiceValue({ invoice }: { invoice: Invoice }) {
  if (invoice.descontoCents === 0) return <span className="tabular-nums">{formatCents(invoice.valorCents)}</span>;
  return (
    <span className="flex flex-col">
      <span className="tabular-nums">
        <s className="text-slate-500">{formatCents(invoice.valorCents)}</s>{' '}
        <strong className="text-ink">{formatCents(invoice.valorDevidoCents)}</strong>
      </span>
      <span className="text-xs font-medium text-emerald-700">{referralDiscountLabel(invoice.descontoCents)}</span>
    </span>
  );
}

/** Minhas Faturas: the shop's monthly fees, PIX for each pending one, the bank details and the receipt by WhatsApp. */
export function InvoicesPage() {
  const invoices = useOwnerInvoices();
  const data = invoices.data;
  if (data === undefined) return <QueryFallback query={invoices} what="as faturas" loading={<PageLoading />} />;
  const { faturas, pagamento, empresa } = data;
  const toPay = faturas.filter((f) => f.status !== 'pago' && f.valorDevidoCents > 0).reverse();

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <OwnerPageHeader
        title="Minhas Faturas"
        subtitle={`Mensalidade da plataforma: ${formatCents(pagamento.mensalidadeCents)}, com vencimento todo dia 10.`}
        icon={<Receipt className="h-6 w-6" />}
      />

      <section aria-labelledby="faturas-titulo">
        <h2 id="faturas-titulo" className="mb-3 text-lg font-semibold">
          Faturas
        </h2>
        {faturas.length === 0 ? (
          <Card className="p-8 text-center text-slate-600">{invoiceMessages.empty}</Card>
        ) : (
          <Card className="overflow-hidden p-0">
            <div
              className="hidden grid-cols-[1.2fr_1.6fr_1fr_0.8fr_auto] gap-4 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 md:grid"
              aria-hidden="true"
            >
              <span>Mês/Ano</span>
              <span>Valor</span>
              <span>Vencimento</span>
              <span>Status</span>
              <span className="w-28">Boleto</span>
            </div>
            <ul className="divide-y divide-slate-200">
              {faturas.map((invoice) => (
                <li
                  key={invoice.id}
                  aria-label={`Fatura ${invoiceMonthLabel(invoice)}`}
                  className="grid grid-cols-2 items-center gap-x-4 gap-y-2 px-4 py-3 text-sm md:grid-cols-[1.2fr_1.6fr_1fr_0.8fr_auto]"
                >
                  <span className="font-semibold">
                    <span className="sr-only">Mês/Ano: </span>
                    {invoiceMonthLabel(invoice)}
                  </span>
                  <span className="justify-self-end md:order-none md:justify-self-start">
                    <InvoiceStatusBadge status={invoice.status} />
                  </span>
                  <span className="md:order-first md:col-start-2 md:row-start-1">
                    <InvoiceValue invoice={invoice} />
                  </span>
                  <span className="text-slate-600 md:col-start-3 md:row-start-1">
                    <span className="md:sr-only">Vence em </span>
                    {formatIsoDay(invoice.vencimento)}
                  </span>
                  <a
                    href={invoiceDownloadHref(invoice.id)}
                    download
                    className={buttonClasses('secondary', 'sm', 'col-span-2 w-full md:col-span-1 md:w-28')}
                    aria-label={`Baixar fatura ${invoiceMonthLabel(invoice)}`}
                  >
                    <Download className="h-4 w-4" aria-hidden="true" />
                    Baixar
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>

      {toPay.length > 0 && (
        <section aria-labelledby="pix-titulo">
          <h2 id="pix-titulo" className="mb-3 text-lg font-semibold">
            Pagar com PIX
          </h2>
          {pagamento.chavePix === '' ? (
            <Card className="p-4 text-sm text-slate-700">{invoiceMessages.noPixKey}</Card>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {toPay.map((invoice) => (
                <Card
                  key={invoice.id}
                  className="space-y-3 p-4"
                  aria-label={`PIX da fatura ${invoiceMonthLabel(invoice)}`}
                >
                  <div className="flex items-center justify-between gap-2">
                    <p className="font-semibold">{invoiceMonthName(invoice)}</p>
                    <InvoiceStatusBadge status={invoice.status} />
                  </div>
                  {invoice.descontoCents > 0 && (
                    <p className="text-sm font-medium text-emerald-700">
                      {referralDiscountLabel(invoice.descontoCents)}
                    </p>
                  )}
                  <PixQrCode
                    pixKey={pagamento.chavePix}
                    name={pagamento.titular}
                    city={pagamento.cidadePix}
                    amountCents={invoice.valorDevidoCents}
                    txid={invoiceTxid(invoice.id)}
                  />
                </Card>
              ))}
            </div>
          )}
        </section>
      )}

      <div className="grid gap-4 md:grid-cols-2">
        <BankDetails pagamento={pagamento} />
        <ReceiptByWhatsapp pagamento={pagamento} empresa={empresa} />
      </div>
    </div>
  );
}

function BankDetails({ pagamento }: { pagamento: PlatformPayment }) {
  const rows = [
    ['Banco', pagamento.banco],
    ['Agência', pagamento.agencia],
    ['Conta', pagamento.conta],
    ['Titular', pagamento.titular],
    ['Chave PIX', pagamento.chavePix],
  ] as const;
  return (
    <Card className="p-4" aria-labelledby="banco-titulo">
      <h2 id="banco-titulo" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Landmark className="h-5 w-5 text-brand-700" aria-hidden="true" /> Dados bancários
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium break-all text-ink">{value || 'não informado'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function ReceiptByWhatsapp({ pagamento, empresa }: { pagamento: PlatformPayment; empresa: string }) {
  const message = `Olá! Segue o comprovante de pagamento da mensalidade da empresa ${empresa}.`;
  return (
    <Card className="space-y-3 p-4" aria-labelledby="comprovante-titulo">
      <h2 id="comprovante-titulo" className="flex items-center gap-2 text-lg font-semibold">
        <MessageCircle className="h-5 w-5 text-emerald-700" aria-hidden="true" /> Enviar comprovante
      </h2>
      <p className="text-sm text-slate-700">
        Depois de pagar, envie o comprovante pelo WhatsApp informando o nome da sua empresa (<strong>{empresa}</strong>)
        para darmos baixa na fatura.
      </p>
      {pagamento.whatsapp ? (
        <a
          href={`https://wa.me/55${pagamento.whatsapp}?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses('success', 'md', 'w-full')}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          Enviar comprovante pelo WhatsApp
        </a>
      ) : (
        <p className="text-sm text-slate-600">O WhatsApp da plataforma ainda não foi informado.</p>
      )}
    </Card>
  );
}
