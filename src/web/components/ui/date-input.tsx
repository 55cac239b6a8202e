import { formatDateInput } from '../../../shared/calendar.ts';
import { MaskedInput, type MaskedInputProps } from './masked-input.tsx';

/**
 * The one date field: DD/MM/AAAA whatever the browser's language, typed on the numeric keypad with
 * the slashes added as the digits come. Not `type="date"`, whose format follows the device.
 * The value is the date as typed (convert with brDateToIso / formatIsoDay from src/shared/calendar.ts).
 */
export function DateInput(props: MaskedInputProps) {
  return <MaskedInput placeholder="DD/MM/AAAA" maxLength={10} {...props} mask={formatDateInput} />;
}
