import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authMessages, registerStoreSchema, SEGMENTS } from '../../../shared/contracts/auth.ts';
import { formatDocument } from '../../../shared/document.ts';
import { messages } from '../../../shared/messages.ts';
import { paths } from '../../../shared/paths.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { AuthShell } from '../../components/auth-shell.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { fieldErrors, showSubmitError } from '../../lib/form-errors.ts';
import { notify, notifyNextPage } from '../../lib/notify.ts';
import { useRegisterStore } from './api/register-store.ts';

const empty = {
  nomeEmpresa: '',
  documento: '',
  email: '',
  senha: '',
  telefone: '',
  segmento: '',
  endereco: '',
  cidade: '',
};
type Form = typeof empty;

export function RegisterStorePage() {
  const navigate = useNavigate();
  const register = useRegisterStore();
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (key: keyof Form, format?: (v: string) => string) => (e: { target: { value: string } }) => {
    const value = format ? format(e.target.value) : e.target.value;
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = registerStoreSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      notify.error('Verifique os campos destacados.');
      return;
    }
    try {
      await register.mutateAsync(form);
      // The landing page is the public entry's: a page load, which shows the toast.
      notifyNextPage('success', authMessages.registered);
      navigate(paths.home.href());
    } catch (err) {
      showSubmitError(err, { setErrors, fallback: messages.unexpected });
    }
  }

  return (
    <AuthShell title="Cadastrar Loja" subtitle="Crie a conta da sua loja. Os campos com * são obrigatórios.">
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome da empresa" required error={errors.nomeEmpresa} className="sm:col-span-2">
          <Input value={form.nomeEmpresa} onChange={set('nomeEmpresa')} autoComplete="organization" maxLength={120} />
        </Field>
        <Field label="CPF ou CNPJ" required error={errors.documento}>
          <Input
            value={form.documento}
            onChange={set('documento', formatDocument)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={18}
          />
        </Field>
        <Field label="Telefone" required error={errors.telefone}>
          <Input
            value={form.telefone}
            onChange={set('telefone', formatPhone)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
          />
        </Field>
        <Field label="E-mail" required error={errors.email} className="sm:col-span-2">
          <Input value={form.email} onChange={set('email')} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field label="Senha" required error={errors.senha} hint="Pelo menos 8 caracteres." className="sm:col-span-2">
          <PasswordInput value={form.senha} onChange={set('senha')} autoComplete="new-password" />
        </Field>
        <Field label="Segmento" required error={errors.segmento} className="sm:col-span-2">
          <Select value={form.segmento} onChange={set('segmento')}>
            <option value="">Selecione o segmento</option>
            {SEGMENTS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Endereço" error={errors.endereco}>
          <Input value={form.endereco} onChange={set('endereco')} autoComplete="street-address" maxLength={200} />
        </Field>
        <Field label="Cidade" error={errors.cidade}>
          <Input value={form.cidade} onChange={set('cidade')} autoComplete="address-level2" maxLength={100} />
        </Field>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-between">
          <Link to={paths.home.href()} className={buttonClasses('secondary', 'lg')}>
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            Voltar
          </Link>
          <Button type="submit" size="lg" loading={register.isPending}>
            Cadastrar Loja
          </Button>
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Já tem conta?{' '}
        <Link to={paths.ownerLogin.href()} className="font-semibold text-brand-700 hover:underline">
          Entrar na Área do Lojista
        </Link>
      </p>
    </AuthShell>
  );
}
