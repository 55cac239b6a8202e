import type { ReactNode } from 'react';

/** What happens after an order, as a numbered list. */
export function NextSteps({ steps }: { steps: ReactNode[] }) {
  return (
    <section aria-labelledby="proximos-passos">
      <h2 id="proximos-passos" className="text-lg font-bold">
        Próximos passos
      </h2>
      <ol className="mt-3 space-y-3">
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <li key={i} className="flex gap-3">
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {i + 1}
            </span>
            <p className="pt-0.5 text-slate-700">{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
