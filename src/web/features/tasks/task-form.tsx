import { ListPlus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  normaliseWeekdays,
  TASK_NAME_MAX,
  type TaskFields,
  type TaskTemplate,
  taskInputSchema,
  taskMessages,
} from '../../../shared/contracts/tasks.ts';
import { messages } from '../../../shared/messages.ts';
import { WEEKDAYS, WEEKDAYS_SHORT } from '../../../shared/opening-hours.ts';
import { RecordFormActions } from '../../components/record-form-actions.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { fieldErrors, inlineFieldErrors, showSubmitError } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

interface TaskFormProps {
  /** The template being edited; null for a new one. */
  editing: TaskTemplate | null;
  saving: boolean;
  onSubmit: (input: TaskFields) => Promise<void>;
  onCancelEdit: () => void;
}

/** A task's name and the weekdays it repeats on (0 Domingo to 6 Sábado), checked here and on the server. */
export function TaskForm({ editing, saving, onSubmit, onCancelEdit }: TaskFormProps) {
  const [nome, setNome] = useState('');
  const [dias, setDias] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const daysId = useId();

  useEffect(() => {
    setNome(editing?.nome ?? '');
    setDias(editing?.diasSemana ?? []);
    setErrors({});
    if (editing) nameRef.current?.focus();
  }, [editing]);

  function toggleDay(day: number) {
    setDias((current) =>
      normaliseWeekdays(current.includes(day) ? current.filter((d) => d !== day) : [...current, day]),
    );
    setErrors(({ diasSemana: _, ...rest }) => rest);
  }

  function showErrors(found: Record<string, string>) {
    setErrors(inlineFieldErrors(found, taskMessages.required));
    const missing = Object.values(found).includes(taskMessages.required);
    notify.error(missing ? taskMessages.required : (Object.values(found)[0] ?? messages.invalidInput));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = taskInputSchema.safeParse({ nome, diasSemana: dias });
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      await onSubmit(parsed.data);
      if (!editing) {
        setNome('');
        setDias([]);
        nameRef.current?.focus();
      }
      setErrors({});
    } catch (err) {
      showSubmitError(err, { setErrors: showErrors, fallback: taskMessages.saveError, fieldsSpeak: true });
    }
  }

  const allChosen = dias.length === 7;
  const daysError = errors.diasSemana;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Nome da tarefa" required error={errors.nome}>
        <Input
          ref={nameRef}
          name="nome"
          value={nome}
          onChange={(e) => {
            setNome(e.target.value);
            setErrors(({ nome: _, ...rest }) => rest);
          }}
          autoComplete="off"
          maxLength={TASK_NAME_MAX}
          placeholder="Ex.: Limpar a vitrine"
        />
      </Field>
      <fieldset aria-describedby={daysError ? `${daysId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          Dias da semana
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="grid grid-cols-7 gap-1.5">
          {ALL_DAYS.map((day) => {
            const on = dias.includes(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={on}
                aria-label={WEEKDAYS[day]}
                title={WEEKDAYS[day]}
                onClick={() => toggleDay(day)}
                className={cn(
                  'h-11 rounded-lg border text-sm font-semibold transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40',
                  on
                    ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                  daysError && !on && 'border-red-600',
                )}
              >
                {WEEKDAYS_SHORT[day]}
              </button>
            );
          })}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="mt-1"
          onClick={() => {
            setDias(allChosen ? [] : ALL_DAYS);
            setErrors(({ diasSemana: _, ...rest }) => rest);
          }}
        >
          {allChosen ? 'Limpar dias' : 'Marcar todos os dias'}
        </Button>
        {daysError && (
          <p id={`${daysId}-error`} className="mt-1.5 text-sm text-red-700" role="alert">
            {daysError}
          </p>
        )}
      </fieldset>
      <RecordFormActions
        editing={Boolean(editing)}
        saving={saving}
        onCancelEdit={onCancelEdit}
        createLabel="Cadastrar tarefa"
        createIcon={<ListPlus className="h-4 w-4" aria-hidden="true" />}
      />
    </form>
  );
}
