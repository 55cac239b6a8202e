import { z } from 'zod';

const invalidId = 'Identificador inválido.';

/** A record id in a URL (`/api/gifts/:id`): a positive 32-bit integer, else 400 in Portuguese. */
export const idParam = z.coerce
  .number({ error: invalidId })
  .int(invalidId)
  .positive(invalidId)
  .max(2_147_483_647, invalidId);
