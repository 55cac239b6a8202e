import { ArrowLeft, Cake, Clock, Heart, IdCard, MessageCircle, ShoppingBag, Star, Wallet } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { isBirthdayMonth, isBirthdayToday } from '../../../../shared/calendar.ts';
import type { Customer } from '../../../../shared/contracts/customers.ts';
import { formatCpf } from '../../../../shared/document.ts';
import { formatCents } from '../../../../shared/money.ts';
import { formatPhone, whatsappHref } from '../../../../shared/phone.ts';
import { ApiClientError } from '../../../api/client.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useCustomer } from '../api/get-customer.ts';
import { BasicDataTab } from './basic-data-tab.tsx';
import { CreditTab } from './credit-tab.tsx';
import { ExtrasTab } from './extras-tab.tsx';
import { LgpdSection } from './lgpd-section.tsx';
import { PurchasesTab } from './purchases-tab.tsx';

export const detailsTabs = ['dados', 'conhecendo', 'compras', 'credito'] as const;
export type DetailsTab = (typeof detailsTabs)[number];

const points = new Intl.NumberFormat('pt-BR');

interface CustomerDetailsProps {
  id: number;
  tab: DetailsTab;
  onTabChange: (tab: DetailsTab) => void;
  onBack: () => void;
}

export function CustomerDetails({ id, tab, onTabChange, onBack }: CustomerDetailsProps) {
  const customer = useCustomer(id);
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 mb-3">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Voltar à lista
    </Button>
  );

  if (customer.error) {
    const missing = customer.error instanceof ApiClientError && customer.error.status === 404;
    return (
      <div>
        {back}
        {missing ? (
          <Card className="p-10 text-center" role="alert">
            <p className="text-slate-700">Cliente não encontrado.</p>
          </Card>
        ) : (
          <LoadError what="o cliente" onRetry={customer.refetch} />
        )}
      </div>
    );
  }
  if (!customer.data) return <PageLoading />;
  const c = customer.data;

  return (
    <div>
      {back}
      <CustomerHeader customer={c} />
      <Tabs value={tab} onValueChange={(v) => onTabChange(v as DetailsTab)} className="mt-5">
        <TabsList aria-label="Informações do cliente">
          <TabsTrigger value="dados">
            <IdCard className="hidden h-4 w-4 sm:block" aria-hidden="true" />
            Dados Básicos
          </TabsTrigger>
          <TabsTrigger value="conhecendo">
            <Heart className="hidden h-4 w-4 sm:block" aria-hidden="true" />
            Conhecendo Cliente
          </TabsTrigger>
          <TabsTrigger value="compras">
            <ShoppingBag className="hidden h-4 w-4 sm:block" aria-hidden="true" />
            Últimas Compras
          </TabsTrigger>
          <TabsTrigger value="credito">
            <Wallet className="hidden h-4 w-4 sm:block" aria-hidden="true" />
            Crédito
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dados">
          <BasicDataTab customer={c} />
        </TabsContent>
        <TabsContent value="conhecendo">
          <ExtrasTab customer={c} />
        </TabsContent>
        <TabsContent value="compras">
          <PurchasesTab customerId={c.id} />
        </TabsContent>
        <TabsContent value="credito">
          <CreditTab customerId={c.id} />
        </TabsContent>
      </Tabs>
      <LgpdSection customer={c} onDeleted={onBack} />
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''}`.toUpperCase();
}

function CustomerHeader({ customer: c }: { customer: Customer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers land on the customer just opened.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const today = isBirthdayToday(c.dataNascimento);

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-4">
        <span
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white"
          aria-hidden="true"
        >
          {initials(c.nome)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold leading-tight focus:outline-none sm:text-2xl">
            {c.nome}
          </h2>
          <p className="mt-0.5 text-sm tabular-nums text-slate-600">
            <span className="whitespace-nowrap">CPF {formatCpf(c.cpf)}</span> ·{' '}
            <span className="whitespace-nowrap">{formatPhone(c.telefone)}</span>
          </p>
          {isBirthdayMonth(c.dataNascimento) && (
            <Badge tone="yellow" className="mt-2 gap-1">
              <Cake className="h-3.5 w-3.5" aria-hidden="true" />
              {today ? 'Faz aniversário hoje!' : 'Aniversariante do mês'}
            </Badge>
          )}
        </div>
        <a
          href={whatsappHref(c.telefone)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 sm:w-auto"
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          WhatsApp
        </a>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label="Pontos" value={points.format(c.pointsBalance)} icon={<Star className="h-4 w-4" />} />
        <Stat label="Total gasto" value={formatCents(c.totalSpentCents)} icon={<ShoppingBag className="h-4 w-4" />} />
        <Stat label="Crédito" value={formatCents(c.creditBalanceCents)} icon={<Wallet className="h-4 w-4" />} />
      </dl>
      <PendingRewards customer={c} />
    </Card>
  );
}

/**
 * Points and cashback of online orders not delivered yet: credited when the shop delivers them,
 * not spendable before, so shown apart from the balances above.
 */
function PendingRewards({ customer: c }: { customer: Customer }) {
  if (c.pointsPending <= 0 && c.cashbackPendingCents <= 0) return null;
  return (
    <div className="mt-2 rounded-xl border border-dashed border-amber-300 bg-amber-50/60 px-3 py-2 text-sm">
      <dl className="flex flex-wrap gap-x-5 gap-y-1">
        {c.pointsPending > 0 && (
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1 text-amber-900">
              <Clock className="h-4 w-4" aria-hidden="true" />
              Pontos a receber
            </dt>
            <dd className="font-bold tabular-nums text-amber-950">{points.format(c.pointsPending)}</dd>
          </div>
        )}
        {c.cashbackPendingCents > 0 && (
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1 text-amber-900">
              <Clock className="h-4 w-4" aria-hidden="true" />
              Cashback a receber
            </dt>
            <dd className="font-bold tabular-nums text-amber-950">{formatCents(c.cashbackPendingCents)}</dd>
          </div>
        )}
      </dl>
      <p className="mt-0.5 text-xs text-amber-900">De pedidos online ainda não entregues: creditados na entrega.</p>
    </div>
  );
}

function Stat({ label, value, icon }: { label: string; value: string; icon: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-2.5 sm:p-3">
      <dt className="flex items-center gap-1 text-xs font-medium text-slate-600 sm:text-sm">
        <span className="hidden text-brand-700 sm:inline" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-base font-bold tabular-nums sm:text-xl">{value}</dd>
    </div>
  );
}
