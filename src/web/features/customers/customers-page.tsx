import { ClipboardList, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { customerMessages } from '../../../shared/contracts/customers.ts';
import { paths } from '../../../shared/paths.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { notify } from '../../lib/notify.ts';
import { useCan } from '../../lib/use-permissions.ts';
import { useCreateCustomer } from './api/create-customer.ts';
import { CustomerForm } from './customer-form.tsx';
import { RegisteredCustomers } from './registered-customers.tsx';

/** /cadastrar-clientes: the registration form and the list of the shop's customers. */
export function CustomersPage() {
  const create = useCreateCustomer();
  const may = useCan();

  return (
    <div className="mx-auto max-w-6xl">
      <OwnerPageHeader
        title="Cadastro de Clientes"
        subtitle="Cadastre seus clientes para acompanhar pontos, compras e créditos."
        icon={<Users className="h-6 w-6" />}
        actions={
          may('customers.reports') && (
            <Link to={paths.report.href()} className={buttonClasses('secondary', 'md')}>
              <ClipboardList className="h-4 w-4" aria-hidden="true" />
              Relatório de Clientes
            </Link>
          )
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <Card className="p-5 sm:p-6" role="region" aria-labelledby="novo-cliente">
          <div className="mb-5 flex items-center gap-2">
            <UserPlus className="h-5 w-5 text-brand-700" aria-hidden="true" />
            <h2 id="novo-cliente" className="text-lg font-bold">
              Novo cliente
            </h2>
          </div>
          <p className="-mt-3 mb-5 text-sm text-slate-600">
            Nome, CPF e celular são obrigatórios (<span aria-hidden="true">*</span>
            <span className="sr-only">marcados com asterisco</span>).
          </p>
          <CustomerForm
            submitLabel="Cadastrar Cliente"
            pending={create.isPending}
            unexpectedMessage={customerMessages.createFailed}
            onSubmit={async (input) => {
              await create.mutateAsync(input);
              notify.success(customerMessages.created);
            }}
          />
        </Card>
        <RegisteredCustomers canDelete={may('customers.manage')} />
      </div>
    </div>
  );
}
