import { Download, ShieldCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { customerDataMessages } from '../../../../shared/contracts/customer-data.ts';
import type { Customer } from '../../../../shared/contracts/customers.ts';
import { formatCpf } from '../../../../shared/document.ts';
import { formatCents } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { useAnonymizeCustomer, useExportCustomerData } from '../api/customer-data.ts';

/**
 * Privacidade (LGPD): the customer's right to a copy of their data and to its deletion, asked at
 * the shop. Both are recorded in the Registro de Atividades.
 */
export function LgpdSection({ customer, onDeleted }: { customer: Customer; onDeleted: () => void }) {
  const exportData = useExportCustomerData(customer.id);
  const [confirming, setConfirming] = useState(false);

  async function runExport(formato: 'json' | 'csv') {
    try {
      await exportData.mutateAsync(formato);
      notify.success(customerDataMessages.exported);
    } catch {
      notify.error(customerDataMessages.exportFailed);
    }
  }

  return (
    <Card className="mt-5 p-4 sm:p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
        <ShieldCheck className="h-5 w-5 text-brand-700" aria-hidden="true" />
        Privacidade (LGPD)
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        A pedido do cliente: uma cópia de tudo o que a loja guarda sobre ele, ou a exclusão dos dados pessoais.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          variant="secondary"
          onClick={() => runExport('json')}
          loading={exportData.isPending && exportData.variables === 'json'}
          disabled={exportData.isPending}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Exportar dados (JSON)
        </Button>
        <Button
          variant="secondary"
          onClick={() => runExport('csv')}
          loading={exportData.isPending && exportData.variables === 'csv'}
          disabled={exportData.isPending}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Exportar dados (CSV)
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <UserX className="h-4 w-4" aria-hidden="true" />
          Excluir dados pessoais
        </Button>
      </div>
      <AnonymizeDialog
        customer={customer}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDone={() => {
          setConfirming(false);
          onDeleted();
        }}
      />
    </Card>
  );
}

function AnonymizeDialog({
  customer,
  open,
  onClose,
  onDone,
}: {
  customer: Customer;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const anonymize = useAnonymizeCustomer(customer.id);
  const balances = [
    customer.pointsBalance > 0 ? `${customer.pointsBalance} pontos` : null,
    customer.creditBalanceCents > 0 ? `${formatCents(customer.creditBalanceCents)} de crédito` : null,
  ].filter(Boolean);

  async function confirm() {
    try {
      await anonymize.mutateAsync();
      notify.success(customerDataMessages.anonymized);
      onDone();
    } catch {
      notify.error(customerDataMessages.anonymizeFailed);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Excluir dados pessoais?"
      description="Esta ação não pode ser desfeita."
    >
      <p className="rounded-lg bg-slate-50 p-3 text-sm">
        <span className="block font-semibold text-ink">{customer.nome}</span>
        <span className="text-slate-600">CPF {formatCpf(customer.cpf)}</span>
      </p>
      <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        <li>
          Nome, CPF, celular, e-mail, data de nascimento, sexo, endereço e as respostas de Conhecendo Cliente são
          apagados. O cliente passa a aparecer como <strong>“Cliente removido”</strong>.
        </li>
        <li>Ele sai das listas, da busca, do CRM e das etiquetas, e não é mais encontrado pelo CPF.</li>
        <li>As vendas e os pedidos continuam registrados, com seus valores: relatórios e estatísticas não mudam.</li>
        <li>
          {balances.length > 0
            ? `O saldo (${balances.join(' e ')}) e o cashback deixam de poder ser usados.`
            : 'Pontos, crédito e cashback deixam de poder ser usados.'}
        </li>
        <li>A exclusão fica no Registro de Atividades, sem os dados da pessoa.</li>
      </ul>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={anonymize.isPending}>
          Cancelar
        </Button>
        <Button variant="danger" onClick={confirm} loading={anonymize.isPending}>
          Excluir dados pessoais
        </Button>
      </div>
    </Dialog>
  );
}
