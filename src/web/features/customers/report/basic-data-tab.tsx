import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ageInYears, formatDate, formatDateTime, formatIsoDay } from '../../../../shared/calendar.ts';
import { type Customer, customerMessages, sexoLabels } from '../../../../shared/contracts/customers.ts';
import { formatCpf } from '../../../../shared/document.ts';
import { formatCents } from '../../../../shared/money.ts';
import { formatPhone } from '../../../../shared/phone.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notify } from '../../../lib/notify.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { CustomerForm } from '../customer-form.tsx';

const count = new Intl.NumberFormat('pt-BR');

function address(c: Customer): string {
  const street = [c.rua, c.numero].filter(Boolean).join(', ');
  const place = [c.cidade, c.estado].filter(Boolean).join('/');
  return [street, c.bairro, place, c.cep && `CEP ${c.cep}`].filter(Boolean).join(' · ');
}

/** Dados Básicos: everything on file, with an edit form for the registration data. */
export function BasicDataTab({ customer: c }: { customer: Customer }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateCustomer(c.id);

  if (editing) {
    return (
      <Card className="p-4 sm:p-6">
        <h3 className="mb-4 text-lg font-bold">Editar dados do cliente</h3>
        <CustomerForm
          customer={c}
          submitLabel="Salvar alterações"
          pending={update.isPending}
          unexpectedMessage={customerMessages.updateFailed}
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            await update.mutateAsync(input);
            notify.success(customerMessages.updated);
            setEditing(false);
          }}
        />
      </Card>
    );
  }

  const age = c.dataNascimento ? ageInYears(c.dataNascimento) : null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h3 className="text-lg font-bold">Cadastro</h3>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Editar dados
          </Button>
        </div>
        <dl className="mt-3 divide-y divide-slate-100">
          <Item label="Nome">{c.nome}</Item>
          <Item label="CPF">{formatCpf(c.cpf)}</Item>
          <Item label="Celular (WhatsApp)">{formatPhone(c.telefone)}</Item>
          <Item label="E-mail">{c.email && <span className="break-all">{c.email}</span>}</Item>
          <Item label="Sexo">{c.sexo && sexoLabels[c.sexo]}</Item>
          <Item label="Data de nascimento">
            {c.dataNascimento && `${formatIsoDay(c.dataNascimento)}${age !== null ? ` (${age} anos)` : ''}`}
          </Item>
          <Item label="Endereço">{address(c)}</Item>
          <Item label="Nome do atendente">{c.nomeAtendente}</Item>
        </dl>
      </Card>
      <Card className="p-4 sm:p-6">
        <h3 className="text-lg font-bold">Fidelidade e compras</h3>
        <dl className="mt-3 divide-y divide-slate-100">
          <Item label="Pontos">{`${count.format(c.pointsBalance)} pontos`}</Item>
          {c.pointsPending > 0 && (
            <Item label="Pontos a receber">
              {`${count.format(c.pointsPending)} pontos`}
              <span className="block text-xs font-normal text-slate-600">Creditados quando o pedido for entregue.</span>
            </Item>
          )}
          <Item label="Total gasto">{formatCents(c.totalSpentCents)}</Item>
          <Item label="Compras">{count.format(c.purchaseCount)}</Item>
          <Item label="Última compra">
            {c.lastPurchaseAt ? formatDateTime(new Date(c.lastPurchaseAt)) : 'Nenhuma ainda'}
          </Item>
          <Item label="Crédito">{formatCents(c.creditBalanceCents)}</Item>
          {c.cashbackPendingCents > 0 && (
            <Item label="Cashback a receber">
              {formatCents(c.cashbackPendingCents)}
              <span className="block text-xs font-normal text-slate-600">Creditado quando o pedido for entregue.</span>
            </Item>
          )}
          <Item label="Brindes recebidos">{formatCents(c.giftsValueCents)}</Item>
          <Item label="Visitas à loja">{count.format(c.visits)}</Item>
          <Item label="Cliente desde">{formatDate(new Date(c.createdAt))}</Item>
        </dl>
      </Card>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2.5 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium text-ink">
        {children || <span className="text-slate-500">Não informado</span>}
      </dd>
    </div>
  );
}
