import { CANCEL_REASON_MAX, CANCEL_REASONS, orderMessages } from '../../../../shared/contracts/owner-orders.ts';

/** The choice in the cancel dialog: one of the listed reasons, or 'Outro' with the owner's words. */
export const OTHER_REASON = 'Outro';
export type CancelChoice = (typeof CANCEL_REASONS)[number] | typeof OTHER_REASON | '';

export const cancelChoices: readonly Exclude<CancelChoice, ''>[] = [...CANCEL_REASONS, OTHER_REASON];

export type CancelReasonCheck =
  | { ok: true; motivo: string }
  | { ok: false; field: 'choice' | 'other'; message: string };

/** The reason to send, checked as the server checks it (required, at most 200 characters). */
export function cancelReasonFrom(choice: CancelChoice, other: string): CancelReasonCheck {
  if (choice === '') return { ok: false, field: 'choice', message: orderMessages.reasonRequired };
  if (choice !== OTHER_REASON) return { ok: true, motivo: choice };
  const motivo = other.trim();
  if (motivo === '') return { ok: false, field: 'other', message: orderMessages.reasonRequired };
  if (motivo.length > CANCEL_REASON_MAX) {
    return { ok: false, field: 'other', message: `O motivo pode ter até ${CANCEL_REASON_MAX} caracteres.` };
  }
  return { ok: true, motivo };
}
