import { z } from 'zod';
import { openingHoursMessages, TIME_OF_DAY } from '../opening-hours.ts';
import { text } from './text.ts';

const dayHoursSchema = z
  .object({
    aberto: z.boolean({ error: openingHoursMessages.sevenDays }),
    abre: text().trim().max(5, openingHoursMessages.timeInvalid),
    fecha: text().trim().max(5, openingHoursMessages.timeInvalid),
  })
  .superRefine((day, ctx) => {
    if (!day.aberto) return;
    if (!TIME_OF_DAY.test(day.abre))
      ctx.addIssue({ code: 'custom', path: ['abre'], message: openingHoursMessages.timeInvalid });
    if (!TIME_OF_DAY.test(day.fecha)) {
      ctx.addIssue({ code: 'custom', path: ['fecha'], message: openingHoursMessages.timeInvalid });
    } else if (day.abre === day.fecha) {
      ctx.addIssue({ code: 'custom', path: ['fecha'], message: openingHoursMessages.sameTime });
    }
  })
  // A closed day keeps its times only when they are valid (they prefill the form when it opens again).
  .transform((day) => ({
    aberto: day.aberto,
    abre: TIME_OF_DAY.test(day.abre) ? day.abre : '',
    fecha: TIME_OF_DAY.test(day.fecha) ? day.fecha : '',
  }));

export const openingHoursSchema = z.array(dayHoursSchema, { error: openingHoursMessages.sevenDays }).length(7, {
  message: openingHoursMessages.sevenDays,
});

/** The hours as the API sends them (already valid). */
export const openingHoursResponseSchema = z.array(
  z.object({ aberto: z.boolean(), abre: z.string(), fecha: z.string() }),
);

export const updateOpeningHoursSchema = z.object({ horarios: openingHoursSchema });
export type UpdateOpeningHoursInput = z.input<typeof updateOpeningHoursSchema>;
