import { CheckCircle2, KeyRound, Settings as SettingsIcon, ShieldAlert, Target, Trophy } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useOutletContext } from 'react-router';
import type { StoreSession } from '../../../shared/contracts/auth.ts';
import { PURCHASES_PER_SPIN, wheelSlices } from '../../../shared/contracts/loyalty.ts';
import {
  LOSS_SLICE,
  PRIZE_MAX_LENGTH,
  type Settings,
  settingsMessages,
  updateSettingsSchema,
} from '../../../shared/contracts/settings.ts';
import { formatCents, formatHundredths, parseReaisToCents } from '../../../shared/money.ts';
import { can, OVERRIDE_ROLES, type Role } from '../../../shared/permissions.ts';
import { ApiClientError } from '../../api/client.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { PrizeWheel, WHEEL_COLORS } from '../../components/prize-wheel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DecimalInput } from '../../components/ui/decimal-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { PinInput } from '../../components/ui/pin-input.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { fieldErrors, showSubmitError } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { AccountSecuritySection } from './account-security-section.tsx';
import { useSettings } from './api/get-settings.ts';
import { useUpdateSettings } from './api/update-settings.ts';
import { PixSection } from './pix-section.tsx';
import { StoreProfileSections } from './store-profile-sections.tsx';
import { CashierLimitSection, OverridePinSection } from './team-authorization-sections.tsx';

const subtitles: Record<Role, string> = {
  dono: 'Senha do lojista, roleta e fidelidade, PIX, PIN de autorização, limite de desconto do caixa, horário de funcionamento, logo da loja e segurança da conta.',
  gerente:
    'Prêmios da roleta, regra de fidelidade, seu PIN de autorização, horário de funcionamento, logo da loja e segurança da conta.',
  caixa: 'A segurança da sua conta: a senha de acesso e os aparelhos conectados.',
};

/** Configurações: each section for the roles that may change it (src/shared/permissions.ts). */
export function SettingsPage() {
  const { pessoa } = useOutletContext<StoreSession>();
  const role: Role = pessoa?.role ?? 'caixa';
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <OwnerPageHeader title="Configurações" subtitle={subtitles[role]} icon={<SettingsIcon className="h-6 w-6" />} />
      {can(role, 'settings.manage') && <StoreSettings loyaltyPin={can(role, 'settings.pin')} />}
      {can(role, 'settings.pix') && <PixSection />}
      {(OVERRIDE_ROLES.includes(role) || can(role, 'settings.pin')) && (
        <div className="grid gap-6 lg:grid-cols-2">
          {OVERRIDE_ROLES.includes(role) && <OverridePinSection pessoa={pessoa} />}
          {can(role, 'settings.pin') && <CashierLimitSection />}
        </div>
      )}
      {can(role, 'settings.manage') && <StoreProfileSections />}
      <AccountSecuritySection />
    </div>
  );
}

function StoreSettings({ loyaltyPin }: { loyaltyPin: boolean }) {
  const settings = useSettings();
  return (
    <QueryState query={settings} what="as configurações" loading={<PageLoading />}>
      {(data) => <SettingsForm initial={data} loyaltyPin={loyaltyPin} />}
    </QueryState>
  );
}

interface FormState {
  premios: string[];
  valorMinimo: string;
  novaSenha: string;
  confirmarSenha: string;
  senhaDaLoja: string;
}

/** The wheel's prizes and minimum value; the loyalty PIN too for the owner (`loyaltyPin`). */
function SettingsForm({ initial, loyaltyPin }: { initial: Settings; loyaltyPin: boolean }) {
  const update = useUpdateSettings();
  const [pinSet, setPinSet] = useState(initial.senhaDefinida);
  const [form, setForm] = useState<FormState>({
    premios: initial.premios,
    valorMinimo: formatHundredths(initial.valorMinimoPremiacaoCents),
    novaSenha: '',
    confirmarSenha: '',
    senhaDaLoja: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = <K extends keyof FormState>(key: K, value: FormState[K], errorKey: string = key) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[errorKey]) setErrors(({ [errorKey]: _, ...rest }) => rest);
  };
  const setPrize = (i: number, value: string) =>
    set(
      'premios',
      form.premios.map((p, k) => (k === i ? value : p)),
      `premios.${i}`,
    );

  const minCents = form.valorMinimo.trim() === '' ? 0 : parseReaisToCents(form.valorMinimo);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      premios: form.premios,
      valorMinimoPremiacaoCents: minCents ?? undefined,
      novaSenha: form.novaSenha,
      confirmarSenha: form.confirmarSenha,
      senhaDaLoja: form.novaSenha ? form.senhaDaLoja : '',
    };
    const parsed = updateSettingsSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      notify.error('Verifique os campos destacados.');
      return;
    }
    try {
      const saved = await update.mutateAsync(parsed.data);
      setPinSet(saved.senhaDefinida);
      setForm({
        premios: saved.premios,
        valorMinimo: formatHundredths(saved.valorMinimoPremiacaoCents),
        novaSenha: '',
        confirmarSenha: '',
        senhaDaLoja: '',
      });
      setErrors({});
      notify.success(settingsMessages.saved);
    } catch (err) {
      if (err instanceof ApiClientError && err.code === 'wrong_account_password') {
        setErrors({ senhaDaLoja: err.message });
        notify.error(err.message);
      } else {
        showSubmitError(err, { setErrors, fallback: settingsMessages.saveError });
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        {loyaltyPin && (
          <Section
            icon={<KeyRound className="h-5 w-5" />}
            title="Senha do lojista"
            aside={
              pinSet ? (
                <Badge tone="green">
                  <CheckCircle2 className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
                  Senha definida
                </Badge>
              ) : (
                <Badge tone="yellow">
                  <ShieldAlert className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
                  Nenhuma senha definida
                </Badge>
              )
            }
          >
            <p className="text-sm text-slate-600">
              Usada no balcão, em Fidelidade, para validar as compras dos clientes. Use de 4 a 8 números.{' '}
              {pinSet
                ? 'Deixe em branco para manter a senha atual.'
                : 'Defina a senha para começar a usar a Fidelidade.'}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={pinSet ? 'Nova senha do lojista' : 'Senha do lojista'} error={errors.novaSenha}>
                <PinInput
                  value={form.novaSenha}
                  onValueChange={(v) => set('novaSenha', v)}
                  autoComplete="new-password"
                  placeholder="4 a 8 números"
                />
              </Field>
              <Field label="Confirmar senha do lojista" error={errors.confirmarSenha}>
                <PinInput
                  value={form.confirmarSenha}
                  onValueChange={(v) => set('confirmarSenha', v)}
                  autoComplete="new-password"
                  placeholder="Repita a senha"
                />
              </Field>
              {form.novaSenha !== '' && (
                <Field
                  label="Senha de acesso da loja"
                  error={errors.senhaDaLoja}
                  hint="A senha que você usa para entrar no painel. Ela confirma que é você quem define a senha do lojista."
                  className="sm:col-span-2"
                >
                  <PasswordInput
                    value={form.senhaDaLoja}
                    onChange={(e) => set('senhaDaLoja', e.target.value)}
                    autoComplete="current-password"
                  />
                </Field>
              )}
            </div>
          </Section>
        )}

        <Section icon={<Trophy className="h-5 w-5" />} title="Prêmios da roleta">
          <p className="text-sm text-slate-600">
            Os cinco prêmios que aparecem na roleta. A sexta fatia, “{LOSS_SLICE}”, é adicionada automaticamente.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {form.premios.map((premio, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the five prize positions are fixed
              <div key={i} className="flex items-start gap-3">
                <span
                  className="mt-9 h-4 w-4 shrink-0 rounded-full"
                  style={{ backgroundColor: WHEEL_COLORS[i] }}
                  aria-hidden="true"
                />
                <Field
                  label={`Prêmio ${i + 1}`}
                  required
                  error={errors[`premios.${i}`]}
                  hint={`${premio.length}/${PRIZE_MAX_LENGTH} caracteres`}
                  className="min-w-0 flex-1"
                >
                  <Input value={premio} maxLength={PRIZE_MAX_LENGTH} onChange={(e) => setPrize(i, e.target.value)} />
                </Field>
              </div>
            ))}
          </div>
        </Section>

        <Section icon={<Target className="h-5 w-5" />} title="Regra de fidelidade">
          <Field
            label="Valor mínimo da compra para a roleta"
            error={errors.valorMinimoPremiacaoCents}
            hint="Use 0,00 para contar todas as compras."
            className="max-w-xs"
          >
            <DecimalInput
              value={form.valorMinimo}
              onValueChange={(v) => set('valorMinimo', v, 'valorMinimoPremiacaoCents')}
            />
          </Field>
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            A cada {PURCHASES_PER_SPIN} compras
            {minCents && minCents > 0 ? ` de pelo menos ${formatCents(minCents)}` : ''}, o cliente ganha um giro na
            roleta. Cada compra validada soma 1 ponto por real gasto.
          </p>
        </Section>

        <div className="flex justify-end">
          <Button type="submit" size="lg" loading={update.isPending} className="w-full sm:w-auto">
            Salvar Configurações
          </Button>
        </div>
      </div>

      <aside aria-labelledby="previa-roleta" className="lg:sticky lg:top-24 lg:self-start">
        <Card className="p-5">
          <h2 id="previa-roleta" className="font-bold">
            Prévia da roleta
          </h2>
          <p className="mt-1 text-sm text-slate-600">Assim a roleta aparece para o cliente no balcão.</p>
          <PrizeWheel slices={wheelSlices(form.premios.map((p) => p.trim() || '—'))} className="mt-5 max-w-[18rem]" />
        </Card>
      </aside>
    </form>
  );
}

function Section({
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
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
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
