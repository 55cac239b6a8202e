import type { ReactNode } from 'react';
import { Brand } from './brand.tsx';

/** The frame of the sign-in and sign-up screens. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-slate-50">
      <header className="mx-auto flex max-w-5xl items-center px-4 py-5 sm:px-6">
        <Brand />
      </header>
      <main className="mx-auto max-w-xl px-4 pb-16 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-slate-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
