import { CheckCircle2, LogIn, ShieldX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { passwordSchema } from '../../../shared/contracts/auth.ts';
import { type InviteInfo, staffMessages } from '../../../shared/contracts/staff.ts';
import { paths } from '../../../shared/paths.ts';
import { ApiClientError } from '../../api/client.ts';
import { AuthShell } from '../../components/auth-shell.tsx';
import { QueryFallback } from '../../components/query-state.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useAcceptInvite, useInvite } from './api/invite.ts';

const texts = {
  confirmRequired: 'Confirme a senha.',
  mismatch: 'As senhas não coincidem.',
} as const;

/** A refusal that means the link itself is no good (used, expired, replaced, malformed). */
const linkRefused = (err: unknown) => err instanceof ApiClientError && (err.status === 404 || err.status === 400);

/**
 * /convite/:token, outside the panel: a team member invited by the owner sets their password,
 * once, and then signs in on /login-lojista.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const invite = useInvite(token);
  const [done, setDone] = useState(false);
  const [gone, setGone] = useState(false);

  if (done) {
    return (
      <AuthShell title="Tudo pronto!" subtitle={staffMessages.inviteAccepted}>
        <div className="flex flex-col items-center gap-5 text-center" role="status">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
          </span>
          <Link to={paths.ownerLogin.href()} className={buttonClasses('primary', 'lg', 'w-full')}>
            <LogIn className="h-5 w-5" aria-hidden="true" />
            Entrar no painel
          </Link>
        </div>
      </AuthShell>
    );
  }
  if (gone || (invite.isError && linkRefused(invite.error))) return <InviteInvalid />;
  if (invite.data === undefined) {
    return (
      <AuthShell
        title="Convite"
        subtitle={invite.isError ? 'Verifique sua internet e tente novamente.' : 'Abrindo o seu convite...'}
      >
        <QueryFallback query={invite} what="o convite" frame="bare" />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={`Olá, ${invite.data.nome}!`}
      subtitle={`Crie sua senha para entrar em ${invite.data.nomeEmpresa}.`}
    >
      <SetPasswordForm token={token} info={invite.data} onDone={() => setDone(true)} onGone={() => setGone(true)} />
    </AuthShell>
  );
}

function SetPasswordForm({
  token,
  info,
  onDone,
  onGone,
}: {
  token: string;
  info: InviteInfo;
  onDone: () => void;
  onGone: () => void;
}) {
  const accept = useAcceptInvite(token);
  const [senha, setSenha] = useState('');
  const [confirmar, setConfirmar] = useState('');
  const [errors, setErrors] = useState<{ senha?: string; confirmar?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(senha);
    const found = {
      ...(parsed.success ? {} : { senha: parsed.error.issues[0]?.message }),
      ...(confirmar === ''
        ? { confirmar: texts.confirmRequired }
        : confirmar !== senha
          ? { confirmar: texts.mismatch }
          : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await accept.mutateAsync(senha);
      onDone();
    } catch (err) {
      // What was typed stays.
      const senha = refusedFields(err)?.senha;
      if (linkRefused(err) && !senha) onGone();
      else if (senha) setErrors({ senha });
      else notify.failure(err, 'Não foi possível criar a senha. Tente novamente.');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Criar senha">
      <Field label="E-mail" hint="Você vai entrar com este e-mail.">
        <Input type="email" autoComplete="username" value={info.email} readOnly />
      </Field>
      <Field label="Nova senha" required error={errors.senha} hint="Pelo menos 8 caracteres.">
        <PasswordInput
          autoComplete="new-password"
          value={senha}
          onChange={(e) => {
            setSenha(e.target.value);
            if (errors.senha) setErrors(({ senha: _, ...rest }) => rest);
          }}
        />
      </Field>
      <Field label="Confirmar senha" required error={errors.confirmar}>
        <PasswordInput
          autoComplete="new-password"
          value={confirmar}
          onChange={(e) => {
            setConfirmar(e.target.value);
            if (errors.confirmar) setErrors(({ confirmar: _, ...rest }) => rest);
          }}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={accept.isPending}>
        Criar senha
      </Button>
    </form>
  );
}

/** The link was used, expired or replaced by a newer one. */
function InviteInvalid() {
  return (
    <AuthShell title="Convite inválido" subtitle={staffMessages.inviteInvalid}>
      <div className="flex flex-col items-center gap-5 text-center" role="alert">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <ShieldX className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="text-sm text-slate-600">Se você já criou sua senha, é só entrar com o seu e-mail.</p>
        <Link to={paths.ownerLogin.href()} className={buttonClasses('secondary', 'lg', 'w-full')}>
          <LogIn className="h-5 w-5" aria-hidden="true" />
          Ir para o login
        </Link>
      </div>
    </AuthShell>
  );
}
