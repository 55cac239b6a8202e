import { Frown, PartyPopper, RotateCw, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  loyaltyMessages,
  PURCHASES_PER_SPIN,
  purchasesLeftMessage,
  type SpinResult,
  type ValidationResult,
  WHEEL_FULL_TURNS,
  WHEEL_SPIN_MS,
} from '../../shared/contracts/loyalty.ts';
import { formatCents } from '../../shared/money.ts';
import { ApiClientError } from '../api/client.ts';
import { celebrate } from '../lib/celebrate.ts';
import { notify } from '../lib/notify.ts';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion.ts';
import { PrizeWheel, rotationFor } from './prize-wheel.tsx';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { Dialog } from './ui/dialog.tsx';

type Phase = 'ready' | 'spinning' | 'done';

/**
 * The screen after every validation: the wheel with the shop's prizes, the spin button when a
 * spin is due (the server draws; the wheel only shows where it stopped), or how many purchases
 * are left until the next one. `spin` asks the server to draw a validation's spin (the loyalty
 * feature's `useSpinWheel().mutateAsync`).
 */
export function WheelScreen({
  result,
  spin: drawSpin,
  onNewCustomer,
}: {
  result: ValidationResult;
  spin: (validationId: number) => Promise<SpinResult>;
  onNewCustomer: () => void;
}) {
  const reduceMotion = usePrefersReducedMotion();
  const [slices, setSlices] = useState(result.fatias);
  const [rotation, setRotation] = useState(0);
  const [phase, setPhase] = useState<Phase>('ready');
  const [pending, setPending] = useState(result.girosPendentes);
  const [spin, setSpin] = useState<SpinResult | null>(null);
  const [winOpen, setWinOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const wheelBox = useRef<HTMLDivElement>(null);
  const resultBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    heading.current?.focus();
    return () => clearTimeout(timer.current);
  }, []);

  // Once the wheel stops (and the win dialog is closed), keyboard focus goes to the result: the
  // button that started the spin may be gone.
  useEffect(() => {
    if (phase !== 'done' || winOpen) return;
    const id = setTimeout(() => resultBox.current?.focus(), 0);
    return () => clearTimeout(id);
  }, [phase, winOpen]);

  async function spinNow() {
    const validationId = pending[0];
    if (validationId === undefined || phase === 'spinning') return;
    setPhase('spinning');
    setSpin(null);
    bringIntoView(wheelBox.current, reduceMotion);
    setAnnouncement('Girando a roleta...');
    let drawn: SpinResult;
    try {
      drawn = await drawSpin(validationId);
    } catch (err) {
      setPhase(spin ? 'done' : 'ready');
      setAnnouncement('');
      notify.error(err instanceof ApiClientError && err.status < 500 ? err.message : loyaltyMessages.spinError);
      return;
    }
    const step = 360 / drawn.fatias.length;
    setSlices(drawn.fatias);
    setRotation((current) =>
      rotationFor(drawn.fatia, drawn.fatias.length, current, WHEEL_FULL_TURNS, (Math.random() - 0.5) * step * 0.6),
    );
    timer.current = setTimeout(
      () => {
        setPhase('done');
        setSpin(drawn);
        setPending(drawn.girosPendentes);
        if (drawn.ganhou) {
          setAnnouncement(`${loyaltyMessages.win.title} ${loyaltyMessages.win.description(drawn.premio)}`);
          setWinOpen(true);
          if (!reduceMotion) void celebrate();
        } else {
          setAnnouncement(loyaltyMessages.loss);
        }
      },
      reduceMotion ? 0 : WHEEL_SPIN_MS,
    );
  }

  const filled = result.giroLiberado ? PURCHASES_PER_SPIN : result.comprasValidas % PURCHASES_PER_SPIN;
  const canSpin = pending.length > 0 && phase !== 'spinning';

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-x-8">
      <Card className="p-5 sm:p-6 lg:col-start-1 lg:row-start-1">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {result.cliente.nome}
        </h2>
        <p className="mt-1 text-slate-700">{loyaltyMessages.validated(result.pontosAdicionados, result.totalPontos)}</p>
        <div className="mt-4 flex items-baseline justify-between gap-2 text-sm">
          <span className="font-semibold">Compras para a roleta</span>
          <span className="tabular-nums text-slate-600">
            {filled} de {PURCHASES_PER_SPIN}
          </span>
        </div>
        <ol className="mt-2 grid grid-cols-10 gap-1.5" aria-label={`${filled} de ${PURCHASES_PER_SPIN} compras`}>
          {Array.from({ length: PURCHASES_PER_SPIN }, (_, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions of a progress bar
              key={i}
              className={`h-3 rounded-full ${i < filled ? 'bg-emerald-600' : 'bg-slate-200'}`}
            />
          ))}
        </ol>
        {!result.compraValida && (
          <p className="mt-3 text-sm text-slate-600">
            Esta compra ficou abaixo do valor mínimo de {formatCents(result.valorMinimoCents)} e não conta para a
            roleta.
          </p>
        )}
      </Card>

      <div ref={wheelBox} className="py-2 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <PrizeWheel
          slices={slices}
          rotation={rotation}
          spinMs={reduceMotion ? 0 : WHEEL_SPIN_MS}
          className="max-w-[min(26rem,calc(100vw-4.5rem))]"
        />
      </div>

      <Card className="space-y-4 p-5 sm:p-6 lg:col-start-1 lg:row-start-2 lg:self-start">
        <div aria-live="polite" className="sr-only">
          {announcement}
        </div>
        {spin && phase === 'done' && (
          <div
            ref={resultBox}
            tabIndex={-1}
            className={`flex items-center gap-3 rounded-xl p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${spin.ganhou ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-100 text-slate-800'}`}
          >
            {spin.ganhou ? (
              <PartyPopper className="h-7 w-7 shrink-0" aria-hidden="true" />
            ) : (
              <Frown className="h-7 w-7 shrink-0" aria-hidden="true" />
            )}
            <div>
              <p className="text-lg font-bold">{spin.ganhou ? loyaltyMessages.win.title : loyaltyMessages.loss}</p>
              <p className="text-sm">
                {spin.ganhou
                  ? `${loyaltyMessages.win.description(spin.premio)}. O prêmio foi registrado como brinde entregue.`
                  : 'Continue comprando para ganhar um novo giro.'}
              </p>
            </div>
          </div>
        )}

        {pending.length > 0 ? (
          <>
            {phase !== 'spinning' && (
              <p className="font-semibold text-emerald-800">
                {pending.length > 1
                  ? `O cliente tem ${pending.length} giros da roleta!`
                  : spin
                    ? 'O cliente tem mais um giro da roleta!'
                    : 'Giro liberado! O cliente pode girar a roleta.'}
              </p>
            )}
            <Button size="lg" className="w-full" onClick={spinNow} disabled={!canSpin} loading={phase === 'spinning'}>
              {phase !== 'spinning' && <RotateCw className="h-5 w-5" aria-hidden="true" />}
              {phase === 'spinning' ? 'Girando...' : spin ? 'Girar Novamente' : 'Girar a Roleta'}
            </Button>
          </>
        ) : (
          phase !== 'spinning' && (
            <p className="rounded-xl bg-amber-50 p-4 font-medium text-amber-900">
              {purchasesLeftMessage(result.comprasParaProximoGiro, result.valorMinimoCents)}
            </p>
          )
        )}

        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={onNewCustomer}
          disabled={phase === 'spinning'}
        >
          <UserPlus className="h-5 w-5" aria-hidden="true" />
          Novo Cliente
        </Button>
      </Card>

      <Dialog
        open={winOpen}
        onOpenChange={setWinOpen}
        title={loyaltyMessages.win.title}
        description={spin ? loyaltyMessages.win.description(spin.premio) : undefined}
      >
        <div className="space-y-5 text-center">
          <p className="rounded-xl bg-emerald-50 px-4 py-5 text-2xl font-extrabold text-emerald-800">{spin?.premio}</p>
          <p className="text-sm text-slate-600">
            O prêmio foi registrado como brinde entregue para {result.cliente.nome}.
          </p>
          <Button size="lg" className="w-full" onClick={onNewCustomer}>
            <UserPlus className="h-5 w-5" aria-hidden="true" />
            Novo Cliente
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** On a phone the wheel may be above the button that spins it: show it while it turns. */
function bringIntoView(element: HTMLElement | null, reduceMotion: boolean) {
  if (!element) return;
  const box = element.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  element.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
}
