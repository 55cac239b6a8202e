/** Two short rising tones, made with the Web Audio API (no audio file to download). */
export function playBeep(context: AudioContext): void {
  const start = context.currentTime + 0.01;
  for (const [frequency, offset] of [
    [880, 0],
    [1320, 0.18],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + offset;
    // A quick fade in and out: no click at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.35, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
  }
}
