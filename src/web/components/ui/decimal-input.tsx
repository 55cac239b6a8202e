import type { ComponentProps } from 'react';
import { typeDecimal } from '../../../shared/money.ts';
import { cn } from './cn.ts';
import { Input } from './input.tsx';

type DecimalInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'prefix'> & {
  /** The amount as typed, with a decimal comma ('12,50'); read it with parseReaisToCents. */
  value: string;
  onValueChange: (value: string) => void;
  /** 'R$' for money (the default); null for a plain number such as a percentage. */
  prefix?: string | null;
  decimals?: number;
};

/**
 * The one field for amounts and other decimals: pt-BR, with a comma ('0,75', never '5.00'), on
 * the decimal keypad. Shows values from formatHundredths; a typed dot becomes the comma.
 */
export function DecimalInput({
  value,
  onValueChange,
  prefix = 'R$',
  decimals = 2,
  className,
  ...rest
}: DecimalInputProps) {
  const input = (
    <Input
      autoComplete="off"
      placeholder={decimals > 0 ? `0,${'0'.repeat(decimals)}` : '0'}
      {...rest}
      type="text"
      inputMode="decimal"
      value={value}
      onChange={(e) => onValueChange(typeDecimal(e.target.value, decimals))}
      className={cn('tabular-nums', prefix ? 'pl-11' : null, className)}
    />
  );
  if (!prefix) return input;
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute inset-y-0 left-0 flex w-11 items-center justify-center text-slate-600"
        aria-hidden="true"
      >
        {prefix}
      </span>
      {input}
    </div>
  );
}
