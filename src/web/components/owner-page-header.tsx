import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { buttonClasses } from './ui/button.tsx';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
}

/** The top of an owner sub-screen: 'Voltar' to /lojista (or `backTo`), the title and the screen's own actions. */
export function OwnerPageHeader({
  title,
  subtitle,
  icon,
  actions,
  backTo = paths.ownerHome.href(),
}: PageHeaderProps & { backTo?: string }) {
  return (
    <div className="mb-6 space-y-4">
      <Link to={backTo} className={buttonClasses('secondary', 'sm')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Voltar
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {icon && (
            <span
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
              aria-hidden="true"
            >
              {icon}
            </span>
          )}
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {subtitle && <p className="text-slate-600">{subtitle}</p>}
          </div>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
