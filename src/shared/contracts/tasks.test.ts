import { describe, expect, it } from 'vitest';
import { formatTaskWeekdays, normaliseWeekdays, taskDayStatus, taskInputSchema, taskMessages } from './tasks.ts';

describe('task contracts', () => {
  it("needs a name and a weekday, with the spec's message", () => {
    const message = (input: unknown) => taskInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ nome: '  ', diasSemana: [1] })).toBe(taskMessages.required);
    expect(message({ nome: 'Abrir', diasSemana: [] })).toBe(taskMessages.required);
    expect(message({ nome: 'x'.repeat(121), diasSemana: [1] })).toBe(taskMessages.nameTooLong);
    expect(taskInputSchema.parse({ nome: ' Abrir ', diasSemana: [0] })).toEqual({ nome: 'Abrir', diasSemana: [0] });
  });

  it('names the weekdays and colours a day', () => {
    expect(normaliseWeekdays([5, 1, 5])).toEqual([1, 5]);
    expect(formatTaskWeekdays([0, 1, 2, 3, 4, 5, 6])).toBe('Todos os dias');
    expect(formatTaskWeekdays([5, 4, 3, 2, 1])).toBe('Seg a Sex');
    expect(formatTaskWeekdays([6, 0])).toBe('Dom, Sáb');
    expect(taskDayStatus(undefined)).toBe('sem-tarefas');
    expect(taskDayStatus({ total: 2, concluidas: 2 })).toBe('concluido');
    expect(taskDayStatus({ total: 2, concluidas: 1 })).toBe('pendente');
  });
});
