import { UserPlus } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { brDateToIso, formatIsoDay } from '../../../shared/calendar.ts';
import {
  type Employee,
  type EmployeeFields,
  type EmployeeInput,
  employeeInputSchema,
  employeeMessages,
} from '../../../shared/contracts/employees.ts';
import { messages } from '../../../shared/messages.ts';
import { formatHundredths, parseReaisToCents } from '../../../shared/money.ts';
import { RecordFormActions } from '../../components/record-form-actions.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { DecimalInput } from '../../components/ui/decimal-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { fieldErrors, inlineFieldErrors, showSubmitError } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';

interface FormState {
  nome: string;
  nascimento: string;
  meta: string;
  contratacao: string;
}

const empty: FormState = { nome: '', nascimento: '', meta: '', contratacao: '' };

function fromEmployee(e: Employee): FormState {
  return {
    nome: e.nome,
    nascimento: formatIsoDay(e.dataNascimento),
    meta: formatHundredths(e.metaMesCents),
    contratacao: formatIsoDay(e.dataContratacao),
  };
}

/** A typed date goes as its ISO day; an incomplete one as typed, so the rule names it. */
const dateOf = (typed: string) => (typed.trim() === '' ? '' : (brDateToIso(typed) ?? typed));

/** What the form sends: an empty goal is left out, so the rule says the field is missing. */
function toInput(form: FormState): Partial<EmployeeInput> {
  const meta = form.meta.trim();
  return {
    nome: form.nome,
    dataNascimento: dateOf(form.nascimento),
    metaMesCents: meta === '' ? undefined : (parseReaisToCents(meta) ?? -1),
    dataContratacao: dateOf(form.contratacao),
  };
}

interface EmployeeFormProps {
  /** The employee being edited; null for a new one. */
  editing: Employee | null;
  saving: boolean;
  onSubmit: (input: EmployeeFields) => Promise<void>;
  onCancelEdit: () => void;
}

/** Name, birth date, monthly goal and hire date: every field required, checked here and on the server. */
export function EmployeeForm({ editing, saving, onSubmit, onCancelEdit }: EmployeeFormProps) {
  const [form, setForm] = useState<FormState>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setForm(editing ? fromEmployee(editing) : empty);
    setErrors({});
    if (editing) nameRef.current?.focus();
  }, [editing]);

  const set = (key: keyof FormState, field: keyof EmployeeInput) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  function showErrors(found: Record<string, string>) {
    setErrors(inlineFieldErrors(found, employeeMessages.required));
    const missing = Object.values(found).includes(employeeMessages.required);
    notify.error(missing ? employeeMessages.required : (Object.values(found)[0] ?? messages.invalidInput));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = employeeInputSchema.safeParse(toInput(form));
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      await onSubmit(parsed.data);
      if (!editing) {
        setForm(empty);
        nameRef.current?.focus();
      }
      setErrors({});
    } catch (err) {
      showSubmitError(err, { setErrors: showErrors, fallback: employeeMessages.saveError, fieldsSpeak: true });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label="Nome completo" required error={errors.nome} className="sm:col-span-2">
        <Input
          ref={nameRef}
          name="nome"
          value={form.nome}
          onChange={(e) => set('nome', 'nome')(e.target.value)}
          autoComplete="off"
          maxLength={120}
          placeholder="Ex.: Maria da Silva"
        />
      </Field>
      <Field label="Data de nascimento" required error={errors.dataNascimento}>
        <DateInput value={form.nascimento} onValueChange={set('nascimento', 'dataNascimento')} />
      </Field>
      <Field label="Data de contratação" required error={errors.dataContratacao}>
        <DateInput value={form.contratacao} onValueChange={set('contratacao', 'dataContratacao')} />
      </Field>
      <Field
        label="Meta de vendas do mês"
        required
        error={errors.metaMesCents}
        hint="Valor que o funcionário deve vender por mês."
        className="sm:col-span-2"
      >
        <DecimalInput value={form.meta} onValueChange={set('meta', 'metaMesCents')} />
      </Field>
      <RecordFormActions
        editing={Boolean(editing)}
        saving={saving}
        onCancelEdit={onCancelEdit}
        createLabel="Cadastrar funcionário"
        createIcon={<UserPlus className="h-4 w-4" aria-hidden="true" />}
        className="sm:col-span-2"
      />
    </form>
  );
}
