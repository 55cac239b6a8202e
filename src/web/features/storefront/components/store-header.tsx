import { MapPin, Phone, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicStore } from '../../../../shared/contracts/storefront.ts';
import { responsiveImage } from '../../../../shared/image-url.ts';
import { formatPhone } from '../../../../shared/phone.ts';
import { OpenNowBadge } from './opening-status.tsx';

export function telHref(phone: string): string {
  return `tel:+55${phone.replace(/\D/g, '')}`;
}

/**
 * The shop's name, whether it is open now, its rating (only a real one, from satisfaction
 * surveys), address and phone on its brand colour. `aside` sits at the right (a cart badge).
 */
export function StoreHeader({ store, aside }: { store: PublicStore; aside?: ReactNode }) {
  const picture = store.logoUrl ?? store.fotoUrl;
  const place = [store.endereco, store.cidade].filter(Boolean).join(' - ');
  return (
    <header className="bg-gradient-to-br from-brand-700 to-brand-600 text-white">
      <div className="mx-auto flex max-w-7xl items-start gap-4 px-4 py-5 sm:px-6 sm:py-8">
        {picture ? (
          <img
            {...responsiveImage(picture, '(min-width: 640px) 80px, 64px')}
            alt={`Logo de ${store.nomeEmpresa}`}
            width={64}
            height={64}
            fetchPriority="high"
            className="h-16 w-16 shrink-0 rounded-2xl bg-white object-cover ring-2 ring-white/60 sm:h-20 sm:w-20"
          />
        ) : (
          <span
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-white text-2xl font-extrabold text-brand-700 sm:h-20 sm:w-20 sm:text-3xl"
            aria-hidden="true"
          >
            {store.nomeEmpresa.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-extrabold leading-tight tracking-tight sm:text-3xl">
            {store.nomeEmpresa}
          </h1>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium">
            <OpenNowBadge store={store} />
            <StoreRating rating={store.avaliacao} />
          </div>
          <div className="mt-2 flex flex-col gap-1 text-sm text-white/95 sm:flex-row sm:flex-wrap sm:gap-x-5">
            {place ? (
              <p className="flex items-start gap-1.5">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <span>{place}</span>
              </p>
            ) : null}
            <a href={telHref(store.telefone)} className="flex items-center gap-1.5 underline-offset-2 hover:underline">
              <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
              {formatPhone(store.telefone)}
            </a>
          </div>
        </div>
        {aside}
      </div>
    </header>
  );
}

/** The satisfaction surveys' average; no line at all while the shop has no ratings. */
function StoreRating({ rating }: { rating: PublicStore['avaliacao'] }) {
  if (!rating || rating.total === 0) return null;
  const average = rating.media.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="flex items-center gap-1.5" data-testid="store-rating">
      <Star className="h-4 w-4 fill-amber-300 text-amber-300" aria-hidden="true" />
      <span>
        {average} ({rating.total} {rating.total === 1 ? 'avaliação' : 'avaliações'})
      </span>
    </p>
  );
}
