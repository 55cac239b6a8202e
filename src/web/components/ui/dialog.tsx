import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  /** 'large': full screen on a phone, a wide panel of fixed height (scrolling inside) from `sm` on. */
  size?: 'default' | 'large';
  /** Where focus goes on close when the dialog was not opened by a Radix trigger (preventDefault to move it). */
  onCloseAutoFocus?: (event: Event) => void;
}

const sizes = {
  default: {
    content: 'left-1/2 top-1/2 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6',
    body: 'mt-4',
  },
  large: {
    content:
      'inset-0 flex flex-col p-4 sm:inset-auto sm:left-1/2 sm:top-1/2 sm:h-[min(52rem,calc(100dvh-4rem))] ' +
      'sm:w-[calc(100vw-4rem)] sm:max-w-5xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
    body: 'mt-4 min-h-0 flex-1 overflow-y-auto',
  },
} as const;

/** A modal dialog on Radix: focus trapped, Escape closes, title announced. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  size = 'default',
  onCloseAutoFocus,
}: DialogProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/60 backdrop-blur-[2px]" />
        <D.Content
          className={cn('fixed z-50 bg-white shadow-xl focus:outline-none', sizes[size].content, className)}
          aria-describedby={description ? undefined : undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <D.Title className="pr-8 text-lg font-bold text-ink">{title}</D.Title>
          {description ? (
            <D.Description className="mt-1 text-sm text-slate-600">{description}</D.Description>
          ) : (
            <D.Description className="sr-only">{title}</D.Description>
          )}
          <div className={sizes[size].body}>{children}</div>
          <D.Close
            className="absolute right-4 top-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink"
            aria-label="Fechar"
          >
            <X className="h-5 w-5" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
