import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicStore } from '../../../../shared/contracts/storefront.ts';
import { formatPhone } from '../../../../shared/phone.ts';
import { OpenNowBadge, WeekHours } from './opening-status.tsx';
import { telHref } from './store-header.tsx';

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 p-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <h2 className="font-semibold text-ink">{title}</h2>
        <div className="mt-0.5 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** Opening hours (the owner's own, with 'Aberto agora'/'Fechado agora'), address and contact. */
export function StoreInfo({ store }: { store: PublicStore }) {
  return (
    <section
      aria-label="Informações da loja"
      className="grid divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-3 md:divide-x md:divide-y-0"
    >
      <Block icon={<Clock className="h-5 w-5" aria-hidden="true" />} title="Horário de funcionamento">
        <OpenNowBadge store={store} className="mb-1.5" />
        <WeekHours store={store} />
      </Block>
      <Block icon={<MapPin className="h-5 w-5" aria-hidden="true" />} title="Endereço">
        {store.endereco || store.cidade ? (
          <>
            {store.endereco ? <p>{store.endereco}</p> : null}
            {store.cidade ? <p>{store.cidade}</p> : null}
          </>
        ) : (
          <p>Endereço não informado</p>
        )}
      </Block>
      <Block icon={<Phone className="h-5 w-5" aria-hidden="true" />} title="Contato">
        <p>
          <a className="font-medium text-brand-700 underline-offset-2 hover:underline" href={telHref(store.telefone)}>
            {formatPhone(store.telefone)}
          </a>
        </p>
        <p className="flex min-w-0 items-start gap-1">
          <Mail className="mt-0.5 h-3.5 w-3.5 shrink-0 text-slate-500" aria-hidden="true" />
          <a
            className="break-all font-medium text-brand-700 underline-offset-2 hover:underline"
            href={`mailto:${store.email}`}
          >
            {store.email}
          </a>
        </p>
      </Block>
    </section>
  );
}
