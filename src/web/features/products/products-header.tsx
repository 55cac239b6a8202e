import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { buttonClasses } from '../../components/ui/button.tsx';

/** Title, the spec's 'Voltar' to the panel, and the link to the sibling screen. */
export function ProductsHeader({ title, subtitle, action }: { title: string; subtitle: ReactNode; action: ReactNode }) {
  return (
    <div className="space-y-4">
      <Link to={paths.ownerHome.href()} className={buttonClasses('ghost', 'sm', '-ml-2')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Voltar
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-slate-600">{subtitle}</p>
        </div>
        {action}
      </div>
    </div>
  );
}
