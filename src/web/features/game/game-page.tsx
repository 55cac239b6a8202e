import { Copy, Gift, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { GamePlayResult, GameState } from '../../../shared/contracts/game.ts';
import {
  formatPercent,
  GAME_RESULT_DELAY_MS,
  GAME_SPIN_TICKS,
  GAME_TICK_MS,
  gameMessages,
} from '../../../shared/game.ts';
import { ApiClientError } from '../../api/client.ts';
import { Brand } from '../../components/brand.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { copyText } from '../../lib/copy-text.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { notify } from '../../lib/notify.ts';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import type { Read } from '../../public-site/reads.ts';
import { useGame } from './api/get-game.ts';
import { usePlayGame } from './api/play-game.ts';
import { useResetGame } from './api/reset-game.ts';
import { finalReels, idleReels, randomReels } from './reels.ts';

/** /roleta-sorte: the public daily slot game, one free play per day. */
export function GamePage() {
  const query = useGame();
  return (
    <div className="min-h-screen bg-gradient-to-b from-purple-950 via-purple-900 to-fuchsia-900 text-white">
      <header className="mx-auto flex max-w-3xl items-center px-4 py-3 sm:px-6">
        <Brand inverse />
      </header>
      {query.data !== undefined ? (
        <SlotMachine state={query.data} read={query} />
      ) : query.isPending ? (
        <PageLoading />
      ) : (
        <LoadError what="o jogo" frame="page" inverse onRetry={query.refetch} retrying={query.isFetching} />
      )}
    </div>
  );
}

function SlotMachine({ state, read }: { state: GameState; read: Read<GameState> }) {
  const reducedMotion = usePrefersReducedMotion();
  const ready = useHydrated();
  const play = usePlayGame();
  const reset = useResetGame();
  const [result, setResult] = useState<GamePlayResult | null>(state.hoje);
  const [reels, setReels] = useState<readonly string[]>(() => (state.hoje ? finalReels(state.hoje.ganhou) : idleReels));
  const [spinning, setSpinning] = useState(false);
  const [showCard, setShowCard] = useState(state.hoje !== null);
  const [showCode, setShowCode] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const t of timers.current) window.clearTimeout(t);
    },
    [],
  );

  const locked = result !== null;
  const status = spinning ? gameMessages.spinning : locked ? gameMessages.locked : gameMessages.idle;
  const prizes = state.premios.filter((p) => !p.derrota);

  /** The spin has stopped on the recorded result: the reels show it, the card follows after `delay`. */
  function finish(outcome: GamePlayResult, delay: number) {
    setReels(finalReels(outcome.ganhou));
    setSpinning(false);
    setResult(outcome);
    const reveal = () => {
      setShowCard(true);
      if (outcome.ganhou) notify.success(gameMessages.winToast, gameMessages.winText(outcome.premio ?? ''));
      else notify.info(gameMessages.lossToast, gameMessages.lossToastText);
      read.setData((old) => (old ? { ...old, hoje: outcome } : old));
    };
    if (delay === 0) reveal();
    else timers.current.push(window.setTimeout(reveal, delay));
  }

  function failed(err: unknown) {
    setSpinning(false);
    setReels(idleReels);
    const message =
      err instanceof ApiClientError && err.status > 0 && err.status < 500 ? err.message : gameMessages.playError;
    notify.error(message);
  }

  async function spin() {
    // One play: a click while spinning, or once today's play exists, does nothing.
    if (spinning || locked || play.isPending) return;
    setSpinning(true);
    setShowCode(false);
    const request = play.run();
    if (reducedMotion) {
      try {
        finish(await request, 0);
      } catch (err) {
        failed(err);
      }
      return;
    }
    let ticks = 0;
    let outcome: GamePlayResult | null = null;
    let error: unknown = null;
    request.then(
      (r) => {
        outcome = r;
      },
      (err) => {
        error = err ?? new Error('play failed');
      },
    );
    const interval = window.setInterval(() => {
      ticks++;
      if (error) {
        window.clearInterval(interval);
        failed(error);
        return;
      }
      // 50 ticks of 80 ms; a slow answer keeps the reels turning until it arrives.
      if (ticks >= GAME_SPIN_TICKS && outcome) {
        window.clearInterval(interval);
        finish(outcome, GAME_RESULT_DELAY_MS);
        return;
      }
      setReels(randomReels());
    }, GAME_TICK_MS);
    timers.current.push(interval);
  }

  async function resetToday() {
    try {
      await reset.run();
      read.setData((old) => (old ? { ...old, hoje: null } : old));
      for (const t of timers.current) window.clearTimeout(t);
      setResult(null);
      setShowCard(false);
      setShowCode(false);
      setReels(idleReels);
      notify.success(gameMessages.resetDone, gameMessages.resetDoneText);
    } catch (err) {
      notify.failure(err, gameMessages.playError);
    }
  }

  return (
    <main className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
      <h1 className="mt-2 text-center text-3xl font-black tracking-tight text-amber-300 drop-shadow sm:text-5xl">
        <span aria-hidden="true">🎰</span> {gameMessages.title}
      </h1>

      <section
        aria-label="Máquina"
        className="mx-auto mt-6 max-w-xl rounded-3xl border-4 border-amber-400 bg-gradient-to-b from-red-700 to-red-900 p-4 shadow-2xl sm:p-6"
      >
        <div className="flex justify-center gap-2 rounded-2xl bg-black/40 p-3 sm:gap-3 sm:p-4" data-testid="reels">
          {reels.map((symbol, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the five reels are fixed positions.
              key={i}
              data-testid="reel"
              className={cn(
                'flex h-16 w-14 items-center justify-center rounded-xl bg-white text-4xl shadow-inner sm:h-24 sm:w-20 sm:text-6xl',
                symbol === '7' && 'font-black text-red-600',
              )}
            >
              <span aria-hidden={spinning}>{symbol}</span>
            </div>
          ))}
        </div>
        <p
          className="mt-4 text-center text-xl font-black tracking-wide text-amber-300 sm:text-2xl"
          role="status"
          aria-live="polite"
          data-testid="game-status"
        >
          {status}
        </p>
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            onClick={spin}
            disabled={spinning || locked}
            // Until the page's code runs, a tap would do nothing: the button says it cannot be used yet.
            aria-disabled={ready ? undefined : true}
            className="h-16 w-full max-w-xs rounded-full border-4 border-amber-200 bg-gradient-to-b from-amber-300 to-amber-500 text-3xl font-black tracking-widest text-red-900 shadow-lg transition hover:brightness-110 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-60 sm:h-20 sm:text-4xl"
          >
            {gameMessages.spin}
          </button>
        </div>
        <div className="mt-4 text-center text-sm text-amber-50">
          <p className="font-semibold">{gameMessages.infoDaily}</p>
          <p>{gameMessages.infoReturn}</p>
        </div>
      </section>

      {showCard && result && <ResultCard result={result} showCode={showCode} onRedeem={() => setShowCode(true)} />}

      <section aria-labelledby="premios-titulo" className="mx-auto mt-6 max-w-xl rounded-2xl bg-white/10 p-4 sm:p-5">
        <h2 id="premios-titulo" className="text-lg font-bold text-amber-200">
          Prêmios disponíveis
        </h2>
        {prizes.length === 0 ? (
          <p className="mt-2 text-sm text-purple-100">{gameMessages.noPrizes}</p>
        ) : (
          <ul className="mt-2 divide-y divide-white/10">
            {prizes.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-2">
                <span className="flex items-center gap-2">
                  <Gift className="h-4 w-4 shrink-0 text-amber-300" aria-hidden="true" />
                  {p.nome}
                </span>
                <span className="shrink-0 text-sm text-purple-100">chance de {formatPercent(p.probabilidade)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {state.resetPermitido && (
        <div className="mt-6 flex justify-center">
          <Button variant="outlineInverse" size="sm" onClick={resetToday} loading={reset.isPending} disabled={spinning}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {gameMessages.reset}
          </Button>
        </div>
      )}
    </main>
  );
}

function ResultCard({
  result,
  showCode,
  onRedeem,
}: {
  result: GamePlayResult;
  showCode: boolean;
  onRedeem: () => void;
}) {
  if (!result.ganhou) {
    return (
      <section
        className="mx-auto mt-6 max-w-xl rounded-2xl bg-white p-5 text-center text-ink shadow-xl"
        data-testid="game-result"
        aria-live="polite"
      >
        <p className="text-4xl" aria-hidden="true">
          😢
        </p>
        <h2 className="mt-1 text-2xl font-black text-red-700">{gameMessages.lossTitle}</h2>
        <p className="mt-1 text-slate-700">{gameMessages.lossText}</p>
      </section>
    );
  }
  return (
    <section
      className="mx-auto mt-6 max-w-xl rounded-2xl border-4 border-amber-400 bg-amber-50 p-5 text-center text-ink shadow-xl"
      data-testid="game-result"
      aria-live="polite"
    >
      <p className="text-4xl" aria-hidden="true">
        🏆
      </p>
      <h2 className="mt-1 text-3xl font-black text-amber-700">{gameMessages.winTitle}</h2>
      <p className="mt-1 text-lg font-semibold">{gameMessages.winText(result.premio ?? '')}</p>
      {showCode && result.codigo ? (
        <RedemptionCode code={result.codigo} redeemed={result.resgatado} />
      ) : (
        <Button variant="success" size="lg" className="mt-4 w-full max-w-xs font-black" onClick={onRedeem}>
          <Gift className="h-5 w-5" aria-hidden="true" />
          {gameMessages.redeem}
        </Button>
      )}
    </section>
  );
}

function RedemptionCode({ code, redeemed }: { code: string; redeemed: boolean }) {
  async function copy() {
    if (await copyText(code)) notify.success('Código Copiado');
    else notify.error('Não foi possível copiar. Anote o código.');
  }
  return (
    <div className="mt-4 rounded-xl border-2 border-dashed border-amber-500 bg-white p-4" data-testid="redemption-code">
      <p className="text-sm font-medium text-slate-700">Seu código de resgate</p>
      <p className="mt-1 font-mono text-3xl font-black tracking-[0.2em] text-ink">{code}</p>
      {redeemed ? (
        <p className="mt-2 text-sm font-semibold text-emerald-800">Este prêmio já foi resgatado.</p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          Anote ou copie este código e apresente-o à equipe FidelizaLoja para receber o seu prêmio. Cada código vale um
          único resgate.
        </p>
      )}
      <Button variant="secondary" size="sm" className="mt-3" onClick={copy}>
        <Copy className="h-4 w-4" aria-hidden="true" />
        Copiar código
      </Button>
    </div>
  );
}
