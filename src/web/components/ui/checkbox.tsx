import { Check } from 'lucide-react';
import { Checkbox as C } from 'radix-ui';
import { useId } from 'react';

interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
}

export function Checkbox({ checked, onCheckedChange, label }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <C.Root
        id={id}
        checked={checked}
        onCheckedChange={(v) => onCheckedChange(v === true)}
        className="flex h-6 w-6 items-center justify-center rounded border-2 border-slate-400 bg-white data-[state=checked]:border-emerald-700 data-[state=checked]:bg-emerald-700"
      >
        <C.Indicator>
          <Check className="h-4 w-4 text-white" strokeWidth={3} />
        </C.Indicator>
      </C.Root>
      <label htmlFor={id} className="cursor-pointer select-none text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
