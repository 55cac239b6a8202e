import type { ComponentProps } from 'react';
import { onlyDigits } from '../../../shared/document.ts';
import { PasswordInput } from './password-input.tsx';

interface PinInputProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> {
  value: string;
  onValueChange: (digits: string) => void;
}

/** A numeric secret (the loyalty PIN): digits only, hidden by default, with the show/hide toggle. */
export function PinInput({ value, onValueChange, maxLength = 8, ...rest }: PinInputProps) {
  return (
    <PasswordInput
      {...rest}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={maxLength}
      value={value}
      onChange={(e) => onValueChange(onlyDigits(e.target.value).slice(0, maxLength))}
    />
  );
}
