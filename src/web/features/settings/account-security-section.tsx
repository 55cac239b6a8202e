import { Laptop, LockKeyhole, LogOut, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDateTime, formatTimeAgo } from '../../../shared/calendar.ts';
import { type AccountSession, accountSecurityMessages } from '../../../shared/contracts/auth.ts';
import { ApiClientError } from '../../api/client.ts';
import { LoadError } from '../../components/load-error.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import {
  type ChangePasswordForm,
  checkChangePassword,
  emptyChangePasswordForm,
} from '../../lib/change-password-form.ts';
import { refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useNow } from '../../lib/use-now.ts';
import { useAccountSessions, useChangePassword, useEndOtherSessions, useEndSession } from './api/account-security.ts';

/** Configurações → Segurança da conta: the login password and the devices signed in. */
export function AccountSecuritySection() {
  return (
    <section aria-labelledby="seguranca-da-conta" className="space-y-4">
      <h2 id="seguranca-da-conta" className="flex items-center gap-2 text-xl font-bold">
        <ShieldCheck className="h-6 w-6 text-brand-700" aria-hidden="true" />
        Segurança da conta
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChangePasswordCard />
        <SessionsCard />
      </div>
    </section>
  );
}

function ChangePasswordCard() {
  const change = useChangePassword();
  const [form, setForm] = useState<ChangePasswordForm>(emptyChangePasswordForm);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (key: keyof ChangePasswordForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkChangePassword(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      await change.mutateAsync(checked.body);
      setForm(emptyChangePasswordForm);
      setErrors({});
      notify.success(accountSecurityMessages.passwordChanged);
    } catch (err) {
      // What was typed stays: only the messages change.
      if (err instanceof ApiClientError && err.status < 500 && err.status !== 0) {
        setErrors(refusedFields(err) ?? { _: err.message });
        if (err.status === 429) notify.failure(err, err.message);
      } else {
        notify.failure(err, 'Não foi possível alterar a senha. Tente novamente.');
      }
    }
  }

  return (
    <Card className="space-y-4 p-5 sm:p-6 lg:self-start">
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <LockKeyhole className="h-5 w-5 text-brand-700" aria-hidden="true" />
        Alterar senha de acesso
      </h3>
      <p className="text-sm text-slate-600">
        A senha que você usa para entrar no painel. Ao alterá-la, todos os outros aparelhos conectados saem da conta;
        este continua conectado.
      </p>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Alterar senha de acesso">
        <Field label="Senha atual" error={errors.senhaAtual} required>
          <PasswordInput
            name="senhaAtual"
            value={form.senhaAtual}
            onChange={(e) => set('senhaAtual', e.target.value)}
            autoComplete="current-password"
          />
        </Field>
        <Field label="Nova senha" error={errors.novaSenha} hint="Pelo menos 8 caracteres." required>
          <PasswordInput
            name="novaSenha"
            value={form.novaSenha}
            onChange={(e) => set('novaSenha', e.target.value)}
            autoComplete="new-password"
          />
        </Field>
        <Field label="Confirmar nova senha" error={errors.confirmarSenha} required>
          <PasswordInput
            name="confirmarSenha"
            value={form.confirmarSenha}
            onChange={(e) => set('confirmarSenha', e.target.value)}
            autoComplete="new-password"
          />
        </Field>
        {errors._ && (
          <p className="text-sm text-red-700" role="alert">
            {errors._}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={change.isPending} className="w-full sm:w-auto">
            Alterar senha
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SessionsCard() {
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const now = useNow(30_000);

  async function end(session: AccountSession) {
    try {
      await endOne.mutateAsync(session.id);
      notify.success('Sessão encerrada.', `${session.dispositivo} saiu da conta.`);
    } catch (err) {
      notify.failure(err, 'Não foi possível encerrar a sessão.');
    }
  }

  async function endAll() {
    try {
      const { sessoesEncerradas } = await endOthers.mutateAsync();
      setConfirming(false);
      notify.success(
        sessoesEncerradas === 1 ? '1 sessão encerrada.' : `${sessoesEncerradas} sessões encerradas.`,
        'Só este aparelho continua conectado.',
      );
    } catch (err) {
      notify.failure(err, 'Não foi possível encerrar as sessões.');
    }
  }

  const list = sessions.data?.sessoes ?? [];
  const others = list.filter((s) => !s.atual).length;

  return (
    <Card className="space-y-4 p-5 sm:p-6 lg:self-start">
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <Laptop className="h-5 w-5 text-brand-700" aria-hidden="true" />
        Sessões abertas
      </h3>
      <p className="text-sm text-slate-600">
        Os aparelhos conectados à sua conta. Se não reconhecer algum, encerre a sessão e altere a senha.
      </p>
      {sessions.isError ? (
        <LoadError what="as sessões" onRetry={() => sessions.refetch()} frame="bare" />
      ) : !sessions.data ? (
        <PageLoading />
      ) : (
        <SessionList
          sessions={list}
          now={now}
          endingId={endOne.isPending ? endOne.variables : undefined}
          onEnd={(session) => void end(session)}
        />
      )}
      {others > 0 && (
        <div className="flex justify-end">
          <Button
            variant="dangerOutline"
            icon={<LogOut className="h-4 w-4" aria-hidden="true" />}
            onClick={() => setConfirming(true)}
            className="w-full sm:w-auto"
          >
            Encerrar todas as outras sessões
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Encerrar todas as outras sessões?"
        description={
          others === 1
            ? 'O outro aparelho conectado sairá da conta e precisará entrar de novo com a senha.'
            : `Os outros ${others} aparelhos conectados sairão da conta e precisarão entrar de novo com a senha.`
        }
        confirmLabel="Encerrar sessões"
        loading={endOthers.isPending}
        onConfirm={() => void endAll()}
      />
    </Card>
  );
}

/** The sessions, this device first; 'Encerrar' on every other one. */
export function SessionList({
  sessions,
  now,
  endingId,
  onEnd,
}: {
  sessions: AccountSession[];
  now: Date;
  endingId?: string;
  onEnd: (session: AccountSession) => void;
}) {
  const ordered = [...sessions].sort((a, b) => Number(b.atual) - Number(a.atual));
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {ordered.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
              <span className="break-words">{session.dispositivo}</span>
              {session.atual && <Badge tone="green">Este aparelho</Badge>}
            </p>
            <p className="text-sm text-slate-600">
              <span className="break-all">{session.ip || 'Endereço desconhecido'}</span>
              {' · '}
              <span title={formatDateTime(new Date(session.ultimoUsoEm))}>
                último uso {formatTimeAgo(new Date(session.ultimoUsoEm), now)}
              </span>
            </p>
            <p className="text-xs text-slate-500">Entrou em {formatDateTime(new Date(session.criadaEm))}</p>
          </div>
          {!session.atual && (
            <Button
              variant="secondary"
              size="sm"
              loading={endingId === session.id}
              onClick={() => onEnd(session)}
              aria-label={`Encerrar a sessão de ${session.dispositivo} (${session.ip || 'endereço desconhecido'})`}
            >
              Encerrar
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
