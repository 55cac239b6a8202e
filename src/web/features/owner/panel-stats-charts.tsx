import { Bar, BarChart, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import type { PanelStats } from '../../../shared/contracts/panel-stats.ts';
import { formatCents } from '../../../shared/money.ts';

/**
 * The panel's small charts, loaded only when the panel draws them (React.lazy): recharts stays
 * out of every other screen's code. They are pictures of figures the cards also show as text, so
 * they are hidden from screen readers.
 */

const BRAND = '#c53030';

const monthShort = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' });

/** '2026-03-08' → '08/03' (a day) or 'mar.' (a month). */
function pointLabel(iso: string, granularidade: 'dia' | 'mes'): string {
  if (granularidade === 'mes') return monthShort.format(new Date(`${iso}T12:00:00Z`));
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
}

export function SalesChart({ series }: { series: PanelStats['vendasPorDia'] }) {
  const data = series.pontos.map((p) => ({ ...p, rotulo: pointLabel(p.inicio, series.granularidade) }));
  return (
    <div className="h-36 w-full" aria-hidden="true" inert>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
          <XAxis dataKey="rotulo" tickLine={false} axisLine={false} fontSize={11} minTickGap={12} />
          <Tooltip
            cursor={{ fill: '#f1f5f9' }}
            formatter={(value) => [formatCents(Number(value)), 'Vendas']}
            labelFormatter={(label) => String(label)}
          />
          <Bar dataKey="totalCents" fill={BRAND} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export interface Slice {
  label: string;
  value: number;
  color: string;
}

export function DonutChart({ slices }: { slices: Slice[] }) {
  const shown = slices.filter((s) => s.value > 0);
  return (
    <div className="h-28 w-28 shrink-0" aria-hidden="true" inert>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={shown.length ? shown : [{ label: '', value: 1, color: '#e2e8f0' }]}
            dataKey="value"
            nameKey="label"
            innerRadius="58%"
            outerRadius="100%"
            stroke="none"
            isAnimationActive={false}
          >
            {(shown.length ? shown : [{ label: '', color: '#e2e8f0' }]).map((s) => (
              <Cell key={s.label} fill={s.color} />
            ))}
          </Pie>
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}

export function AgeChart({ brackets }: { brackets: { faixa: string; quantidade: number }[] }) {
  return (
    <div className="h-32 w-full" aria-hidden="true" inert>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={brackets} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
          <XAxis dataKey="faixa" tickLine={false} axisLine={false} fontSize={11} interval={0} />
          <Bar dataKey="quantidade" fill={BRAND} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
