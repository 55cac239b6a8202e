import type { InputHTMLAttributes } from 'react';
import { Input } from './input.tsx';

/** An amount in reais: a number input with step 0.01 and the 'R$' prefix. The value is the typed text. */
export function MoneyInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute inset-y-0 left-0 flex w-11 items-center justify-center text-slate-600"
        aria-hidden="true"
      >
        R$
      </span>
      <Input type="number" inputMode="decimal" step="0.01" min="0" placeholder="0,00" {...props} className="pl-11" />
    </div>
  );
}
