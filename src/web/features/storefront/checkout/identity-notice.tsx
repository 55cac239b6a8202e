import { CheckCircle2, Info, UserPlus, UserRoundCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Identity } from './use-checkout.ts';

interface IdentityNoticeProps {
  identity: Identity;
  quickRegistrationOpen: boolean;
  confirming: boolean;
  onConfirm: (birthDate: string) => void;
  onQuickRegistration: () => void;
}

/** What the CPF told us: greeting, birth-date confirmation, the 'Cadastro Rápido' button. */
export function IdentityNotice(props: IdentityNoticeProps) {
  const { identity } = props;
  switch (identity.kind) {
    case 'checking':
      return (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner className="h-4 w-4" /> Procurando seu cadastro...
        </p>
      );
    case 'found':
      return <ConfirmBirthDate {...props} firstName={identity.firstName} error={identity.error} />;
    case 'filled':
      return (
        <div className="flex gap-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
          <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
          <p>
            <strong>Olá, {identity.firstName}!</strong>{' '}
            {identity.source === 'device'
              ? 'Preenchemos seus dados com o seu último pedido neste aparelho. Confira abaixo e informe sua data de nascimento.'
              : 'Seus dados foram preenchidos. Confira abaixo.'}
          </p>
        </div>
      );
    case 'new':
      return (
        <div
          className="flex flex-col gap-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-800 sm:flex-row sm:items-center"
          role="status"
        >
          <p className="flex-1">Primeira compra nesta loja? Faça um cadastro rápido para ganhar pontos.</p>
          {props.quickRegistrationOpen ? null : (
            <Button variant="secondary" onClick={props.onQuickRegistration}>
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              Cadastro Rápido
            </Button>
          )}
        </div>
      );
    case 'unavailable':
      return (
        <p className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="status">
          <Info className="h-5 w-5 shrink-0" aria-hidden="true" />
          {identity.message} Preencha seus dados abaixo.
        </p>
      );
    default:
      return null;
  }
}

function ConfirmBirthDate({
  firstName,
  error,
  confirming,
  onConfirm,
  quickRegistrationOpen,
  onQuickRegistration,
}: IdentityNoticeProps & { firstName: string; error?: string }) {
  const [date, setDate] = useState('');
  // Not a <form> (it sits inside the checkout's form): Enter confirms.
  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    onConfirm(date);
  };
  return (
    <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <UserRoundCheck className="h-5 w-5 text-brand-700" aria-hidden="true" />
        Olá, {firstName}! Que bom ver você de novo.
      </p>
      <p className="text-sm text-slate-700">
        Confirme sua data de nascimento para preencher seus dados automaticamente.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label="Confirme sua data de nascimento" error={error} className="flex-1">
          <DateInput
            autoComplete="bday"
            value={date}
            // Appears because the CPF was just typed: carry on typing into it.
            autoFocus
            onValueChange={setDate}
            onKeyDown={(e) => {
              if (e.key === 'Enter') confirm(e);
            }}
          />
        </Field>
        <Button className="sm:mt-7" onClick={() => confirm()} loading={confirming}>
          Confirmar
        </Button>
      </div>
      {quickRegistrationOpen ? null : (
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          onClick={onQuickRegistration}
        >
          Prefiro preencher meus dados
        </button>
      )}
    </div>
  );
}
