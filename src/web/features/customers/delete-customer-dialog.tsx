import { type CustomerSummary, customerMessages } from '../../../shared/contracts/customers.ts';
import { formatCpf } from '../../../shared/document.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { notify } from '../../lib/notify.ts';
import { useDeleteCustomer } from './api/delete-customer.ts';

/** Asks before deleting: the customer's points and credit history go with them. */
export function DeleteCustomerDialog({
  customer,
  onClose,
  returnFocus,
}: {
  customer: CustomerSummary | null;
  onClose: () => void;
  /** The element to focus on close (the delete button, or the list once the row is gone). */
  returnFocus: () => HTMLElement | null;
}) {
  const remove = useDeleteCustomer();

  async function confirm() {
    if (!customer) return;
    try {
      await remove.mutateAsync(customer.id);
      notify.success(customerMessages.deleted);
      onClose();
    } catch {
      notify.error(customerMessages.deleteFailed);
    }
  }

  return (
    <Dialog
      open={customer !== null}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={(event) => {
        const target = returnFocus();
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      title="Excluir cliente?"
      description="Os pontos e o histórico de créditos deste cliente também serão apagados. Os pedidos continuam registrados."
    >
      {customer && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm">
          <span className="block font-semibold text-ink">{customer.nome}</span>
          <span className="text-slate-600">CPF {formatCpf(customer.cpf)}</span>
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancelar
        </Button>
        <Button variant="danger" onClick={confirm} loading={remove.isPending}>
          Excluir cliente
        </Button>
      </div>
    </Dialog>
  );
}
