import { z } from 'zod';
import { parseIsoDay } from '../calendar.ts';
import { PERIOD_KINDS } from '../periods.ts';
import { text } from './text.ts';

/** Dashboard de Vendas: a day, week or month of counter sales and online orders. */

export const dashboardMessages = {
  periodInvalid: 'Período inválido. Use dia, semana ou mes.',
  dayInvalid: 'Data inválida. Use AAAA-MM-DD.',
  noCustomers: 'Nenhuma compra de cliente identificado neste período.',
  noSellers: 'Nenhuma venda com vendedor neste período.',
} as const;

/** Days the dashboard can show: far enough back for any shop, and a period's end stays a real day. */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '9998-12-31';

export const dashboardDaySchema = text({ error: dashboardMessages.dayInvalid }).refine(
  (v) => parseIsoDay(v) !== null && v >= FIRST_DAY && v <= LAST_DAY,
  dashboardMessages.dayInvalid,
);

/** `?periodo=dia|semana|mes&data=YYYY-MM-DD`: the period holding `data` (today in São Paulo when absent). */
export const dashboardQuerySchema = z.object({
  periodo: z.enum(PERIOD_KINDS, { error: dashboardMessages.periodInvalid }),
  data: dashboardDaySchema.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const SALES_CHANNEL_KINDS = ['balcao', 'online'] as const;
export type SalesChannelKind = (typeof SALES_CHANNEL_KINDS)[number];
export const channelLabels: Record<SalesChannelKind, string> = { balcao: 'Balcão', online: 'Online' };

export const dashboardSchema = z.object({
  periodo: z.enum(PERIOD_KINDS),
  /** First and last São Paulo day of the period, 'YYYY-MM-DD'. */
  de: z.string(),
  ate: z.string(),
  /** Today in São Paulo, as the server sees it. */
  hoje: z.string(),
  totalCents: z.number(),
  vendas: z.number(),
  /** Total / number of sales, half up to the cent; 0 without sales. */
  ticketMedioCents: z.number(),
  /** Both channels, always in the order balcao, online. */
  canais: z.array(z.object({ canal: z.enum(SALES_CHANNEL_KINDS), totalCents: z.number(), vendas: z.number() })),
  /** Every day of the period ('YYYY-MM-DD'), or every hour '00'-'23' of a day, zeros included. */
  serie: z.array(z.object({ chave: z.string(), totalCents: z.number(), vendas: z.number() })),
  /** Up to 3 customers by purchase total in the period, only those above 0. */
  topClientes: z.array(z.object({ nome: z.string(), totalCents: z.number(), compras: z.number() })),
  /** Up to 3 sellers by counter sales total in the period, only those above 0. */
  topVendedores: z.array(z.object({ nome: z.string(), totalCents: z.number(), vendas: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
