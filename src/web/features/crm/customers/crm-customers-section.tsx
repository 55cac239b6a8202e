import { Bell, BellOff, Info, Star, Wallet } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { CrmCustomer } from '../../../../shared/contracts/crm.ts';
import type { CrmTemplate } from '../../../../shared/contracts/crm-templates.ts';
import { type CrmTemplateKey, OPT_OUT_WORD, optOutNote } from '../../../../shared/crm.ts';
import { formatCents } from '../../../../shared/money.ts';
import { formatPhone, isValidPhone } from '../../../../shared/phone.ts';
import { ListStatus } from '../../../components/customer-list-status.tsx';
import { CustomerSearch } from '../../../components/customer-search.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCrmCustomers } from '../api/get-crm-customers.ts';
import { useCrmSummary } from '../api/get-crm-summary.ts';
import { useCrmTemplates } from '../api/get-crm-templates.ts';
import { useSetWhatsappConsent } from '../api/set-whatsapp-consent.ts';
import { WhatsappMessageLink } from './whatsapp-message-link.tsx';

const number = new Intl.NumberFormat('pt-BR');

/** The message the list opens unless the owner picks another: points and an invitation back. */
const DEFAULT_TEMPLATE: CrmTemplateKey = 'desconto';

/**
 * Todos os clientes: search, a WhatsApp message per customer from the chosen template, and each
 * customer's choice about receiving messages (LGPD).
 */
export function CrmCustomersSection() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const list = useCrmCustomers(debounced);
  const summary = useCrmSummary();
  const templates = useCrmTemplates();
  const [templateKey, setTemplateKey] = useState<CrmTemplateKey>(DEFAULT_TEMPLATE);
  const template = templates.data?.templates.find((t) => t.key === templateKey);
  const [consent, setConsent] = useState<CrmCustomer | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const noteId = useId();

  return (
    <Card className="flex flex-col p-5 sm:p-6" role="region" aria-labelledby="crm-todos-clientes">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 ref={heading} id="crm-todos-clientes" tabIndex={-1} className="text-lg font-bold focus:outline-none">
          Todos os clientes
        </h2>
        {list.data && (
          <Badge tone="gray" className="shrink-0 whitespace-nowrap tabular-nums">
            {number.format(list.total)} {list.total === 1 ? 'cliente' : 'clientes'}
          </Badge>
        )}
      </div>
      <p id={noteId} className="mt-2 flex gap-2 rounded-xl bg-blue-50 p-3 text-sm text-blue-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          Cada botão abre o WhatsApp com a mensagem pronta, um cliente por vez: confira o texto e toque em enviar. Toda
          mensagem termina com “{optOutNote}” Se o cliente responder {OPT_OUT_WORD} ou pedir para não receber, marque
          “Não quer receber mensagens”.
        </span>
      </p>

      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
        <CustomerSearch value={search} onChange={setSearch} placeholder="Ex.: Maria ou 11 98765" />
        <Field label="Mensagem do WhatsApp">
          <Select value={templateKey} onChange={(e) => setTemplateKey(e.target.value as CrmTemplateKey)}>
            {(templates.data?.templates ?? []).map((t) => (
              <option key={t.key} value={t.key}>
                {t.nome}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <ListStatus list={list} emptyText="Nenhum cliente cadastrado ainda." search={debounced} />
      {list.customers.length > 0 && (
        <ul
          className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200"
          aria-label="Clientes"
          aria-busy={list.isFetching}
        >
          {list.customers.map((c) => (
            <CustomerRow
              key={c.id}
              customer={c}
              template={template}
              loja={summary.data?.loja}
              onConsent={(event) => {
                opener.current = event.currentTarget;
                setConsent(c);
              }}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4 self-center"
          onClick={() => list.fetchNextPage()}
          loading={list.isFetchingNextPage}
        >
          Carregar mais
        </Button>
      )}
      {list.isFetching && !list.isFetchingNextPage && list.customers.length > 0 && (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-500" role="status">
          <Spinner className="h-4 w-4" /> Atualizando...
        </p>
      )}
      <ConsentDialog
        customer={consent}
        onClose={() => setConsent(null)}
        returnFocus={() => (opener.current?.isConnected ? opener.current : heading.current)}
      />
    </Card>
  );
}

function CustomerRow({
  customer: c,
  template,
  loja,
  onConsent,
}: {
  customer: CrmCustomer;
  template: CrmTemplate | undefined;
  loja: string | undefined;
  onConsent: (event: React.MouseEvent<HTMLElement>) => void;
}) {
  const hasPhone = isValidPhone(c.telefone);
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center" data-testid={`crm-cliente-${c.id}`}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="break-words font-semibold">{c.nome}</span>
          {c.whatsappOptOut && (
            <Badge tone="red" className="whitespace-nowrap">
              <BellOff className="mr-1 h-3 w-3" aria-hidden="true" />
              Não recebe WhatsApp
            </Badge>
          )}
        </p>
        <p className="text-sm tabular-nums text-slate-600">
          {hasPhone ? (
            <>
              <span className="sr-only">Celular </span>
              {formatPhone(c.telefone)}
            </>
          ) : (
            'Sem telefone cadastrado'
          )}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-4 text-sm font-semibold tabular-nums">
          <span className="flex items-center gap-1 text-amber-800">
            <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            {number.format(c.pontos)} {c.pontos === 1 ? 'ponto' : 'pontos'}
          </span>
          <span className="flex items-center gap-1 text-emerald-800">
            <Wallet className="h-4 w-4" aria-hidden="true" />
            {formatCents(c.cashbackCents)} <span className="font-normal text-slate-600">de cashback</span>
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {!c.whatsappOptOut && template && loja !== undefined && (
          <WhatsappMessageLink customer={c} template={template} loja={loja} />
        )}
        {c.whatsappOptOut ? (
          <Button variant="secondary" size="sm" onClick={onConsent} aria-label={`Voltar a receber: ${c.nome}`}>
            <Bell className="h-4 w-4" aria-hidden="true" />
            Voltar a receber
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="text-slate-700"
            onClick={onConsent}
            aria-label={`Não quer receber mensagens: ${c.nome}`}
          >
            <BellOff className="h-4 w-4" aria-hidden="true" />
            Não quer receber mensagens
          </Button>
        )}
      </div>
    </li>
  );
}

/** Asks before recording the customer's choice: stop messages (they replied SAIR or asked) or receive them again. */
function ConsentDialog({
  customer,
  onClose,
  returnFocus,
}: {
  customer: CrmCustomer | null;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const consent = useSetWhatsappConsent();
  const optOut = !customer?.whatsappOptOut;
  const first = customer?.nome.trim().split(/\s+/)[0] ?? '';

  async function confirm() {
    if (!customer) return;
    try {
      await consent.mutateAsync({ customerId: customer.id, optOut });
      notify.success(
        optOut ? 'Cliente não receberá mensagens' : 'Cliente voltará a receber mensagens',
        optOut
          ? `${customer.nome} saiu das sugestões e não terá mais o botão do WhatsApp.`
          : `${customer.nome} voltou às sugestões e ao WhatsApp.`,
      );
      onClose();
      setTimeout(() => returnFocus()?.focus());
    } catch (err) {
      notify.error((err as Error).message || 'Não foi possível salvar. Tente novamente.');
    }
  }

  return (
    <ConfirmDialog
      open={customer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        optOut ? `${customer?.nome ?? ''} não quer receber mensagens?` : `${first} quer voltar a receber mensagens?`
      }
      description={
        optOut
          ? `Marque quando o cliente respondeu ${OPT_OUT_WORD} ou pediu para não receber mensagens no WhatsApp. Ele sai das sugestões e o botão do WhatsApp some até você marcar “Voltar a receber”.`
          : 'Marque só se o próprio cliente pediu para voltar a receber mensagens no WhatsApp.'
      }
      confirmLabel={optOut ? 'Não enviar mais mensagens' : 'Voltar a receber'}
      variant={optOut ? 'danger' : 'primary'}
      loading={consent.isPending}
      onConfirm={confirm}
    />
  );
}
