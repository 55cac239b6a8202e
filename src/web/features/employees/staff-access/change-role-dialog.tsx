import { type FormEvent, useState } from 'react';
import { type Staff, staffMessages } from '../../../../shared/contracts/staff.ts';
import type { StaffRole } from '../../../../shared/permissions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { refusedFields } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateStaff } from '../../staff/api/update-staff.ts';
import { RoleChoice } from './role-choice.tsx';

/** 'Alterar papel': Gerente or Caixa; the person's open sessions end, the next sign-in has the new rights. */
export function ChangeRoleDialog({ staff, onClose }: { staff: Staff | null; onClose: () => void }) {
  return (
    <Dialog
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      open={staff !== null}
      onOpenChange={(open) => !open && onClose()}
      title={staff ? `Papel de ${staff.nome}` : 'Alterar papel'}
      description="Ao mudar o papel, a pessoa sai do painel e entra de novo já com o novo acesso."
    >
      {staff && <ChangeRoleBody key={staff.id} staff={staff} onClose={onClose} />}
    </Dialog>
  );
}

function ChangeRoleBody({ staff, onClose }: { staff: Staff; onClose: () => void }) {
  const update = useUpdateStaff();
  const [role, setRole] = useState<StaffRole>(staff.role);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (role === staff.role) {
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ id: staff.id, role });
      notify.success(staffMessages.updated);
      onClose();
    } catch (err) {
      const role = refusedFields(err)?.role;
      if (role) setError(role);
      notify.failure(err, 'Não foi possível alterar o papel. Tente novamente.');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <RoleChoice
        value={role}
        onChange={(next) => {
          setRole(next);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" loading={update.isPending}>
          Salvar papel
        </Button>
      </div>
    </form>
  );
}
