import { Users } from 'lucide-react';
import { type Employee, type EmployeeFields, employeeMessages } from '../../../shared/contracts/employees.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { EmptyState, QueryState } from '../../components/query-state.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useCan } from '../../lib/use-permissions.ts';
import { useRecordEditing } from '../../lib/use-record-editing.ts';
import { useStaff } from '../staff/api/get-staff.ts';
import { useCreateEmployee } from './api/create-employee.ts';
import { useDeleteEmployee } from './api/delete-employee.ts';
import { useEmployees } from './api/get-employees.ts';
import { useUpdateEmployee } from './api/update-employee.ts';
import { EmployeeCard } from './employee-card.tsx';
import { EmployeeForm } from './employee-form.tsx';
import { StaffAccessSection } from './staff-access/staff-access-section.tsx';

/**
 * Gestão de Funcionários: register the shop's sellers and follow each one's monthly goal; the
 * owner also gives them their logins (Acesso ao sistema).
 */
export function EmployeesPage() {
  const employees = useEmployees();
  const managesLogins = useCan()('staff.manage');
  const staff = useStaff(managesLogins);
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const remove = useDeleteEmployee();
  const { editing, setEditing, deleting, setDeleting, save, confirmDelete } = useRecordEditing<
    Employee,
    EmployeeFields
  >({
    create,
    update,
    remove,
    messages: employeeMessages,
  });
  const list = employees.data?.funcionarios ?? [];

  return (
    <div className="mx-auto max-w-6xl">
      <OwnerPageHeader
        title="Gestão de Funcionários"
        subtitle="Cadastre a equipe e acompanhe a meta de vendas de cada um no mês."
        icon={<Users className="h-6 w-6" />}
      />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card className="p-5 sm:p-6">
          <h2 className="mb-4 text-lg font-bold">{editing ? `Editar ${editing.nome}` : 'Novo funcionário'}</h2>
          <EmployeeForm
            editing={editing}
            saving={create.isPending || update.isPending}
            onSubmit={save}
            onCancelEdit={() => setEditing(null)}
          />
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 id="lista-funcionarios" className="text-lg font-bold">
            Funcionários {employees.data && <span className="text-slate-500">({list.length})</span>}
          </h2>
          <QueryState
            query={employees}
            what="os funcionários"
            frame="bare"
            isEmpty={() => list.length === 0}
            empty={
              <EmptyState icon={<Users className="h-10 w-10 text-slate-300" aria-hidden="true" />}>
                <p className="font-medium text-slate-700">Nenhum funcionário cadastrado ainda.</p>
                <p className="text-sm">Cadastre o primeiro no formulário para acompanhar as metas do mês.</p>
              </EmptyState>
            }
          >
            {() => (
              // The list scrolls inside its card (about 24rem); tabbing through each card's buttons scrolls it.
              <ul aria-labelledby="lista-funcionarios" className="mt-3 max-h-96 space-y-3 overflow-y-auto pr-1">
                {list.map((employee) => (
                  <EmployeeCard
                    key={employee.id}
                    employee={employee}
                    editing={editing?.id === employee.id}
                    onEdit={setEditing}
                    onDelete={setDeleting}
                  />
                ))}
              </ul>
            )}
          </QueryState>
        </Card>
      </div>
      {managesLogins && <StaffAccessSection employees={list} staff={staff} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Remover funcionário"
        description={
          deleting
            ? `${employeeMessages.confirmDelete(deleting.nome)}${
                staff.data?.some((s) => s.employeeId === deleting.id)
                  ? ' O acesso dessa pessoa ao sistema também será removido.'
                  : ''
              }`
            : ''
        }
        confirmLabel="Remover"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
