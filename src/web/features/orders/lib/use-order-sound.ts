import { useCallback, useEffect, useRef, useState } from 'react';
import { playBeep } from './beep.ts';

const STORAGE_KEY = 'fidelizaloja:pedidos:som';

function readPreference(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'ligado';
  } catch {
    return false;
  }
}

function savePreference(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'ligado' : 'desligado');
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
}

/**
 * The new-order beep. Browsers play sound only after the person has interacted with the page, so
 * the sound is switched on by a button (and remembered); on a later visit the first tap or key
 * anywhere unlocks it again.
 */
export function useOrderSound() {
  const [enabled, setEnabled] = useState(readPreference);
  const [locked, setLocked] = useState(false);
  const context = useRef<AudioContext | null>(null);

  const unlock = useCallback((): AudioContext | null => {
    if (typeof AudioContext === 'undefined') return null;
    context.current ??= new AudioContext();
    const ctx = context.current;
    if (ctx.state === 'suspended') {
      void ctx.resume().then(() => setLocked(ctx.state !== 'running'));
    }
    setLocked(ctx.state !== 'running');
    return ctx;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const onGesture = () => unlock();
    window.addEventListener('pointerdown', onGesture, { once: true });
    window.addEventListener('keydown', onGesture, { once: true });
    // Until a gesture, a browser keeps a new AudioContext suspended.
    setLocked(context.current?.state !== 'running');
    return () => {
      window.removeEventListener('pointerdown', onGesture);
      window.removeEventListener('keydown', onGesture);
    };
  }, [enabled, unlock]);

  useEffect(
    () => () => {
      void context.current?.close();
      context.current = null;
    },
    [],
  );

  const toggle = useCallback(() => {
    const next = !enabled;
    setEnabled(next);
    savePreference(next);
    if (next) {
      const ctx = unlock();
      if (ctx) playBeep(ctx);
    }
  }, [enabled, unlock]);

  const play = useCallback(() => {
    const ctx = context.current;
    if (enabled && ctx && ctx.state === 'running') playBeep(ctx);
  }, [enabled]);

  return { enabled, locked: enabled && locked, toggle, play };
}
