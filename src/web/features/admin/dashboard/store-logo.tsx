import { useState } from 'react';
import { responsiveImage } from '../../../../shared/image-url.ts';
import { cn } from '../../../components/ui/cn.ts';

/** The shop's logo, or the first letter of its name when it has none (or the image fails). */
export function StoreLogo({ name, url, className }: { name: string; url: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <img
        {...responsiveImage(url, '48px')}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('h-10 w-10 shrink-0 rounded-lg border border-slate-200 bg-white object-cover', className)}
      />
    );
  }
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase('pt-BR') ?? '?';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-lg font-bold text-brand-700',
        className,
      )}
    >
      {initial}
    </span>
  );
}
