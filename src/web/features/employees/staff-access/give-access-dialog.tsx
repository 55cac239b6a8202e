import { type FormEvent, useId, useState } from 'react';
import { type Staff, staffMessages } from '../../../../shared/contracts/staff.ts';
import { ApiClientError } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCreateStaff } from '../../staff/api/create-staff.ts';
import { checkGiveAccess, emptyGiveAccessForm, type GiveAccessForm, type PasswordWay } from './give-access-form.ts';
import { InviteLink } from './invite-link.tsx';
import { RoleChoice } from './role-choice.tsx';

const ways: readonly { way: PasswordWay; label: string; description: string }[] = [
  {
    way: 'convite',
    label: 'Enviar convite',
    description: 'Você recebe um link para mandar à pessoa, e ela cria a própria senha.',
  },
  { way: 'senha', label: 'Definir senha agora', description: 'Você cria a senha e a passa para a pessoa.' },
];

export interface AccessEmployee {
  id: number;
  nome: string;
}

/**
 * 'Dar acesso': the e-mail, the role and how the password is made. With an invitation, the dialog
 * then shows its link to pass on. On a refusal, what was typed stays and the messages go under the
 * fields.
 */
export function GiveAccessDialog({ employee, onClose }: { employee: AccessEmployee | null; onClose: () => void }) {
  return (
    <Dialog
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
      open={employee !== null}
      onOpenChange={(open) => !open && onClose()}
      title={employee ? `Dar acesso a ${employee.nome}` : 'Dar acesso'}
      description="A pessoa entra no painel com o próprio e-mail e senha, e vê só o que o papel permite."
    >
      {employee && <GiveAccessBody key={employee.id} employee={employee} onClose={onClose} />}
    </Dialog>
  );
}

function GiveAccessBody({ employee, onClose }: { employee: AccessEmployee; onClose: () => void }) {
  const create = useCreateStaff();
  const [form, setForm] = useState<GiveAccessForm>(emptyGiveAccessForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invited, setInvited] = useState<{ staff: Staff; convite: string } | null>(null);
  const waysId = useId();

  const set = <K extends keyof GiveAccessForm>(key: K, value: GiveAccessForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkGiveAccess(employee.id, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      const staff = await create.mutateAsync(checked.body);
      setErrors({});
      notify.success(staffMessages.created, staff.convite ? 'Agora envie o convite para a pessoa.' : undefined);
      if (staff.convite) setInvited({ staff, convite: staff.convite });
      else onClose();
    } catch (err) {
      // What was typed stays: only the messages change.
      if (err instanceof ApiClientError && err.status < 500 && err.status !== 0) {
        const { employeeId, ...fields } = err.fields;
        setErrors({ ...fields, ...(employeeId ? { _: employeeId } : {}) });
        notify.failure(err, staffMessages.forbidden);
      } else {
        notify.failure(err, 'Não foi possível dar o acesso. Tente novamente.');
      }
    }
  }

  if (invited) {
    return (
      <div className="space-y-5">
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900" role="status">
          Convite criado para {invited.staff.email}.
        </p>
        <InviteLink staff={invited.staff} convite={invited.convite} />
        <div className="flex justify-end">
          <Button onClick={onClose} className="w-full sm:w-auto">
            Concluir
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={`Dar acesso a ${employee.nome}`}>
      <Field label="E-mail" required error={errors.email} hint="A pessoa entra com este e-mail.">
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </Field>
      <RoleChoice value={form.role} onChange={(role) => set('role', role)} error={errors.role} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Senha</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ways.map((w) => {
            const checked = form.way === w.way;
            return (
              <label
                key={w.way}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                  checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name={`${waysId}-senha`}
                  value={w.way}
                  checked={checked}
                  onChange={() => set('way', w.way)}
                  aria-describedby={`${waysId}-${w.way}`}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{w.label}</span>
                  <span id={`${waysId}-${w.way}`} className="block text-sm text-slate-600">
                    {w.description}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {form.way === 'senha' && (
        <Field label="Senha da pessoa" required error={errors.senha} hint="Pelo menos 8 caracteres.">
          <PasswordInput
            value={form.senha}
            onChange={(e) => set('senha', e.target.value)}
            autoComplete="new-password"
          />
        </Field>
      )}
      {errors._ && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800" role="alert">
          {errors._}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          Cancelar
        </Button>
        <Button type="submit" loading={create.isPending}>
          {form.way === 'convite' ? 'Criar convite' : 'Dar acesso'}
        </Button>
      </div>
    </form>
  );
}
