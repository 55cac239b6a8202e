import { cn } from './ui/cn.ts';

/** Slice colours: distinct hues, each with white text above 4.5:1 contrast; the last (no prize) is slate. */
export const WHEEL_COLORS = ['#b91c1c', '#1d4ed8', '#047857', '#7e22ce', '#a16207', '#334155'];
const RADIUS = 100;
const LABEL_RADIUS = 60;
const LINE_CHARS = 12;
const MAX_LINES = 3;

const point = (degrees: number, r = RADIUS) => {
  const rad = (degrees * Math.PI) / 180;
  return `${(r * Math.sin(rad)).toFixed(3)} ${(-r * Math.cos(rad)).toFixed(3)}`;
};

/** A label in at most three short lines (a long word is cut, an overflow ends with '…'). */
export function wrapLabel(text: string, lineChars = LINE_CHARS, maxLines = MAX_LINES): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (joined.length <= lineChars || !line) line = joined;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const cut = (s: string) => (s.length > lineChars ? `${s.slice(0, lineChars - 1)}…` : s);
  if (lines.length <= maxLines) return lines.map(cut);
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, lineChars - 1)}…`;
  return kept.map(cut);
}

/**
 * The prize wheel: equal slices clockwise from the top, where the pointer is. `rotation` turns the
 * wheel clockwise (degrees); with `spinMs` the turn is animated by a CSS transition.
 */
export function PrizeWheel({
  slices,
  rotation = 0,
  spinMs = 0,
  className,
}: {
  slices: string[];
  rotation?: number;
  spinMs?: number;
  className?: string;
}) {
  const step = 360 / slices.length;
  return (
    <div className={cn('relative mx-auto aspect-square w-full rounded-full shadow-xl', className)}>
      {/* Clipped to a circle: the turning square's corners must not widen the page. */}
      <div className="h-full w-full overflow-hidden rounded-full">
        <svg
          viewBox="-104 -104 208 208"
          role="img"
          aria-label={`Roleta de prêmios: ${slices.join(', ')}`}
          className="h-full w-full"
          data-testid="prize-wheel"
          data-rotation={rotation}
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: spinMs > 0 ? `transform ${spinMs}ms cubic-bezier(0.12, 0.8, 0.18, 1)` : 'none',
          }}
        >
          <circle r="103.5" fill="#ffffff" stroke="#cbd5e1" strokeWidth="1" />
          {slices.map((label, i) => {
            const from = i * step;
            const lines = wrapLabel(label);
            const longest = Math.max(...lines.map((l) => l.length));
            const fontSize = longest > 10 ? 8.5 : 10;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a slice is its position on the wheel
              <g key={i}>
                <path
                  d={`M0 0 L${point(from)} A${RADIUS} ${RADIUS} 0 0 1 ${point(from + step)} Z`}
                  fill={WHEEL_COLORS[i % WHEEL_COLORS.length]}
                  stroke="#ffffff"
                  strokeWidth="1.5"
                >
                  <title>{label}</title>
                </path>
                <SliceLabel lines={lines} fontSize={fontSize} angle={from + step / 2} />
              </g>
            );
          })}
          <circle r="15" fill="#ffffff" stroke="#1a202c" strokeWidth="3" />
          <circle r="5" fill="#c53030" />
        </svg>
      </div>
      <svg
        viewBox="0 0 40 44"
        className="absolute left-1/2 top-0 h-[12%] w-[11%] -translate-x-1/2 -translate-y-[35%] drop-shadow-md"
        aria-hidden="true"
      >
        <path d="M4 4 H36 L20 40 Z" fill="#1a202c" stroke="#ffffff" strokeWidth="3" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/**
 * A slice's label along its radius, reading outward; on the left half of the wheel it is turned
 * over so that it reads left to right when the wheel rests at 0°.
 */
function SliceLabel({ lines, fontSize, angle }: { lines: string[]; fontSize: number; angle: number }) {
  const flip = angle > 180;
  return (
    <text
      transform={`rotate(${flip ? angle + 90 : angle - 90})`}
      fill="#ffffff"
      fontSize={fontSize}
      fontWeight="700"
      textAnchor="middle"
      dominantBaseline="central"
    >
      {lines.map((l, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position in the label
        <tspan key={k} x={flip ? -LABEL_RADIUS : LABEL_RADIUS} y={(k - (lines.length - 1) / 2) * fontSize * 1.15}>
          {l}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The wheel's rotation that brings `slice` under the pointer after `fullTurns` turns from
 * `current`, with `jitter` degrees (kept inside the slice) so it does not always stop dead centre.
 */
export function rotationFor(slice: number, sliceCount: number, current: number, fullTurns: number, jitter = 0): number {
  const step = 360 / sliceCount;
  const target = (360 - (slice * step + step / 2) + jitter + 360) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + fullTurns * 360 + ((target - now + 360) % 360);
}
