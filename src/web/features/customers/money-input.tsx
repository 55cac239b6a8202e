import type { InputHTMLAttributes } from 'react';
import { onlyDigits } from '../../../shared/document.ts';
import { formatCents } from '../../../shared/money.ts';
import { Input } from '../../components/ui/input.tsx';

const MAX_DIGITS = 11;

/**
 * An amount in reais typed as on a card machine: digits fill from the cents (5, 0, 0, 0 → R$ 50,00).
 * Nothing to parse, nothing ambiguous about commas and dots.
 */
export function MoneyInput({
  cents,
  onCentsChange,
  ...rest
}: { cents: number; onCentsChange: (cents: number) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
>) {
  return (
    <Input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="R$ 0,00"
      value={cents > 0 ? formatCents(cents) : ''}
      onChange={(e) => onCentsChange(Number(onlyDigits(e.target.value).slice(-MAX_DIGITS) || '0'))}
      className="text-right tabular-nums"
    />
  );
}
