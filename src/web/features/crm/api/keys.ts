/**
 * Query keys of the CRM. A consent change touches every CRM list (suggestions, customers, and
 * any other CRM screen keyed under `crmKeys.all`).
 */
export const crmKeys = {
  all: ['crm'] as const,
  summary: () => [...crmKeys.all, 'summary'] as const,
  templates: () => [...crmKeys.all, 'templates'] as const,
  customerLists: () => [...crmKeys.all, 'customers'] as const,
  customers: (search: string) => [...crmKeys.customerLists(), search] as const,
};
