import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '../../../shared/contracts/dashboard.ts';
import { formatCents } from '../../../shared/money.ts';
import type { PeriodKind } from '../../../shared/periods.ts';

type Point = Dashboard['serie'][number];

/** The axis label of a point: the hour ('14h') or the day of the month ('27'). */
function tick(periodo: PeriodKind, chave: string): string {
  return periodo === 'dia' ? `${Number(chave)}h` : String(Number(chave.slice(8, 10)));
}

/** The tooltip's title: '14:00 – 14:59' or '27/11'. */
function title(periodo: PeriodKind, chave: string): string {
  return periodo === 'dia' ? `${chave}:00 – ${chave}:59` : `${chave.slice(8, 10)}/${chave.slice(5, 7)}`;
}

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** The period's sales per day (per hour for a day), as bars of the total in reais. */
export function SalesChart({ periodo, serie }: { periodo: PeriodKind; serie: Point[] }) {
  const best = serie.reduce<Point | null>((top, p) => (p.totalCents > (top?.totalCents ?? 0) ? p : top), null);
  const summary = best
    ? `Maior movimento em ${title(periodo, best.chave)}: ${formatCents(best.totalCents)}.`
    : 'Nenhuma venda no período.';
  return (
    <figure className="mt-3">
      <div
        className="h-64 w-full"
        role="img"
        aria-label={`Gráfico de vendas ${periodo === 'dia' ? 'por hora' : 'por dia'}. ${summary}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={serie} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="chave"
              tickFormatter={(chave: string) => tick(periodo, chave)}
              tick={{ fontSize: 12, fill: '#475569' }}
              interval="preserveStartEnd"
              minTickGap={8}
              tickLine={false}
            />
            <YAxis
              tickFormatter={(cents: number) => compact.format(cents / 100)}
              tick={{ fontSize: 12, fill: '#475569' }}
              width={44}
              tickLine={false}
              axisLine={false}
              // Without sales the axis still reads 0 to R$ 10,00 rather than 0 five times.
              domain={[0, (max: number) => Math.max(max, 1000)]}
            />
            <Tooltip
              cursor={{ fill: '#f1f5f9' }}
              labelFormatter={(chave) => title(periodo, String(chave))}
              formatter={(value, _name, item) => {
                const n = (item.payload as Point).vendas;
                return [`${formatCents(Number(value))} (${n} ${n === 1 ? 'venda' : 'vendas'})`, 'Vendas'];
              }}
            />
            <Bar
              dataKey="totalCents"
              fill="var(--color-brand-600, #e53e3e)"
              radius={[4, 4, 0, 0]}
              maxBarSize={40}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">{summary}</figcaption>
    </figure>
  );
}
