import type { ComponentProps } from 'react';
import { Input } from './input.tsx';

export type MaskedInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A text field typed on the numeric keypad whose separators are added as the digits come: the one
 * base of the date and time fields, whose format is Brazil's whatever the device's language.
 */
export function MaskedInput({
  value,
  onValueChange,
  mask,
  ...rest
}: MaskedInputProps & { mask: (typed: string) => string }) {
  return (
    <Input
      autoComplete="off"
      {...rest}
      type="text"
      inputMode="numeric"
      value={value}
      onChange={(e) => onValueChange(mask(e.target.value))}
    />
  );
}
