import { BadgeCheck, UserRoundCheck, UserRoundPlus } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { brDateToIso, formatIsoDay } from '../../../shared/calendar.ts';
import {
  loyaltyMessages,
  purchasesLeftMessage,
  type ValidationResult,
  validatePurchaseSchema,
} from '../../../shared/contracts/loyalty.ts';
import { formatCpf, isValidCpf, onlyDigits } from '../../../shared/document.ts';
import { parseReaisToCents } from '../../../shared/money.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { ApiClientError } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { DecimalInput } from '../../components/ui/decimal-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PinInput } from '../../components/ui/pin-input.tsx';
import { fieldErrors, inlineFieldErrors, refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useLoyaltyCustomer } from './api/find-loyalty-customer.ts';
import { useValidatePurchase } from './api/validate-purchase.ts';

const empty = { cpf: '', nome: '', telefone: '', dataNascimento: '', valor: '', senha: '' };
type Form = typeof empty;

interface ValidationFormProps {
  valorMinimoCents: number;
  onValidated: (result: ValidationResult) => void;
  /** The server says no PIN is set (changed in another tab): show the prompt again. */
  onPinMissing: () => void;
}

/** The counter's form: the customer's details, the purchase value and the owner's PIN. */
export function ValidationForm({ valorMinimoCents, onValidated, onPinMissing }: ValidationFormProps) {
  const validate = useValidatePurchase();
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const cpfDigits = onlyDigits(form.cpf);
  const known = useLoyaltyCustomer(isValidCpf(cpfDigits) ? cpfDigits : null);
  const customer = isValidCpf(cpfDigits) ? known.data : undefined;
  const filledFor = useRef('');
  const sending = useRef(false);
  /** This attempt's idempotency key: kept across retries of one validation, new after each success. */
  const attemptKey = useRef(crypto.randomUUID());

  // A returning customer: fill what is still empty with what the shop already knows.
  useEffect(() => {
    if (!customer || filledFor.current === cpfDigits) return;
    filledFor.current = cpfDigits;
    const known = {
      nome: customer.nome,
      telefone: formatPhone(customer.telefone),
      dataNascimento: formatIsoDay(customer.dataNascimento ?? ''),
    };
    setForm((f) => ({
      ...f,
      nome: f.nome || known.nome,
      telefone: f.telefone || known.telefone,
      dataNascimento: f.dataNascimento || known.dataNascimento,
    }));
    // A field the look-up filled has nothing left to fix.
    const filled = Object.entries(known)
      .filter(([, v]) => v !== '')
      .map(([k]) => k);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !filled.includes(k))));
  }, [customer, cpfDigits]);

  const set = (key: keyof Form, value: string, errorKey: string = key) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[errorKey]) setErrors(({ [errorKey]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const body = {
      cpf: form.cpf,
      nome: form.nome,
      telefone: form.telefone,
      // DD/MM/AAAA as typed; what is not a day goes as typed and gets the field's message.
      dataNascimento: brDateToIso(form.dataNascimento) ?? form.dataNascimento,
      valorCompraCents: parseReaisToCents(form.valor) ?? undefined,
      senha: form.senha,
    };
    const parsed = validatePurchaseSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      // The spec's sentence once, in the toast; under each field, what to fix there.
      setErrors(inlineFieldErrors(found, loyaltyMessages.required));
      const missing = Object.values(found).includes(loyaltyMessages.required);
      notify.error(missing ? loyaltyMessages.required : (Object.values(found)[0] ?? loyaltyMessages.required));
      return;
    }
    sending.current = true;
    try {
      const result = await validate.mutateAsync({ ...parsed.data, idempotencyKey: attemptKey.current });
      // Counted: the next validation is a new attempt with a new key.
      attemptKey.current = crypto.randomUUID();
      notify.success(loyaltyMessages.validated(result.pontosAdicionados, result.totalPontos));
      onValidated(result);
    } catch (err) {
      if (!(err instanceof ApiClientError) || err.status >= 500 || err.status === 0) {
        notify.error(err instanceof ApiClientError && err.status === 0 ? err.message : loyaltyMessages.validateError);
        return;
      }
      if (err.code === 'pin_not_set') onPinMissing();
      const fields = refusedFields(err);
      if (err.code === 'wrong_pin') setErrors({ senha: err.message });
      else if (fields) setErrors(fields);
      notify.error(err.message);
    } finally {
      sending.current = false;
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold">Dados do cliente</h2>
      <p className="text-sm text-slate-600">Todos os campos são obrigatórios.</p>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field label="CPF" required error={errors.cpf}>
          <Input
            value={form.cpf}
            onChange={(e) => set('cpf', formatCpf(e.target.value))}
            inputMode="numeric"
            placeholder="000.000.000-00"
            autoComplete="off"
            autoFocus
          />
        </Field>
        <Field label="Nome" required error={errors.nome}>
          <Input value={form.nome} onChange={(e) => set('nome', e.target.value)} maxLength={120} autoComplete="off" />
        </Field>
        {customer !== undefined && (
          <p
            className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-2"
            role="status"
          >
            {customer ? (
              <>
                <UserRoundCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
                <span>
                  Cliente cadastrado: <strong>{customer.nome}</strong>, {customer.pontos}{' '}
                  {customer.pontos === 1 ? 'ponto' : 'pontos'}
                  {customer.pontosAReceber > 0 && (
                    <>
                      {' '}
                      e <strong>{customer.pontosAReceber}</strong> a receber (pedidos online ainda não entregues)
                    </>
                  )}
                  .{' '}
                  {customer.girosPendentes.length > 0
                    ? 'Tem um giro da roleta para usar!'
                    : purchasesLeftMessage(customer.comprasParaProximoGiro, valorMinimoCents)}
                </span>
              </>
            ) : (
              <>
                <UserRoundPlus className="mt-0.5 h-4 w-4 shrink-0 text-blue-700" aria-hidden="true" />
                <span>Cliente novo: ele será cadastrado ao validar a compra.</span>
              </>
            )}
          </p>
        )}
        <Field label="Telefone" required error={errors.telefone}>
          <Input
            value={form.telefone}
            onChange={(e) => set('telefone', formatPhone(e.target.value))}
            type="tel"
            inputMode="tel"
            placeholder="(11) 98765-4321"
            autoComplete="off"
          />
        </Field>
        <Field label="Data de nascimento" required error={errors.dataNascimento}>
          <DateInput value={form.dataNascimento} onValueChange={(v) => set('dataNascimento', v)} />
        </Field>
        <Field label="Valor da compra" required error={errors.valorCompraCents}>
          <DecimalInput value={form.valor} onValueChange={(v) => set('valor', v, 'valorCompraCents')} />
        </Field>
        <Field label="Senha do lojista" required error={errors.senha}>
          <PinInput value={form.senha} onValueChange={(v) => set('senha', v)} autoComplete="off" />
        </Field>
        <Button type="submit" size="lg" loading={validate.isPending} className="sm:col-span-2">
          <BadgeCheck className="h-5 w-5" aria-hidden="true" />
          Validar Cliente
        </Button>
      </form>
    </Card>
  );
}
