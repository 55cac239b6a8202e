import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Store } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { authMessages, passwordResetMessages } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { ApiClientError } from '../../api/client.ts';
import { AuthShell } from '../../components/auth-shell.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { notify } from '../../lib/notify.ts';
import { useLoginStore } from './api/login-store.ts';
import { passwordResetOptionsQueryOptions } from './api/password-reset.ts';
import { storeSessionQueryOptions } from './api/store-session.ts';

/** What a page that sends the owner here may pass: the e-mail to fill in (after a password reset). */
export interface OwnerLoginState {
  email?: string;
}

export function OwnerLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const login = useLoginStore();
  // Asked ahead, so "Esqueci minha senha" answers at once.
  useQuery(passwordResetOptionsQueryOptions());
  const [email, setEmail] = useState(() => (location.state as OwnerLoginState | null)?.email ?? '');
  const [senha, setSenha] = useState('');
  const [notRobot, setNotRobot] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; senha?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(email.trim() ? {} : { email: 'Informe o e-mail.' }),
      ...(senha ? {} : { senha: 'Informe a senha.' }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const { store } = await login.mutateAsync({ email, senha });
      // Who signed in: the shop's name for the owner, their own for a team member (the panel reads it too).
      const who = await queryClient
        .fetchQuery(storeSessionQueryOptions())
        .then((session) => session.pessoa.nome)
        .catch(() => store.nomeEmpresa);
      notify.success('Login realizado com sucesso!', `Bem-vindo, ${who}!`);
      navigate(paths.ownerHome.href());
    } catch (err) {
      if (!(err instanceof ApiClientError)) {
        notify.error(authMessages.unexpected.description, { title: authMessages.unexpected.title });
      } else if (err.code === 'store_blocked') {
        notify.error(authMessages.blocked.description, { title: authMessages.blocked.title });
      } else if (err.code === 'wrong_credentials') {
        notify.error(authMessages.wrongCredentials.description, { title: authMessages.wrongCredentials.title });
      } else if (err.status === 429) {
        notify.error(err.message, { title: authMessages.wrongCredentials.title });
      } else {
        notify.error(authMessages.unexpected.description, { title: authMessages.unexpected.title });
      }
    }
  }

  /** With e-mail on the server, the page that asks for the e-mail; without, the spec's toast. */
  async function forgotPassword() {
    const options = await queryClient.fetchQuery(passwordResetOptionsQueryOptions()).catch(() => null);
    if (options?.porEmail) {
      navigate(paths.forgotPassword.href(), { state: { email: email.trim() } satisfies OwnerLoginState });
    } else {
      notify.info(passwordResetMessages.unavailable.title, passwordResetMessages.unavailable.description);
    }
  }

  return (
    <AuthShell title="Área do Lojista" subtitle="Entre com o e-mail e a senha da sua loja.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="E-mail" required error={errors.email}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label="Senha" required error={errors.senha}>
          <PasswordInput autoComplete="current-password" value={senha} onChange={(e) => setSenha(e.target.value)} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
            <Checkbox checked={notRobot} onCheckedChange={setNotRobot} label="Não sou um robô" />
          </div>
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 hover:underline"
            onClick={forgotPassword}
          >
            Esqueci minha senha
          </button>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          Entrar
        </Button>
        <div className="grid gap-3 sm:grid-cols-2">
          <Link to={paths.home.href()} className={buttonClasses('secondary', 'md')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Voltar
          </Link>
          <Link to={paths.registerStore.href()} className={buttonClasses('secondary', 'md')}>
            <Store className="h-4 w-4" aria-hidden="true" />
            Cadastrar Loja
          </Link>
        </div>
      </form>
    </AuthShell>
  );
}
