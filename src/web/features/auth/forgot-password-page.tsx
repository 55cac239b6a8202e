import { ArrowLeft, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { passwordResetMessages } from '../../../shared/auth.ts';
import { passwordResetRequestSchema } from '../../../shared/contracts/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { ApiClientError } from '../../api/client.ts';
import { AuthShell } from '../../components/auth-shell.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { fieldErrors, refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useRequestPasswordReset } from './api/password-reset.ts';
import type { OwnerLoginState } from './owner-login-page.tsx';

/**
 * "Esqueci minha senha" where the server sends e-mail: the account's e-mail, then the same words
 * whether or not a shop has it (the link goes to that inbox, valid for 30 minutes).
 */
export function ForgotPasswordPage() {
  const location = useLocation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(() => (location.state as OwnerLoginState | null)?.email ?? '');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    try {
      const { mensagem } = await request.mutateAsync(parsed.data);
      setSent(mensagem);
    } catch (err) {
      const email = refusedFields(err)?.email;
      if (err instanceof ApiClientError && err.code === 'password_reset_unavailable') {
        notify.info(passwordResetMessages.unavailable.title, passwordResetMessages.unavailable.description);
      } else if (email) {
        setError(email);
      } else {
        notify.failure(err, 'Não foi possível enviar o link. Tente novamente.');
      }
    }
  }

  const back = (
    <Link
      to={paths.ownerLogin.href()}
      state={{ email: email.trim() } satisfies OwnerLoginState}
      className={buttonClasses('secondary', 'md', 'w-full')}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Voltar para o login
    </Link>
  );

  if (sent) {
    return (
      <AuthShell title="Confira seu e-mail" subtitle="Enviamos as instruções para criar uma nova senha.">
        <div className="space-y-5">
          <div
            className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
            role="status"
          >
            <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <div className="space-y-2 text-sm">
              <p>{sent}</p>
              <p>Não chegou? Confira a caixa de spam ou peça de novo em alguns minutos.</p>
            </div>
          </div>
          {back}
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Esqueci minha senha"
      subtitle="Informe o e-mail da sua loja. Enviaremos um link para você criar uma nova senha."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Esqueci minha senha">
        <Field label="E-mail" required error={error}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            maxLength={254}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          Enviar link
        </Button>
        {back}
      </form>
    </AuthShell>
  );
}
