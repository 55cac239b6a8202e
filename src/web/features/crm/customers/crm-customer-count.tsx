import { useCrmSummary } from '../api/get-crm-summary.ts';

const count = new Intl.NumberFormat('pt-BR');

/** '128 clientes cadastrados' under the CRM's title. */
export function CrmCustomerCount() {
  const summary = useCrmSummary();
  if (summary.isPending) return <span className="text-slate-500">Carregando clientes...</span>;
  if (!summary.data) return null;
  const n = summary.data.totalClientes;
  return (
    <span data-testid="crm-customer-count">
      {count.format(n)} {n === 1 ? 'cliente cadastrado' : 'clientes cadastrados'}
    </span>
  );
}
