import { Heart } from 'lucide-react';
import { paths } from '../../shared/paths.ts';
import { AppLink } from './app-link.tsx';
import { cn } from './ui/cn.ts';

export const PRODUCT_NAME = 'FidelizaLoja';

export function Brand({ inverse, className }: { inverse?: boolean; className?: string }) {
  return (
    <AppLink to={paths.home.href()} className={cn('inline-flex items-center gap-2 font-extrabold', className)}>
      <span
        className={cn(
          'inline-flex h-9 w-9 items-center justify-center rounded-xl',
          inverse ? 'bg-white text-brand-700' : 'bg-brand-600 text-white',
        )}
      >
        <Heart className="h-5 w-5" fill="currentColor" aria-hidden="true" />
      </span>
      <span className={cn('text-xl tracking-tight', inverse ? 'text-white' : 'text-ink')}>{PRODUCT_NAME}</span>
    </AppLink>
  );
}
