import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { buttonClasses } from './ui/button.tsx';

/** The title of an owner sub-screen with its 'Voltar' button to the panel (spec part 1, owner sub-screens). */
export function OwnerPageHeader({
  title,
  description,
  icon,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 items-center gap-3">
        {icon && (
          <span
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white"
            aria-hidden="true"
          >
            {icon}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <p className="text-slate-600">{description}</p>}
        </div>
      </div>
      <Link to={paths.ownerHome.href()} className={buttonClasses('secondary', 'md')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Voltar
      </Link>
    </div>
  );
}
