import { AlertDialog as A } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Extra content between the question and the buttons (what is about to be affected). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: ButtonVariant;
  loading?: boolean;
  onConfirm: () => void;
}

/**
 * A question that needs an answer before something irreversible: focus starts on Cancelar, Escape
 * cancels, and a click outside does not count as a yes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  variant = 'danger',
  loading,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <A.Root open={open} onOpenChange={(next) => !loading && onOpenChange(next)}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-slate-900/60 backdrop-blur-[2px]" />
        <A.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md overflow-y-auto -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <A.Title className="text-lg font-bold text-ink">{title}</A.Title>
          <A.Description className="mt-2 text-slate-700">{description}</A.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel asChild>
              <Button variant="secondary" disabled={loading}>
                {cancelLabel}
              </Button>
            </A.Cancel>
            <Button
              variant={variant}
              loading={loading}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
