import { formatTimeInput } from '../../../shared/calendar.ts';
import { MaskedInput, type MaskedInputProps } from './masked-input.tsx';

/**
 * The one time field: HH:MM on the 24-hour clock whatever the browser's language, typed on the
 * numeric keypad with the colon added as the digits come. Not `type="time"`, which shows AM/PM on a
 * device set to English.
 */
export function TimeInput(props: MaskedInputProps) {
  return <MaskedInput placeholder="HH:MM" maxLength={5} {...props} mask={formatTimeInput} />;
}
