import type { ComponentProps } from 'react';
import { formatTimeInput } from '../../../shared/dates.ts';
import { Input } from './input.tsx';

type TimeInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The time as typed, HH:MM on the 24-hour clock. */
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * The one time field: HH:MM on the 24-hour clock whatever the browser's language, typed on the
 * numeric keypad with the colon added as the digits come. Not `type="time"`, which shows AM/PM on a
 * device set to English.
 */
export function TimeInput({ value, onValueChange, ...rest }: TimeInputProps) {
  return (
    <Input
      autoComplete="off"
      {...rest}
      type="text"
      inputMode="numeric"
      placeholder="HH:MM"
      maxLength={5}
      value={value}
      onChange={(e) => onValueChange(formatTimeInput(e.target.value))}
    />
  );
}
