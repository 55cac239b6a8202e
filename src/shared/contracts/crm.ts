import { z } from 'zod';
import { customerMessages, customerSearchText } from './customers.ts';

/** The CRM's customers: what a message needs (name, phone, points, cashback) and their consent. */

export const CRM_CUSTOMER_PAGE_SIZE = 50;

export const crmCustomerSchema = z.object({
  id: z.number(),
  nome: z.string(),
  telefone: z.string(),
  dataNascimento: z.string().nullable(),
  pontos: z.number(),
  /** Cashback the customer can still spend (not expired). */
  cashbackCents: z.number(),
  /** Purchases made (counter and online): the spec's totalVendas. */
  totalVendas: z.number(),
  /** True once the customer asked for no more WhatsApp messages (LGPD). */
  whatsappOptOut: z.boolean(),
});
export type CrmCustomer = z.infer<typeof crmCustomerSchema>;

const page = z.coerce.number({ error: customerMessages.invalidPage }).int(customerMessages.invalidPage);
const bodyPage = z.number({ error: customerMessages.invalidPage }).int(customerMessages.invalidPage);

/** GET /api/crm/customers: a page in name order; a search goes in a body (crmCustomerSearchSchema). */
export const crmCustomerListQuerySchema = z.object({
  limit: page
    .min(1, customerMessages.invalidPage)
    .max(200, customerMessages.invalidPage)
    .default(CRM_CUSTOMER_PAGE_SIZE),
  offset: page.min(0, customerMessages.invalidPage).max(1_000_000, customerMessages.invalidPage).default(0),
});
export type CrmCustomerListQuery = z.input<typeof crmCustomerListQuerySchema>;

/** POST /api/crm/customers/search: the search (a name, or digits of a CPF or phone) and the page, in the body. */
export const crmCustomerSearchSchema = z.object({
  search: customerSearchText,
  limit: bodyPage
    .min(1, customerMessages.invalidPage)
    .max(200, customerMessages.invalidPage)
    .default(CRM_CUSTOMER_PAGE_SIZE),
  offset: bodyPage.min(0, customerMessages.invalidPage).max(1_000_000, customerMessages.invalidPage).default(0),
});
export type CrmCustomerSearch = z.input<typeof crmCustomerSearchSchema>;

export const crmCustomerListSchema = z.object({
  customers: z.array(crmCustomerSchema),
  /** How many customers match the search (all pages). */
  total: z.number(),
  nextOffset: z.number().nullable(),
});
export type CrmCustomerList = z.infer<typeof crmCustomerListSchema>;

export const whatsappConsentSchema = z.object(
  { optOut: z.boolean({ error: 'Informe se o cliente quer receber mensagens.' }) },
  { error: 'Requisição inválida.' },
);
export type WhatsappConsent = z.infer<typeof whatsappConsentSchema>;
