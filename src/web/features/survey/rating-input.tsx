import { Star } from 'lucide-react';
import { useId } from 'react';
import { ratingLabels } from '../../../shared/surveys.ts';
import { cn } from '../../components/ui/cn.ts';

const RATINGS = [1, 2, 3, 4, 5];

export const ratingName = (n: number) => `${n} - ${ratingLabels[n]}`;

interface RatingInputProps {
  /** The question: the group's name. */
  label: string;
  /** 1 to 5, or 0 while not chosen. */
  value: number;
  onChange: (value: number) => void;
  /** The shared `name` of the five radios. */
  name: string;
  error?: string;
  /** The question's number, shown before it. */
  number: number;
}

/**
 * One question with five stars, as native radios: a tap or a click chooses; Tab reaches the group,
 * the arrow keys move and choose (as every radio group), the focus is drawn around the star. Each
 * option is announced as '1 - Péssimo' to '5 - Excelente'.
 */
export function RatingInput({ label, value, onChange, name, error, number }: RatingInputProps) {
  const id = useId();
  return (
    <fieldset
      className={cn('rounded-2xl border bg-white p-4 sm:p-5', error ? 'border-red-600' : 'border-slate-200')}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="sr-only">{label}</legend>
      <p className="flex gap-2 text-base font-semibold text-ink" aria-hidden="true">
        <span className="text-brand-700">{number}.</span>
        <span>{label}</span>
      </p>
      <div className="mt-3 grid grid-cols-5 gap-1.5 sm:gap-2">
        {RATINGS.map((n) => {
          const lit = value >= n;
          return (
            <label key={n} className="group relative block cursor-pointer">
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-label={ratingName(n)}
                // Invisible over the whole star: the tap or click lands on the radio itself.
                className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              <span
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-0.5 rounded-xl border-2 transition-colors',
                  'peer-focus-visible:ring-4 peer-focus-visible:ring-brand-600/50 peer-focus-visible:border-brand-700',
                  value === n
                    ? 'border-amber-500 bg-amber-50'
                    : 'border-slate-200 bg-white group-hover:border-amber-300 group-hover:bg-amber-50/50',
                )}
                aria-hidden="true"
              >
                <Star
                  className={cn('h-7 w-7', lit ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-400')}
                />
                <span className={cn('text-sm font-bold tabular-nums', lit ? 'text-amber-800' : 'text-slate-600')}>
                  {n}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <div className="mt-2 flex items-baseline justify-between gap-2 text-xs text-slate-600" aria-hidden="true">
        <span>{ratingLabels[1]}</span>
        <span className="text-center text-sm font-semibold text-amber-900">{value ? ratingName(value) : ''}</span>
        <span>{ratingLabels[5]}</span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
