import { z } from 'zod';
import { crmCustomerSchema } from './crm.ts';

/**
 * The CRM's header and smart suggestions: birthdays today, customers
 * close to their 10th purchase and customers with 100 points or more. Customers who asked for no
 * WhatsApp messages are never suggested (LGPD).
 */

/** At most this many customers per suggestion; `total` says how many there are. */
export const CRM_SUGGESTION_LIMIT = 50;
/** "Almost 10 sales": from 8 purchases to under 10. */
export const ALMOST_TEN_FROM = 8;
export const ALMOST_TEN_UNDER = 10;
/** "Points above 100": 100 points or more. */
export const MANY_POINTS_FROM = 100;

export const crmSuggestionSchema = z.object({
  clientes: z.array(crmCustomerSchema),
  /** All customers that fit, of which `clientes` holds the first CRM_SUGGESTION_LIMIT. */
  total: z.number(),
});
export type CrmSuggestion = z.infer<typeof crmSuggestionSchema>;

export const crmSummarySchema = z.object({
  /** The shop's name, for {loja}. */
  loja: z.string(),
  /** Every customer of the shop (the header's count). */
  totalClientes: z.number(),
  sugestoes: z.object({
    /** Birthday today in São Paulo (29 February on 28 February in other years), in name order. */
    aniversariantes: crmSuggestionSchema,
    /** 8 or 9 purchases, most first. */
    quaseDezCompras: crmSuggestionSchema,
    /** 100 points or more, most first. */
    maisDeCemPontos: crmSuggestionSchema,
  }),
});
export type CrmSummary = z.infer<typeof crmSummarySchema>;
export type CrmSuggestionKind = keyof CrmSummary['sugestoes'];
