import { ArrowLeft, LinkIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { passwordResetMessages } from '../../../shared/auth.ts';
import { passwordSchema } from '../../../shared/contracts/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { ApiClientError } from '../../api/client.ts';
import { AuthShell } from '../../components/auth-shell.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { changePasswordTexts } from '../../lib/change-password-form.ts';
import { refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useCompletePasswordReset, useResetLink } from './api/password-reset.ts';
import type { OwnerLoginState } from './owner-login-page.tsx';

interface ResetForm {
  novaSenha: string;
  confirmarSenha: string;
}

/** The new password and its confirmation: registration's rule, then the two must match. */
export function checkResetForm(form: ResetForm): Partial<Record<keyof ResetForm, string>> {
  const errors: Partial<Record<keyof ResetForm, string>> = {};
  const parsed = passwordSchema.safeParse(form.novaSenha);
  if (!parsed.success) errors.novaSenha = parsed.error.issues[0]?.message;
  if (form.confirmarSenha === '') errors.confirmarSenha = changePasswordTexts.confirmRequired;
  else if (form.confirmarSenha !== form.novaSenha) errors.confirmarSenha = changePasswordTexts.mismatch;
  return errors;
}

/** /redefinir-senha/{token}: the page a reset link opens, to set the new password once. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const link = useResetLink(token);
  const [expired, setExpired] = useState(false);

  if (link.isPending) {
    return (
      <AuthShell title="Criar nova senha" subtitle="Conferindo o link...">
        <div className="flex justify-center py-6" role="status" aria-label="Carregando">
          <Spinner />
        </div>
      </AuthShell>
    );
  }
  const invalid = expired || (link.error instanceof ApiClientError && link.error.code === 'invalid_reset_link');
  if (invalid || !link.data) {
    return (
      <UnusableLink message={invalid ? passwordResetMessages.invalidLink : (link.error as Error | null)?.message} />
    );
  }
  return <NewPasswordForm token={token} account={link.data} onExpired={() => setExpired(true)} />;
}

function UnusableLink({ message }: { message?: string }) {
  return (
    <AuthShell title="Link inválido" subtitle="Não é possível criar uma nova senha com este link.">
      <div className="space-y-5">
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" role="alert">
          {message ?? 'Não foi possível conferir o link. Tente novamente.'}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Link to={paths.forgotPassword.href()} className={buttonClasses('primary', 'md')}>
            <LinkIcon className="h-4 w-4" aria-hidden="true" />
            Pedir um novo link
          </Link>
          <Link to={paths.ownerLogin.href()} className={buttonClasses('secondary', 'md')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Voltar para o login
          </Link>
        </div>
      </div>
    </AuthShell>
  );
}

function NewPasswordForm({
  token,
  account,
  onExpired,
}: {
  token: string;
  account: { nomeEmpresa: string; email: string };
  onExpired: () => void;
}) {
  const navigate = useNavigate();
  const complete = useCompletePasswordReset();
  const [form, setForm] = useState<ResetForm>({ novaSenha: '', confirmarSenha: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ResetForm, string>>>({});

  const set = (key: keyof ResetForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkResetForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { email } = await complete.mutateAsync({ token, novaSenha: form.novaSenha });
      notify.success(passwordResetMessages.done.title, passwordResetMessages.done.description);
      navigate(paths.ownerLogin.href(), { replace: true, state: { email } satisfies OwnerLoginState });
    } catch (err) {
      const novaSenha = refusedFields(err)?.novaSenha;
      if (err instanceof ApiClientError && err.code === 'invalid_reset_link') onExpired();
      else if (novaSenha) setErrors({ novaSenha });
      else notify.failure(err, 'Não foi possível salvar a nova senha. Tente novamente.');
    }
  }

  return (
    <AuthShell title="Criar nova senha" subtitle={`Para ${account.nomeEmpresa}.`}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Criar nova senha">
        <p className="text-sm text-slate-600">
          Conta <strong className="break-all font-semibold text-ink">{account.email}</strong>. Ao salvar, todos os
          aparelhos conectados a esta conta saem dela, e o link deixa de funcionar.
        </p>
        {/* For the browser's password manager: the account the new password belongs to. */}
        <input type="email" name="email" autoComplete="username" value={account.email} readOnly hidden />
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
        <Button type="submit" size="lg" className="w-full" loading={complete.isPending}>
          Salvar nova senha
        </Button>
      </form>
    </AuthShell>
  );
}
