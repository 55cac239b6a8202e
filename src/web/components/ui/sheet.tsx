import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Sticks under the scrolling content (e.g. the total and the main button). */
  footer?: ReactNode;
}

/** A panel that slides up from the bottom of a phone's screen (Radix dialog: focus trapped, Escape closes). */
export function Sheet({ open, onOpenChange, title, children, footer }: SheetProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <D.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none motion-safe:animate-[sheet-up_200ms_ease-out]">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <D.Title className="text-lg font-bold text-ink">{title}</D.Title>
            <D.Description className="sr-only">{title}</D.Description>
            <D.Close
              className="-mr-2 flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              aria-label="Fechar"
            >
              <X className="h-5 w-5" />
            </D.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-3">{children}</div>
          {footer ? (
            <div className="border-t border-slate-200 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              {footer}
            </div>
          ) : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
