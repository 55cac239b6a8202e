import type { ComponentProps, SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';

const base =
  'block w-full rounded-lg border bg-white px-3 text-base text-ink shadow-sm placeholder:text-slate-400 ' +
  'focus:outline-none focus:ring-2 focus:ring-brand-600/30 focus:border-brand-600 disabled:bg-slate-100';

function border(invalid?: boolean) {
  return invalid ? 'border-red-600' : 'border-slate-300';
}

/** A text input; `ref` reaches the <input> (React 19 passes it as a prop). */
export function Input({ className, ...rest }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(base, 'h-11 read-only:bg-slate-50', border(rest['aria-invalid'] === true), className)}
      {...rest}
    />
  );
}

/** A multi-line input; `ref` reaches the <textarea>. */
export function Textarea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={cn(base, 'py-2', border(rest['aria-invalid'] === true), className)} {...rest} />;
}

export function Select({ className, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select className={cn(base, 'h-11 pr-8', border(rest['aria-invalid'] === true), className)} {...rest}>
      {children}
    </select>
  );
}
