import { type FormEvent, useState } from 'react';
import { authMessages } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { ApiClientError } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { notify } from '../../lib/notify.ts';
import { goTo } from '../../public-site/page.tsx';
import { useLoginAdmin } from './api/login-admin.ts';

export function AdminLoginDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const login = useLoginAdmin();
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await login.run({ email, senha });
      onOpenChange(false);
      goTo(paths.adminHome.href());
    } catch (err) {
      if (err instanceof ApiClientError && (err.status === 401 || err.status === 400)) {
        notify.error(authMessages.adminWrongCredentials.description, {
          title: authMessages.adminWrongCredentials.title,
        });
      } else if (err instanceof ApiClientError && err.status === 429) {
        notify.error(err.message, { title: authMessages.adminWrongCredentials.title });
      } else {
        notify.error(authMessages.unexpected.description, { title: authMessages.unexpected.title });
      }
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Acesso Super Admin"
      description="Área restrita da plataforma."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label="E-mail">
          <Input
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </Field>
        <Field label="Senha">
          <Input
            type="password"
            autoComplete="current-password"
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            required
          />
        </Field>
        <Button type="submit" className="w-full" loading={login.isPending} disabled={!email || !senha}>
          Entrar
        </Button>
      </form>
    </Dialog>
  );
}
