import { CheckCircle2, Gift, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../shared/calendar.ts';
import { invoiceMonthLabel } from '../../../shared/contracts/invoices.ts';
import {
  REFERRAL_STATUS_LABELS,
  type ReferralInput,
  referralInputSchema,
  referralMessages,
} from '../../../shared/contracts/referrals.ts';
import { formatCents } from '../../../shared/money.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useCreateReferral, useReferrals } from './api/referrals.ts';

const empty: ReferralInput = { empresaIndicada: '', responsavel: '', telefone: '' };

/** Indique e Ganhe: refer a company; a closed deal gives 50% off the next monthly fee. */
export function ReferralsPage() {
  const [form, setForm] = useState<ReferralInput>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof ReferralInput, string>>>({});
  const [sent, setSent] = useState(false);
  const create = useCreateReferral();

  const set =
    (name: keyof ReferralInput, mask: (v: string) => string = (v) => v) =>
    (e: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [name]: mask(e.target.value) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.empresaIndicada.trim() || !form.responsavel.trim() || !form.telefone.trim()) {
      notify.error(referralMessages.required);
      setErrors({
        empresaIndicada: form.empresaIndicada.trim() ? undefined : referralMessages.required,
        responsavel: form.responsavel.trim() ? undefined : referralMessages.required,
        telefone: form.telefone.trim() ? undefined : referralMessages.required,
      });
      return;
    }
    const parsed = referralInputSchema.safeParse(form);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<keyof ReferralInput, string>> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as keyof ReferralInput] ??= issue.message;
      setErrors(fieldErrors);
      notify.error(Object.values(fieldErrors)[0] ?? referralMessages.required);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(form);
      notify.success(referralMessages.sentTitle);
      setForm(empty);
      setSent(true);
    } catch (err) {
      setErrors((refusedFields(err) ?? {}) as typeof errors);
      notify.error(err instanceof Error ? err.message : referralMessages.required);
    }
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <OwnerPageHeader
        title="Indique e Ganhe"
        subtitle="Indique uma empresa: se ela fechar negócio, você ganha 50% de desconto na sua próxima mensalidade."
        icon={<Gift className="h-6 w-6" />}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <Card className="p-5">
          {sent ? (
            <div className="flex flex-col items-center gap-4 py-6 text-center" role="status">
              <CheckCircle2 className="h-14 w-14 text-emerald-600" aria-hidden="true" />
              <h2 className="text-xl font-bold">Obrigado pela indicação!</h2>
              <p className="text-slate-700">{referralMessages.sent}</p>
              <Button onClick={() => setSent(false)}>Nova indicação</Button>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="indicar-titulo">
              <h2 id="indicar-titulo" className="text-lg font-semibold">
                Dados da indicação
              </h2>
              <Field label="Nome da empresa indicada" required error={errors.empresaIndicada}>
                <Input
                  value={form.empresaIndicada}
                  onChange={set('empresaIndicada')}
                  maxLength={120}
                  autoComplete="off"
                />
              </Field>
              <Field label="Nome do responsável" required error={errors.responsavel}>
                <Input value={form.responsavel} onChange={set('responsavel')} maxLength={120} autoComplete="off" />
              </Field>
              <Field label="Telefone de contato" required error={errors.telefone}>
                <Input
                  value={form.telefone}
                  onChange={set('telefone', formatPhone)}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  placeholder="(11) 98765-4321"
                />
              </Field>
              <Button
                type="submit"
                loading={create.isPending}
                icon={<Send className="h-4 w-4" aria-hidden="true" />}
                className="w-full"
              >
                Enviar indicação
              </Button>
            </form>
          )}
        </Card>
        <MyReferrals />
      </div>
    </div>
  );
}

function MyReferrals() {
  const referrals = useReferrals();
  return (
    <section aria-labelledby="minhas-indicacoes">
      <h2 id="minhas-indicacoes" className="mb-3 text-lg font-semibold">
        Minhas indicações
      </h2>
      <QueryState
        query={referrals}
        what="as indicações"
        isEmpty={(data) => data.indicacoes.length === 0}
        empty={<Card className="p-6 text-center text-slate-600">{referralMessages.empty}</Card>}
      >
        {(data) => (
          <ul className="space-y-3">
            {data.indicacoes.map((r) => (
              <li key={r.id}>
                <Card className="space-y-1 p-4 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-semibold text-ink">{r.empresaIndicada}</p>
                    <Badge tone={r.status === 'fechado' ? 'green' : 'yellow'}>{REFERRAL_STATUS_LABELS[r.status]}</Badge>
                  </div>
                  <p className="text-slate-700">
                    {r.responsavel} · {formatPhone(r.telefone)}
                  </p>
                  <p className="text-slate-500">Enviada em {formatDate(new Date(r.criadoEm))}</p>
                  {r.status === 'fechado' && (
                    <p className="font-medium text-emerald-700">
                      {r.faturaDesconto
                        ? `Desconto de ${formatCents(r.faturaDesconto.descontoCents)} na fatura ${invoiceMonthLabel(r.faturaDesconto)}.`
                        : 'Desconto de 50% reservado para a sua próxima fatura.'}
                    </p>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
