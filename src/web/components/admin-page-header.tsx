import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { buttonClasses } from './ui/button.tsx';

/** The top of a super admin sub-screen: 'Voltar' to /super-admin, the title and a line under it. */
export function AdminPageHeader({ title, subtitle, icon }: { title: string; subtitle?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="mb-6 space-y-4">
      <Link to={paths.adminHome.href()} className={buttonClasses('secondary', 'sm')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Voltar
      </Link>
      <div className="flex items-center gap-3">
        {icon && (
          <span
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-slate-900 text-white"
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
    </div>
  );
}
