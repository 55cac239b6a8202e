import { CalendarDays, Check, ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type TaskCalendar as Calendar, type TaskDayStatus, taskDayStatus } from '../../../shared/contracts/tasks.ts';
import {
  formatDayAndMonth,
  formatMonthTitle,
  monthOf,
  monthWeeks,
  moveDay,
  shiftMonth,
} from '../../../shared/month-calendar.ts';
import { WEEKDAYS, WEEKDAYS_SHORT } from '../../../shared/opening-hours.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';

const statusClasses: Record<TaskDayStatus, string> = {
  'sem-tarefas': 'border-transparent bg-white text-slate-800 hover:bg-slate-100',
  concluido: 'border-emerald-300 bg-emerald-100 text-emerald-900 hover:bg-emerald-200',
  pendente: 'border-red-300 bg-red-100 text-red-900 hover:bg-red-200',
};

const statusText: Record<TaskDayStatus, string> = {
  'sem-tarefas': 'sem tarefas',
  concluido: 'todas concluídas',
  pendente: 'com tarefas pendentes',
};

interface TaskCalendarProps {
  calendar: Calendar;
  selected: string | null;
  loading: boolean;
  onSelect: (day: string) => void;
  /** Shows another month ('YYYY-MM'); the day to focus comes with it when the keyboard crossed over. */
  onMonthChange: (month: string) => void;
  onToday: () => void;
}

/**
 * The month's sheet, Dom to Sáb: a day with tasks is green when all are done and red when some
 * are pending (with its count, so the colour is never the only sign). Arrow keys move between
 * days, Enter opens one.
 */
export function TaskCalendar({ calendar, selected, loading, onSelect, onMonthChange, onToday }: TaskCalendarProps) {
  const { mes, hoje } = calendar;
  const byDay = new Map(calendar.dias.map((d) => [d.dia, d]));
  const weeks = monthWeeks(mes);
  const inMonth = (day: string | null) => day !== null && monthOf(day) === mes;
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // The day reached by Tab: the one the arrows moved to, else the selected day, today or the 1st.
  const tabDay = [focusDay, selected, hoje].find(inMonth) ?? `${mes}-01`;

  useEffect(() => {
    if (moveFocus.current && focusDay && monthOf(focusDay) === mes) {
      moveFocus.current = false;
      buttons.current.get(focusDay)?.focus();
    }
  }, [focusDay, mes]);

  function onKeyDown(event: KeyboardEvent, day: string) {
    const next = moveDay(day, event.key);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusDay(next);
    if (monthOf(next) !== mes) onMonthChange(monthOf(next));
  }

  return (
    <Card className="p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label="Mês anterior"
          onClick={() => onMonthChange(shiftMonth(mes, -1))}
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        <h2 className="flex items-center gap-2 text-lg font-bold" aria-live="polite">
          <CalendarDays className="h-5 w-5 text-brand-700" aria-hidden="true" />
          {formatMonthTitle(mes)}
        </h2>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Próximo mês"
          onClick={() => onMonthChange(shiftMonth(mes, 1))}
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>
      <table className={cn('w-full table-fixed border-separate border-spacing-1', loading && 'opacity-60')}>
        <caption className="sr-only">
          Calendário de tarefas de {formatMonthTitle(mes)}. Use as setas para mudar de dia e Enter para abrir.
        </caption>
        <thead>
          <tr>
            {WEEKDAYS_SHORT.map((short, i) => (
              <th key={short} scope="col" className="pb-1 text-xs font-semibold text-slate-600">
                <abbr title={WEEKDAYS[i]} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                if (monthOf(day) !== mes) return <td key={day} />;
                const counts = byDay.get(day);
                const status = taskDayStatus(counts);
                const isToday = day === hoje;
                const isSelected = day === selected;
                const label = [
                  formatDayAndMonth(day),
                  isToday ? 'hoje' : '',
                  counts
                    ? `${counts.concluidas} de ${counts.total} tarefas concluídas, ${statusText[status]}`
                    : 'sem tarefas',
                ]
                  .filter(Boolean)
                  .join(', ');
                // The button is named by its content: the day's number as shown, then the rest of the
                // label for screen readers (the count beside the number is only for the eye).
                const dayNumber = String(Number(day.slice(8)));
                return (
                  <td key={day} className="p-0">
                    <button
                      ref={(el) => {
                        if (el) buttons.current.set(day, el);
                        else buttons.current.delete(day);
                      }}
                      type="button"
                      tabIndex={day === tabDay ? 0 : -1}
                      aria-pressed={isSelected}
                      aria-current={isToday ? 'date' : undefined}
                      data-status={status}
                      onClick={() => {
                        setFocusDay(day);
                        onSelect(day);
                      }}
                      onKeyDown={(e) => onKeyDown(e, day)}
                      className={cn(
                        'flex h-12 w-full flex-col items-center justify-center rounded-lg border text-sm tabular-nums transition-colors sm:h-14',
                        'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1',
                        statusClasses[status],
                        isToday && 'font-extrabold ring-2 ring-brand-600',
                        isSelected && 'outline outline-2 outline-offset-2 outline-ink',
                      )}
                    >
                      <span>{dayNumber}</span>
                      <span className="sr-only">{label.slice(dayNumber.length)}</span>
                      {counts && (
                        <span className="flex items-center text-[11px] font-semibold leading-none" aria-hidden="true">
                          {status === 'concluido' ? (
                            <Check className="h-3.5 w-3.5" strokeWidth={3} />
                          ) : (
                            `${counts.concluidas}/${counts.total}`
                          )}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-700">
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Legenda">
          <li className="flex items-center gap-1.5">
            <span className="h-3.5 w-3.5 rounded border border-emerald-300 bg-emerald-100" aria-hidden="true" />
            Todas concluídas
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-3.5 w-3.5 rounded border border-red-300 bg-red-100" aria-hidden="true" />
            Com pendências
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-3.5 w-3.5 rounded ring-2 ring-brand-600" aria-hidden="true" />
            Hoje
          </li>
        </ul>
        {selected !== hoje && (
          <Button variant="ghost" size="sm" onClick={onToday}>
            Ir para hoje
          </Button>
        )}
      </div>
    </Card>
  );
}
