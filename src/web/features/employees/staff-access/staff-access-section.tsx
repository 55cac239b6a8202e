import { KeyRound, RefreshCw, UserCheck, UserCog, UserPlus, UserX } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../../shared/calendar.ts';
import { type Staff, staffMessages } from '../../../../shared/contracts/staff.ts';
import { roleLabels } from '../../../../shared/permissions.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../lib/notify.ts';
import type { useStaff } from '../../staff/api/get-staff.ts';
import { useRenewInvite } from '../../staff/api/renew-invite.ts';
import { useUpdateStaff } from '../../staff/api/update-staff.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { type AccessEmployee, GiveAccessDialog } from './give-access-dialog.tsx';
import { InviteLinkDialog } from './invite-link.tsx';
import { situacaoLabels } from './staff-texts.ts';

const situacaoTone = { ativo: 'green', convidado: 'yellow', desativado: 'gray' } as const;

interface StaffAccessSectionProps {
  employees: AccessEmployee[];
  staff: ReturnType<typeof useStaff>;
}

/**
 * Funcionários → Acesso ao sistema (the owner's): for each employee, their login if any, and the
 * ways to give one, send a new invitation, change the role, or turn it off and on again.
 */
export function StaffAccessSection({ employees, staff }: StaffAccessSectionProps) {
  const update = useUpdateStaff();
  const renew = useRenewInvite();
  const [giving, setGiving] = useState<AccessEmployee | null>(null);
  const [changing, setChanging] = useState<Staff | null>(null);
  const [disabling, setDisabling] = useState<Staff | null>(null);
  const [invite, setInvite] = useState<{ staff: Staff; convite: string; reset: boolean } | null>(null);
  const logins = staff.data ?? [];
  const byEmployee = new Map(logins.map((s) => [s.employeeId, s]));

  async function newInvite(login: Staff) {
    try {
      const renewed = await renew.mutateAsync(login.id);
      if (renewed.convite) setInvite({ staff: renewed, convite: renewed.convite, reset: login.situacao === 'ativo' });
    } catch (err) {
      notify.failure(err, 'Não foi possível criar o convite. Tente novamente.');
    }
  }

  async function setActive(login: Staff, ativo: boolean) {
    try {
      await update.mutateAsync({ id: login.id, ativo });
      notify.success(ativo ? staffMessages.enabled : staffMessages.disabled);
      setDisabling(null);
    } catch (err) {
      notify.failure(err, 'Não foi possível mudar o acesso. Tente novamente.');
      setDisabling(null);
    }
  }

  const busy = (login: Staff) =>
    (update.isPending && update.variables?.id === login.id) || (renew.isPending && renew.variables === login.id);

  return (
    <Card className="mt-6 p-5 sm:p-6" role="region" aria-labelledby="acesso-sistema">
      <div className="flex items-start gap-3">
        <span
          className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex"
          aria-hidden="true"
        >
          <KeyRound className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 id="acesso-sistema" className="text-lg font-bold">
            Acesso ao sistema
          </h2>
          <p className="text-sm text-slate-600">
            Dê a cada funcionário o próprio login. O Gerente cuida da loja; o Caixa vê só o balcão. Só você, o dono,
            muda esses acessos.
          </p>
        </div>
      </div>

      {staff.isPending ? (
        <div className="flex justify-center py-8 text-brand-600" role="status">
          <Spinner className="h-7 w-7" />
          <span className="sr-only">Carregando...</span>
        </div>
      ) : staff.isError ? (
        <LoadError what="os acessos da equipe" onRetry={() => staff.refetch()} frame="bare" />
      ) : employees.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">
          Cadastre um funcionário acima para dar a ele acesso ao sistema.
        </p>
      ) : (
        <ul
          aria-labelledby="acesso-sistema"
          className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200"
        >
          {employees.map((employee) => {
            const login = byEmployee.get(employee.id);
            return (
              <li
                key={employee.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                data-testid={`acesso-${employee.id}`}
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="break-words font-semibold text-ink">{employee.nome}</span>
                    {login && <Badge tone={situacaoTone[login.situacao]}>{situacaoLabels[login.situacao]}</Badge>}
                  </p>
                  {login ? (
                    <>
                      <p className="text-sm text-slate-600">
                        <span className="break-all">{login.email}</span>
                        <span aria-hidden="true"> · </span>
                        <span className="sr-only">, papel </span>
                        <span className="font-medium text-slate-800">{roleLabels[login.role]}</span>
                      </p>
                      {login.situacao === 'convidado' && <InviteDue expiresAt={login.conviteExpiraEm} />}
                    </>
                  ) : (
                    <p className="text-sm text-slate-500">Ainda sem acesso ao sistema.</p>
                  )}
                </div>
                <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
                  {!login ? (
                    <Button
                      size="sm"
                      icon={<UserPlus className="h-4 w-4" aria-hidden="true" />}
                      onClick={() => setGiving(employee)}
                      aria-label={`Dar acesso a ${employee.nome}`}
                    >
                      Dar acesso
                    </Button>
                  ) : login.situacao === 'desativado' ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<UserCheck className="h-4 w-4" aria-hidden="true" />}
                      loading={busy(login)}
                      onClick={() => void setActive(login, true)}
                      aria-label={`Reativar o acesso de ${employee.nome}`}
                    >
                      Reativar
                    </Button>
                  ) : (
                    <>
                      <Button
                        variant="secondary"
                        size="sm"
                        icon={<RefreshCw className="h-4 w-4" aria-hidden="true" />}
                        loading={renew.isPending && renew.variables === login.id}
                        onClick={() => void newInvite(login)}
                        aria-label={
                          login.situacao === 'convidado'
                            ? `Novo convite para ${employee.nome}`
                            : `Link de nova senha para ${employee.nome}`
                        }
                      >
                        {login.situacao === 'convidado' ? 'Novo convite' : 'Link de nova senha'}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        icon={<UserCog className="h-4 w-4" aria-hidden="true" />}
                        onClick={() => setChanging(login)}
                        aria-label={`Alterar o papel de ${employee.nome}`}
                      >
                        Alterar papel
                      </Button>
                      <Button
                        variant="dangerOutline"
                        size="sm"
                        icon={<UserX className="h-4 w-4" aria-hidden="true" />}
                        onClick={() => setDisabling(login)}
                        aria-label={`Desativar o acesso de ${employee.nome}`}
                      >
                        Desativar acesso
                      </Button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <GiveAccessDialog employee={giving} onClose={() => setGiving(null)} />
      <ChangeRoleDialog staff={changing} onClose={() => setChanging(null)} />
      <InviteLinkDialog invite={invite} onClose={() => setInvite(null)} />
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={disabling ? `Desativar o acesso de ${disabling.nome}?` : 'Desativar acesso'}
        description="A pessoa sai do painel agora e não consegue mais entrar. As vendas e registros dela continuam. Você pode reativar quando quiser."
        confirmLabel="Desativar acesso"
        loading={update.isPending}
        onConfirm={() => disabling && void setActive(disabling, false)}
      />
    </Card>
  );
}

/** When a pending invitation stops working, or that it already has. */
function InviteDue({ expiresAt }: { expiresAt: string | null }) {
  if (!expiresAt) return null;
  const due = new Date(expiresAt);
  return due.getTime() < Date.now() ? (
    <p className="text-sm font-medium text-amber-800">Convite vencido: envie um novo.</p>
  ) : (
    <p className="text-sm text-slate-500">Convite válido até {formatDate(due)}.</p>
  );
}
