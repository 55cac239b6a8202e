import { Bell, BellOff, BellRing } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';
import type { LiveState } from './api/use-order-events.ts';

const liveText: Record<LiveState, string> = {
  connecting: 'Conectando...',
  live: 'Ao vivo',
  reconnecting: 'Reconectando...',
};

/** Whether new orders are arriving by themselves right now. */
export function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <p
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full border px-3 text-sm font-semibold',
        state === 'live'
          ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
          : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
      role="status"
    >
      <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
        {state === 'live' && (
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-500 opacity-60 motion-reduce:hidden" />
        )}
        <span
          className={cn(
            'relative inline-flex h-2.5 w-2.5 rounded-full',
            state === 'live' ? 'bg-emerald-600' : 'bg-amber-500',
          )}
        />
      </span>
      {liveText[state]}
    </p>
  );
}

interface SoundToggleProps {
  enabled: boolean;
  /** On, but the browser still waits for a tap before it plays anything. */
  locked: boolean;
  onToggle: () => void;
}

/** 'Ativar som': browsers play sound only after a gesture, so the owner switches it on once. */
export function SoundToggle({ enabled, locked, onToggle }: SoundToggleProps) {
  const Icon = !enabled ? BellOff : locked ? Bell : BellRing;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={enabled}
      onClick={onToggle}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full border pl-3 pr-2 text-sm font-semibold transition-colors',
        enabled
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900 hover:bg-emerald-100'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
      )}
      title={locked ? 'Toque em qualquer lugar da página para liberar o som.' : undefined}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      Ativar som
      <span
        className={cn(
          'relative inline-flex h-6 w-10 items-center rounded-full transition-colors',
          enabled ? 'bg-emerald-700' : 'bg-slate-400',
        )}
        aria-hidden="true"
      >
        <span
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            enabled ? 'translate-x-[18px]' : 'translate-x-0.5',
          )}
        />
      </span>
    </button>
  );
}
