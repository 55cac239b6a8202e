import { type FormEvent, useEffect, useRef, useState } from 'react';
import { brDateToIso, formatIsoDay } from '../../../shared/calendar.ts';
import {
  type Customer,
  type CustomerInput,
  customerInputSchema,
  customerMessages,
  SEXOS,
  sexoLabels,
  UFS,
} from '../../../shared/contracts/customers.ts';
import { formatCpf } from '../../../shared/document.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { Button } from '../../components/ui/button.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { fieldErrors, inlineFieldErrors, showSubmitError } from '../../lib/form-errors.ts';
import { notifyInvalid } from './form-feedback.ts';

const empty = {
  nome: '',
  cpf: '',
  telefone: '',
  email: '',
  sexo: '',
  dataNascimento: '',
  bairro: '',
  cidade: '',
  estado: '',
  nomeAtendente: '',
};
type FormState = typeof empty;

function fromCustomer(c: Customer): FormState {
  return {
    nome: c.nome,
    cpf: formatCpf(c.cpf),
    telefone: formatPhone(c.telefone),
    email: c.email,
    sexo: c.sexo ?? '',
    dataNascimento: formatIsoDay(c.dataNascimento),
    bairro: c.bairro,
    cidade: c.cidade,
    estado: c.estado,
    nomeAtendente: c.nomeAtendente,
  };
}

function toInput(form: FormState): CustomerInput {
  return {
    ...form,
    sexo: form.sexo === '' ? null : (form.sexo as CustomerInput['sexo']),
    // DD/MM/AAAA as typed; something that is not a day goes as typed and gets the field's message.
    dataNascimento: form.dataNascimento ? (brDateToIso(form.dataNascimento) ?? form.dataNascimento) : null,
    estado: form.estado as CustomerInput['estado'],
  };
}

interface CustomerFormProps {
  /** Editing this customer; without it the form registers a new one. */
  customer?: Customer;
  submitLabel: string;
  pending: boolean;
  /** The message for a failure the user cannot fix (server error, no connection). */
  unexpectedMessage: string;
  /** Resolves when saved; a rejection keeps everything typed. */
  onSubmit: (input: CustomerInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** Nome, CPF and celular (WhatsApp) required; sexo, e-mail, birth date, address and attendant optional. */
export function CustomerForm({
  customer,
  submitLabel,
  pending,
  unexpectedMessage,
  onSubmit,
  onCancel,
}: CustomerFormProps) {
  const [form, setForm] = useState<FormState>(() => (customer ? fromCustomer(customer) : empty));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // After a failed submit, take the user to the first field with a problem (it may be off screen).
  const focusFirstError = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the new messages are on screen
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const showErrors = (fields: Record<string, string>) => {
    focusFirstError.current = true;
    setErrors(inlineFieldErrors(fields, customerMessages.required));
  };

  const set = (key: keyof FormState, format?: (v: string) => string) => (e: { target: { value: string } }) => {
    const value = format ? format(e.target.value) : e.target.value;
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = toInput(form);
    const parsed = customerInputSchema.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      showErrors(found);
      notifyInvalid(found);
      return;
    }
    try {
      await onSubmit(input);
      setErrors({});
      if (!customer) {
        setForm(empty);
        formRef.current?.querySelector<HTMLInputElement>('input[name="nome"]')?.focus();
      }
    } catch (err) {
      showSubmitError(err, { setErrors: showErrors, fallback: unexpectedMessage });
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label="Nome completo" required error={errors.nome} className="sm:col-span-2">
        <Input name="nome" value={form.nome} onChange={set('nome')} autoComplete="off" maxLength={120} />
      </Field>
      <Field label="CPF" required error={errors.cpf}>
        <Input
          value={form.cpf}
          onChange={set('cpf', formatCpf)}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          maxLength={14}
        />
      </Field>
      <Field label="Celular (WhatsApp)" required error={errors.telefone}>
        <Input
          value={form.telefone}
          onChange={set('telefone', formatPhone)}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(11) 98765-4321"
        />
      </Field>
      <Field label="E-mail" error={errors.email}>
        <Input
          value={form.email}
          onChange={set('email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="cliente@email.com"
          maxLength={254}
        />
      </Field>
      <Field label="Sexo" error={errors.sexo}>
        <Select value={form.sexo} onChange={set('sexo')}>
          <option value="">Não informado</option>
          {SEXOS.map((s) => (
            <option key={s} value={s}>
              {sexoLabels[s]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Data de nascimento" error={errors.dataNascimento}>
        <DateInput value={form.dataNascimento} onValueChange={(v) => set('dataNascimento')({ target: { value: v } })} />
      </Field>
      <Field label="Nome do atendente" error={errors.nomeAtendente}>
        <Input value={form.nomeAtendente} onChange={set('nomeAtendente')} autoComplete="off" maxLength={100} />
      </Field>
      <Field label="Bairro" error={errors.bairro}>
        <Input value={form.bairro} onChange={set('bairro')} autoComplete="off" maxLength={100} />
      </Field>
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3">
        <Field label="Cidade" error={errors.cidade}>
          <Input value={form.cidade} onChange={set('cidade')} autoComplete="off" maxLength={100} />
        </Field>
        <Field label="Estado (UF)" error={errors.estado}>
          <Select value={form.estado} onChange={set('estado')}>
            <option value="">UF</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-1 sm:col-span-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
