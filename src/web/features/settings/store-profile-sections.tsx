import { Clock, Image as ImageIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { updateOpeningHoursSchema } from '../../../shared/contracts/opening-hours.ts';
import { storeProfileMessages } from '../../../shared/contracts/store-profile.ts';
import {
  type OpeningHours,
  openingHoursMessages,
  SUGGESTED_HOURS,
  WEEK_ORDER,
  WEEKDAYS,
} from '../../../shared/opening-hours.ts';
import { ApiClientError } from '../../api/client.ts';
import { ImagePicker } from '../../components/image-picker.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { cn } from '../../components/ui/cn.ts';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { fieldErrors, showSubmitError } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useStoreProfile } from './api/get-store-profile.ts';
import { useUpdateOpeningHours } from './api/update-opening-hours.ts';
import { useUpdateStoreLogo } from './api/update-store-logo.ts';

/** What the storefront shows of the shop that the owner sets here: its logo and its opening hours. */
export function StoreProfileSections() {
  const profile = useStoreProfile();
  return (
    <QueryState query={profile} what="o perfil da loja" loading={<PageLoading />}>
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <OpeningHoursForm initial={data.horarios} />
          <LogoSection logoId={data.logoId} />
        </div>
      )}
    </QueryState>
  );
}

function LogoSection({ logoId }: { logoId: string | null }) {
  const update = useUpdateStoreLogo();
  const [busy, setBusy] = useState(false);

  async function change(imageId: string | null) {
    try {
      await update.mutateAsync({ imageId });
      notify.success(imageId ? storeProfileMessages.logoSaved : storeProfileMessages.logoRemoved);
    } catch (err) {
      notify.error(err instanceof ApiClientError && err.status !== 0 ? err.message : 'Tente novamente.');
    }
  }

  return (
    <Section icon={<ImageIcon className="h-5 w-5" />} title="Logo da loja" className="lg:self-start">
      <p className="text-sm text-slate-600">Aparece no topo da sua loja online e do painel.</p>
      <ImagePicker
        label="Logo"
        value={logoId}
        onChange={(id) => void change(id)}
        onBusyChange={setBusy}
        maxSide={512}
        hint={busy || update.isPending ? 'Salvando...' : 'JPG, PNG ou WebP. Quadrado fica melhor.'}
      />
    </Section>
  );
}

function OpeningHoursForm({ initial }: { initial: OpeningHours | null }) {
  const update = useUpdateOpeningHours();
  const [days, setDays] = useState<OpeningHours>(() => (initial ?? SUGGESTED_HOURS).map((d) => ({ ...d })));
  const [saved, setSaved] = useState(initial !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function setDay(weekday: number, change: Partial<OpeningHours[number]>) {
    setDays((all) => all.map((d, i) => (i === weekday ? { ...d, ...change } : d)));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !key.startsWith(`horarios.${weekday}.`))));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateOpeningHoursSchema.safeParse({ horarios: days });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      notify.error('Verifique os horários destacados.');
      return;
    }
    try {
      const profile = await update.mutateAsync(parsed.data);
      if (profile.horarios) setDays(profile.horarios.map((d) => ({ ...d })));
      setSaved(true);
      setErrors({});
      notify.success(openingHoursMessages.saved);
    } catch (err) {
      showSubmitError(err, { setErrors, fallback: 'Não foi possível salvar o horário. Tente novamente.' });
    }
  }

  return (
    <Section icon={<Clock className="h-5 w-5" />} title="Horário de funcionamento">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          Sua loja online mostra estes horários e se está “Aberto agora” (horário de Brasília). Para fechar depois da
          meia-noite, use um fechamento menor que a abertura (ex.: 18:00 às 02:00).
        </p>
        {!saved && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
            Sua loja ainda não informou o horário: a loja online mostra “Horário não informado”. Confira o horário
            sugerido abaixo e salve.
          </p>
        )}
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {WEEK_ORDER.map((weekday) => {
            const day = days[weekday] ?? { aberto: false, abre: '', fecha: '' };
            const name = WEEKDAYS[weekday];
            const openError = errors[`horarios.${weekday}.abre`];
            const closeError = errors[`horarios.${weekday}.fecha`];
            return (
              <li key={weekday} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3 sm:px-4">
                <div className="w-full shrink-0 sm:w-32">
                  <Checkbox
                    checked={day.aberto}
                    onCheckedChange={(aberto) =>
                      setDay(weekday, {
                        aberto,
                        abre: day.abre || '08:00',
                        fecha: day.fecha || '18:00',
                      })
                    }
                    label={name}
                  />
                </div>
                {day.aberto ? (
                  <div className="flex min-w-0 flex-1 items-start gap-2">
                    <TimeInput
                      aria-label={`${name}: abre às`}
                      aria-invalid={openError ? true : undefined}
                      value={day.abre}
                      onValueChange={(abre) => setDay(weekday, { abre })}
                      className="w-24 min-w-0 tabular-nums"
                    />
                    <span className="pt-2.5 text-sm text-slate-600">às</span>
                    <TimeInput
                      aria-label={`${name}: fecha às`}
                      aria-invalid={closeError ? true : undefined}
                      value={day.fecha}
                      onValueChange={(fecha) => setDay(weekday, { fecha })}
                      className="w-24 min-w-0 tabular-nums"
                    />
                  </div>
                ) : (
                  <span className="text-sm font-medium text-slate-500">Fechado</span>
                )}
                {(openError || closeError) && (
                  <p className="w-full text-sm text-red-700" role="alert">
                    {openError ?? closeError}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {errors.horarios && (
          <p className="text-sm text-red-700" role="alert">
            {errors.horarios}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} className="w-full sm:w-auto">
            Salvar horário
          </Button>
        </div>
      </form>
    </Section>
  );
}

function Section({
  icon,
  title,
  className,
  children,
}: {
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('space-y-4 p-5 sm:p-6', className)}>
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <span className="text-brand-700" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}
