import type { ComponentProps } from 'react';
import { formatDateInput } from '../../../shared/dates.ts';
import { Input } from './input.tsx';

type DateInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The date as typed, DD/MM/AAAA (convert with brDateToIso / isoToBrDate from src/shared/dates.ts). */
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * The one date field: DD/MM/AAAA whatever the browser's language, typed on the numeric keypad with
 * the slashes added as the digits come. Not `type="date"`, whose format follows the device.
 */
export function DateInput({ value, onValueChange, ...rest }: DateInputProps) {
  return (
    <Input
      autoComplete="off"
      {...rest}
      type="text"
      inputMode="numeric"
      placeholder="DD/MM/AAAA"
      maxLength={10}
      value={value}
      onChange={(e) => onValueChange(formatDateInput(e.target.value))}
    />
  );
}
