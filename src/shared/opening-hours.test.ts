import { describe, expect, it } from 'vitest';
import { updateOpeningHoursSchema } from './contracts/opening-hours.ts';
import {
  isOpenAt,
  type OpeningHours,
  openingHoursMessages,
  SUGGESTED_HOURS,
  saoPauloClock,
  summarizeWeek,
} from './opening-hours.ts';

const closed = { aberto: false, abre: '', fecha: '' };
/** São Paulo is UTC-3 all year (no daylight saving since 2019). */
const sp = (local: string) => new Date(`${local}-03:00`);

describe("the shop's opening hours", () => {
  it("reads the weekday and time on São Paulo's clock", () => {
    // 02:30 UTC on Monday the 23rd is still Sunday the 22nd, 23:30, in São Paulo.
    expect(saoPauloClock(new Date('2026-11-23T02:30:00Z'))).toEqual({ weekday: 0, minutes: 23 * 60 + 30 });
  });

  it('is open from the opening time up to (not including) the closing time', () => {
    // 2026-11-23 is a Monday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
    expect(isOpenAt(SUGGESTED_HOURS, sp('2026-11-23T07:59:00'))).toBe(false);
    expect(isOpenAt(SUGGESTED_HOURS, sp('2026-11-23T08:00:00'))).toBe(true);
    expect(isOpenAt(SUGGESTED_HOURS, sp('2026-11-23T17:59:00'))).toBe(true);
    expect(isOpenAt(SUGGESTED_HOURS, sp('2026-11-23T18:00:00'))).toBe(false);
    expect(isOpenAt(SUGGESTED_HOURS, sp('2026-11-28T13:00:00'))).toBe(true);
    expect(isOpenAt(SUGGESTED_HOURS, sp('2026-11-28T15:00:00'))).toBe(false);
    expect(isOpenAt(SUGGESTED_HOURS, sp('2026-11-29T10:00:00'))).toBe(false);
  });

  it('uses São Paulo time, not UTC: 20:30 UTC on Monday is 17:30 there, open', () => {
    expect(isOpenAt(SUGGESTED_HOURS, new Date('2026-11-23T20:30:00Z'))).toBe(true);
    expect(isOpenAt(SUGGESTED_HOURS, new Date('2026-11-23T21:30:00Z'))).toBe(false);
  });

  it('keeps a day that closes after midnight open into the next morning', () => {
    // Friday 18:00 to 02:00; Saturday closed.
    const bar: OpeningHours = [
      closed,
      closed,
      closed,
      closed,
      closed,
      { aberto: true, abre: '18:00', fecha: '02:00' },
      closed,
    ];
    expect(isOpenAt(bar, sp('2026-11-27T17:59:00'))).toBe(false);
    expect(isOpenAt(bar, sp('2026-11-27T23:00:00'))).toBe(true);
    expect(isOpenAt(bar, sp('2026-11-28T01:59:00'))).toBe(true);
    expect(isOpenAt(bar, sp('2026-11-28T02:00:00'))).toBe(false);
    expect(isOpenAt(bar, sp('2026-11-28T19:00:00'))).toBe(false);
    // Closing at midnight exactly.
    const late: OpeningHours = SUGGESTED_HOURS.map(() => ({ aberto: true, abre: '18:00', fecha: '00:00' }));
    expect(isOpenAt(late, sp('2026-11-23T23:59:00'))).toBe(true);
    expect(isOpenAt(late, sp('2026-11-24T00:00:00'))).toBe(false);
  });

  it('sums the week up Monday first, joining days with the same hours', () => {
    expect(summarizeWeek(SUGGESTED_HOURS)).toEqual([
      { days: 'Seg a Sex', hours: '8h às 18h' },
      { days: 'Sáb', hours: '8h às 14h' },
      { days: 'Dom', hours: 'Fechado' },
    ]);
    const split: OpeningHours = [
      { aberto: true, abre: '09:30', fecha: '13:00' },
      { aberto: true, abre: '08:00', fecha: '18:00' },
      { aberto: true, abre: '08:00', fecha: '18:00' },
      closed,
      closed,
      { aberto: true, abre: '18:00', fecha: '02:00' },
      { aberto: true, abre: '09:30', fecha: '13:00' },
    ];
    expect(summarizeWeek(split)).toEqual([
      { days: 'Seg e Ter', hours: '8h às 18h' },
      { days: 'Qua e Qui', hours: 'Fechado' },
      { days: 'Sex', hours: '18h às 2h' },
      { days: 'Sáb e Dom', hours: '9h30 às 13h' },
    ]);
  });

  it('validates with messages in Portuguese, for the field that is wrong', () => {
    const week = SUGGESTED_HOURS.map((d) => ({ ...d }));
    week[1] = { aberto: true, abre: '8h', fecha: '18:00' };
    week[2] = { aberto: true, abre: '09:00', fecha: '09:00' };
    week[3] = { aberto: true, abre: '09:00', fecha: '25:00' };
    const result = updateOpeningHoursSchema.safeParse({ horarios: week });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['horarios.1.abre', openingHoursMessages.timeInvalid],
      ['horarios.2.fecha', openingHoursMessages.sameTime],
      ['horarios.3.fecha', openingHoursMessages.timeInvalid],
    ]);
    expect(
      updateOpeningHoursSchema.safeParse({ horarios: SUGGESTED_HOURS.slice(0, 6) }).error?.issues[0]?.message,
    ).toBe(openingHoursMessages.sevenDays);
  });

  it('accepts a closed day with empty times and keeps only valid times of a closed day', () => {
    const week = SUGGESTED_HOURS.map((d) => ({ ...d }));
    week[0] = { aberto: false, abre: 'xx', fecha: '' };
    week[6] = { aberto: false, abre: '08:00', fecha: '14:00' };
    const parsed = updateOpeningHoursSchema.parse({ horarios: week });
    expect(parsed.horarios[0]).toEqual(closed);
    expect(parsed.horarios[6]).toEqual({ aberto: false, abre: '08:00', fecha: '14:00' });
  });
});
