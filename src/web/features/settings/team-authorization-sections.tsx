import { BadgePercent, CheckCircle2, ShieldAlert, ShieldCheck } from 'lucide-react';
import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from 'react';
import type { StoreSession } from '../../../shared/contracts/auth.ts';
import { cashierLimitSchema, overridePinSchema, staffMessages } from '../../../shared/contracts/staff.ts';
import { onlyDigits } from '../../../shared/document.ts';
import { LoadError } from '../../components/load-error.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { PinInput } from '../../components/ui/pin-input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { fieldErrors, showSubmitError } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useAuthorizers } from '../auth/api/authorizers.ts';
import { useCashierLimit, useSaveCashierLimit, useSaveOverridePin } from './api/team-authorization.ts';

function SectionCard({
  icon,
  title,
  aside,
  children,
}: {
  icon: ReactNode;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="space-y-4 p-5 sm:p-6 lg:self-start" role="region" aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
          <span className="text-brand-700" aria-hidden="true">
            {icon}
          </span>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}

const emptyPinForm = { pin: '', confirmar: '', senha: '' };

/**
 * Configurações → PIN de autorização (a Gerente's or the owner's own): what they type on the
 * cashier's screen to let a Caixa do, once, what a Caixa cannot do alone.
 */
export function OverridePinSection({ pessoa }: { pessoa: StoreSession['pessoa'] }) {
  const save = useSaveOverridePin();
  const authorizers = useAuthorizers();
  const [form, setForm] = useState(emptyPinForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ownId = pessoa.staffId === null ? 'dono' : String(pessoa.staffId);
  const hasPin = authorizers.data?.some((a) => a.id === ownId);

  const set = (key: keyof typeof emptyPinForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = overridePinSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      setForm(emptyPinForm);
      setErrors({});
      notify.success(staffMessages.overridePinSaved);
    } catch (err) {
      // What was typed stays, but the password, which is typed again.
      setForm((f) => ({ ...f, senha: '' }));
      showSubmitError(err, { setErrors, fallback: 'Não foi possível salvar o PIN. Tente novamente.' });
    }
  }

  return (
    <SectionCard
      icon={<ShieldCheck className="h-5 w-5" />}
      title="PIN de autorização"
      aside={
        hasPin === undefined ? null : hasPin ? (
          <Badge tone="green">
            <CheckCircle2 className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
            PIN definido
          </Badge>
        ) : (
          <Badge tone="yellow">
            <ShieldAlert className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
            Nenhum PIN definido
          </Badge>
        )
      }
    >
      <p className="text-sm text-slate-600">
        Seu PIN pessoal, de 4 a 8 números. No aparelho do caixa, você o digita com o motivo para autorizar o que um
        Caixa não faz sozinho: excluir uma venda, cancelar um pedido, lançar crédito ou débito na conta de um cliente ou
        dar um desconto acima do limite. O Registro de Atividades guarda quem autorizou e por quê.
        {hasPin ? ' Para trocá-lo, digite um novo.' : ''}
      </p>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="PIN de autorização">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={hasPin ? 'Novo PIN de autorização' : 'PIN de autorização'} error={errors.pin} required>
            <PinInput
              name="pin-autorizacao"
              value={form.pin}
              onValueChange={(v) => set('pin', v)}
              autoComplete="new-password"
              placeholder="4 a 8 números"
            />
          </Field>
          <Field label="Confirmar PIN" error={errors.confirmar} required>
            <PinInput
              name="confirmar-pin-autorizacao"
              value={form.confirmar}
              onValueChange={(v) => set('confirmar', v)}
              autoComplete="new-password"
              placeholder="Repita o PIN"
            />
          </Field>
        </div>
        <Field
          label="Sua senha de acesso"
          error={errors.senha}
          hint="A senha com que você entra no painel: ela confirma que é você quem define o PIN."
          required
        >
          <PasswordInput
            name="senha-pin-autorizacao"
            value={form.senha}
            onChange={(e) => set('senha', e.target.value)}
            autoComplete="current-password"
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
            Salvar PIN de autorização
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

/** Configurações → Limite de desconto do caixa (the owner's): above it, a Caixa's sale needs a manager. */
export function CashierLimitSection() {
  const limit = useCashierLimit();
  return (
    <SectionCard icon={<BadgePercent className="h-5 w-5" />} title="Limite de desconto do caixa">
      <p className="text-sm text-slate-600">
        Acima deste desconto, uma venda feita por um Caixa precisa da autorização de um gerente. Conta o desconto de
        todos os itens e o preço digitado abaixo do cadastrado. Gerentes e o dono não têm limite.
      </p>
      {limit.data ? (
        <CashierLimitForm initial={limit.data.limitePercentual} />
      ) : limit.isError ? (
        <LoadError what="o limite de desconto" onRetry={() => limit.refetch()} frame="bare" />
      ) : (
        <p className="flex items-center gap-2 py-4 text-slate-600" role="status">
          <Spinner className="h-5 w-5 text-brand-600" /> Carregando...
        </p>
      )}
    </SectionCard>
  );
}

function CashierLimitForm({ initial }: { initial: number }) {
  const save = useSaveCashierLimit();
  const [value, setValue] = useState(String(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cashierLimitSchema.safeParse({ limitePercentual: value === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      setErrors({ limitePercentual: staffMessages.discountLimitInvalid });
      return;
    }
    try {
      // The server asks for the password again first (the dialog of the whole app).
      const saved = await save.mutateAsync(parsed.data);
      setValue(String(saved.limitePercentual));
      setErrors({});
      notify.success(staffMessages.discountLimitSaved);
    } catch (err) {
      showSubmitError(err, { setErrors, fallback: 'Não foi possível salvar o limite. Tente novamente.' });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Limite de desconto do caixa">
      <Field
        label="Desconto máximo sem autorização"
        error={errors.limitePercentual}
        hint="De 0 a 100%. Com 0, todo desconto de um Caixa pede autorização; com 100, nenhum."
        className="max-w-xs"
      >
        <PercentInput
          name="limite-desconto"
          value={value}
          onChange={(e) => {
            setValue(onlyDigits(e.target.value).slice(0, 3));
            setErrors({});
          }}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
          Salvar limite
        </Button>
      </div>
    </form>
  );
}

/** A whole percentage, digits only, with its % sign; `id` and the ARIA props reach the <input>. */
function PercentInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <Input {...props} inputMode="numeric" pattern="[0-9]*" maxLength={3} className="pr-10" />
      <span
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-500"
        aria-hidden="true"
      >
        %
      </span>
    </div>
  );
}
