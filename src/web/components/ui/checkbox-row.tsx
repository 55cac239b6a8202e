import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** What a checkbox takes (the Radix one in checkbox.tsx and the native one). */
export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
}

/** The box's look, checked (`data-state`) or not: one for the Radix box and the native one. */
export const CHECKBOX_BOX =
  'flex h-6 w-6 items-center justify-center rounded border-2 border-slate-400 bg-white data-[state=checked]:border-emerald-700 data-[state=checked]:bg-emerald-700';

/** A box and its label beside it. */
export function CheckboxRow({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      {children}
      <label htmlFor={id} className="cursor-pointer select-none text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

export function CheckMark() {
  return <Check className="h-4 w-4 text-white" strokeWidth={3} />;
}

/**
 * The same box as a native `<input type="checkbox">`, for the public pages (without Radix's code,
 * docs/decisions/031-lean-public-entry.md): it looks the same and is a checkbox to the keyboard
 * and to screen readers, as the Radix one is.
 */
export function NativeCheckbox({ checked, onCheckedChange, label }: CheckboxProps) {
  const id = useId();
  return (
    <CheckboxRow id={id} label={label}>
      <span className="relative flex">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          data-state={checked ? 'checked' : 'unchecked'}
          className={`${CHECKBOX_BOX} cursor-pointer appearance-none`}
        />
        {checked && (
          <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <CheckMark />
          </span>
        )}
      </span>
    </CheckboxRow>
  );
}
