import { useId } from 'react';
import type { StaffRole } from '../../../../shared/permissions.ts';
import { cn } from '../../../components/ui/cn.ts';
import { roleChoices } from './staff-texts.ts';

interface RoleChoiceProps {
  value: StaffRole | '';
  onChange: (role: StaffRole) => void;
  error?: string;
}

/** Gerente or Caixa, each with a line on what it may do (radio cards, arrows move between them). */
export function RoleChoice({ value, onChange, error }: RoleChoiceProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        Papel{' '}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid gap-2">
        {roleChoices.map((choice) => {
          const checked = value === choice.role;
          return (
            <label
              key={choice.role}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={`${id}-papel`}
                value={choice.role}
                checked={checked}
                onChange={() => onChange(choice.role)}
                aria-describedby={`${id}-${choice.role}`}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{choice.label}</span>
                <span id={`${id}-${choice.role}`} className="block text-sm text-slate-600">
                  {choice.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
