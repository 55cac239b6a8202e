import { z } from 'zod';

/**
 * `?data=YYYY-MM-DD`: the São Paulo day a query asks for (the route's default when absent), as the
 * statistics' `?periodo=&data=` name it.
 *
 * `?day=` is still accepted as a deprecated alias: panels loaded before the rename (an installed
 * app's service worker keeps serving the old JavaScript for a while) send it. `data` wins when both
 * come. Remove `day` once those panels have updated.
 */
export function dayQuerySchema(day: z.ZodType<string, string>) {
  return z
    .object({
      data: day.optional(),
      day: day.optional().meta({ deprecated: true, description: 'Deprecated: use data.' }),
    })
    .transform(({ data, day: old }) => ({ data: data ?? old }));
}
