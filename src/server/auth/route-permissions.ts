import type { Permission } from '../../shared/permissions.ts';

/**
 * The permission of every route behind a shop's session, by method and path as the API document
 * writes them. requireStore refuses a route missing here (fail closed), and
 * route-permissions.test.ts signs in as each role and calls every route of the document: a new
 * route without a line here fails it by name. docs/security.md shows the same table by role.
 *
 * A few routes check more inside (the role of the session is on the request): the cash report of
 * another day (cash.history), an order's cancel (orders.cancel), a sale's discount above the
 * cashier's limit (sales.discount) and the loyalty PIN in the settings (settings.pin).
 */
export const ROUTE_PERMISSIONS: Record<string, Permission> = {
  'GET /api/auth/me': 'account',
  'POST /api/auth/password': 'account',
  'POST /api/auth/reauth': 'account',
  'PUT /api/auth/override-pin': 'account',
  'GET /api/auth/sessions': 'account',
  'DELETE /api/auth/sessions': 'account',
  'DELETE /api/auth/sessions/{id}': 'account',
  'GET /api/auth/authorizers': 'account',

  'GET /api/store/profile': 'settings.manage',
  'PUT /api/store/opening-hours': 'settings.manage',
  'PUT /api/store/logo': 'settings.manage',
  'GET /api/cashback/config': 'sales.sell',
  'PUT /api/cashback/config': 'settings.manage',
  'GET /api/settings': 'settings.manage',
  'PUT /api/settings': 'settings.manage',
  'GET /api/settings/pix': 'sales.sell',
  'PUT /api/settings/pix': 'settings.pix',
  'GET /api/settings/cashier-limit': 'sales.sell',
  'PUT /api/settings/cashier-limit': 'settings.pin',
  'GET /api/loyalty/config': 'loyalty.validate',

  'GET /api/customers': 'customers.register',
  'POST /api/customers/search': 'customers.register',
  'POST /api/customers': 'customers.register',
  'GET /api/customers/top': 'customers.reports',
  'GET /api/customers/{customerId}': 'customers.register',
  'PUT /api/customers/{customerId}': 'customers.manage',
  'DELETE /api/customers/{customerId}': 'customers.manage',
  'PUT /api/customers/{customerId}/extras': 'customers.manage',
  'GET /api/customers/{customerId}/purchases': 'customers.manage',
  'GET /api/customers/{customerId}/credit': 'customers.register',
  'POST /api/customers/{customerId}/credit': 'customers.balance',
  'POST /api/customers/{customerId}/export': 'customers.reports',
  'POST /api/customers/{customerId}/anonymize': 'customers.reports',
  'GET /api/cashback/customers/{customerId}': 'customers.register',
  'POST /api/cashback/customers/{customerId}/redeem': 'sales.sell',

  'GET /api/audit-log': 'audit.view',

  'POST /api/loyalty/customers/lookup': 'loyalty.validate',
  'POST /api/loyalty/validations': 'loyalty.validate',
  'POST /api/loyalty/validations/{id}/spin': 'loyalty.validate',

  'POST /api/images': 'catalogue.manage',
  'GET /api/products': 'catalogue.read',
  'POST /api/products': 'catalogue.manage',
  'GET /api/products/search': 'catalogue.read',
  'GET /api/products/next-code': 'catalogue.manage',
  'GET /api/products/categories': 'catalogue.read',
  'GET /api/products/{id}': 'catalogue.read',
  'PUT /api/products/{id}': 'catalogue.manage',
  'DELETE /api/products/{id}': 'catalogue.manage',
  'GET /api/gifts': 'catalogue.manage',
  'POST /api/gifts': 'catalogue.manage',
  'PUT /api/gifts/{id}': 'catalogue.manage',
  'DELETE /api/gifts/{id}': 'catalogue.manage',
  'POST /api/gifts/{id}/deliveries': 'catalogue.manage',
  'GET /api/gifts/deliveries': 'catalogue.manage',

  'GET /api/employees': 'employees.manage',
  'GET /api/employees/sellers': 'employees.list',
  'POST /api/employees': 'employees.manage',
  'GET /api/employees/{id}': 'employees.manage',
  'PUT /api/employees/{id}': 'employees.manage',
  'DELETE /api/employees/{id}': 'employees.manage',

  'GET /api/staff': 'staff.manage',
  'POST /api/staff': 'staff.manage',
  'PATCH /api/staff/{id}': 'staff.manage',
  'POST /api/staff/{id}/invitation': 'staff.manage',

  'GET /api/cash/report': 'cash.today',
  'GET /api/cash/bills': 'cash.today',
  'POST /api/cash/bills': 'cash.today',
  'DELETE /api/cash/bills/{id}': 'cash.today',

  'POST /api/sales': 'sales.sell',
  'GET /api/sales': 'sales.sell',
  'GET /api/sales/{id}': 'sales.sell',
  'DELETE /api/sales/{id}': 'sales.delete',

  'GET /api/stats/dashboard': 'stats.view',
  'GET /api/stats/dashboard/export.csv': 'stats.view',
  'GET /api/stats/panel': 'stats.view',

  'GET /api/tasks': 'tasks.do',
  'POST /api/tasks': 'tasks.manage',
  'PUT /api/tasks/{id}': 'tasks.manage',
  'DELETE /api/tasks/{id}': 'tasks.manage',
  'GET /api/tasks/calendar': 'tasks.do',
  'GET /api/tasks/days/{day}': 'tasks.do',
  'PATCH /api/task-runs/{id}': 'tasks.do',

  'GET /api/crm/customers': 'crm.manage',
  'POST /api/crm/customers/search': 'crm.manage',
  'PUT /api/crm/customers/{customerId}/whatsapp': 'crm.manage',
  'GET /api/crm/templates': 'crm.manage',
  'PUT /api/crm/templates/{key}': 'crm.manage',
  'DELETE /api/crm/templates/{key}': 'crm.manage',
  'GET /api/crm/summary': 'crm.manage',
  'GET /api/promotions/flash': 'crm.manage',
  'POST /api/promotions/flash': 'crm.manage',
  'POST /api/promotions/flash/end': 'crm.manage',
  'GET /api/chatbot/tags': 'crm.manage',
  'POST /api/chatbot/tags': 'crm.manage',
  'PUT /api/chatbot/tags/{id}': 'crm.manage',
  'DELETE /api/chatbot/tags/{id}': 'crm.manage',
  'GET /api/chatbot/tags/{id}/members': 'crm.manage',
  'POST /api/chatbot/tags/{id}/members': 'crm.manage',
  'DELETE /api/chatbot/tags/{id}/members/{customerId}': 'crm.manage',
  'GET /api/chatbot/campaigns': 'crm.manage',
  'POST /api/chatbot/campaigns': 'crm.manage',
  'PATCH /api/chatbot/campaigns/{id}': 'crm.manage',
  'DELETE /api/chatbot/campaigns/{id}': 'crm.manage',
  'GET /api/chatbot/campaigns/{id}/recipients': 'crm.manage',
  'POST /api/chatbot/campaigns/{id}/sends': 'crm.manage',
  'GET /api/chatbot/templates': 'crm.manage',
  'POST /api/chatbot/templates': 'crm.manage',
  'PUT /api/chatbot/templates/{id}': 'crm.manage',
  'DELETE /api/chatbot/templates/{id}': 'crm.manage',
  'GET /api/surveys/questions': 'crm.manage',
  'PUT /api/surveys/questions': 'crm.manage',
  'GET /api/surveys/report': 'crm.manage',

  'GET /api/ideas': 'platform.use',
  'POST /api/ideas': 'platform.use',
  'GET /api/ideas/{id}': 'platform.use',
  'GET /api/referrals': 'platform.use',
  'POST /api/referrals': 'platform.use',
  'GET /api/referrals/{id}': 'platform.use',
  'GET /api/messages': 'platform.use',
  'POST /api/messages/{id}/dismiss': 'platform.use',
  'GET /api/invoices': 'invoices.view',
  'GET /api/invoices/{id}/download': 'invoices.view',

  'GET /api/orders': 'orders.handle',
  'GET /api/orders/events': 'orders.handle',
  'GET /api/orders/{orderId}': 'orders.handle',
  'PATCH /api/orders/{orderId}/status': 'orders.handle',
};

const cache = new Map<string, Permission | null>();

/** The permission of a route as Fastify names it (`DELETE`, `/api/sales/:id`); null when it has none. */
export function permissionOfRoute(method: string, fastifyUrl: string): Permission | null {
  const key = `${method} ${fastifyUrl}`;
  let found = cache.get(key);
  if (found === undefined) {
    const documentPath = fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    found = ROUTE_PERMISSIONS[`${method} ${documentPath}`] ?? null;
    cache.set(key, found);
  }
  return found;
}
