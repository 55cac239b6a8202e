import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PURCHASES_PER_SPIN } from '../../shared/contracts/loyalty.ts';
import { SURVEY_QUESTION_COUNT } from '../../shared/contracts/surveys.ts';
import { generateInvoices } from '../modules/invoices/invoices-service.ts';
import { loginAdmin } from '../test/admin-fixtures.ts';
import { makeCpf, registerAndLogin } from '../test/fixtures.ts';
import { setupTestContext, testDbKind } from '../test/harness.ts';
import { PIN, purchase, saveSettings, validateMany } from '../test/loyalty-fixtures.ts';
import { makePng } from '../test/png.ts';
import { postSale } from '../test/sales-fixtures.ts';
import { reauth } from '../test/staff-fixtures.ts';
import { postOrder } from '../test/storefront-fixtures.ts';

/**
 * Tenant isolation, route by route. Every route of the app's own OpenAPI document is classified
 * below; each one that takes the id of a shop's record is called by shop B with shop A's ids —
 * reading, changing, deleting, and ids inside bodies — and must answer 404 in the error shape.
 * Afterwards every row of shop A is exactly as it was, and shop A still reads its records.
 * A route the table does not know fails the test by name: a new route needs its case here.
 */

const ctx = setupTestContext();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What shop A has: one record of every kind, and the ids of them. */
interface Seeded {
  storeId: number;
  cookie: string;
  customerId: number;
  customerCpf: string;
  productId: number;
  giftId: number;
  employeeId: number;
  imageId: string;
  orderId: string;
  validationId: number;
  saleId: string;
  billId: number;
  taskId: number;
  taskRunId: number;
  tagId: number;
  campaignId: number;
  chatbotTemplateId: number;
  ideaId: number;
  referralId: number;
  invoiceId: number;
  /** The public id of shop A's session, as its list of sessions shows it. */
  sessionId: string;
  /** A team member's login of shop A (the employee's). */
  staffId: number;
}

/** Shop B's own records, where a route needs one of them to carry another shop's id in its body. */
interface Own {
  storeId: number;
  cookie: string;
  tagId: number;
  campaignId: number;
  productId: number;
  customerId: number;
}

/**
 * One attempt by shop B: the path's parameters from shop A's records (or B's own, when the
 * attack is an id of A's in the body), and the body.
 */
interface Attempt {
  params?: (a: Seeded, b: Own) => Record<string, string | number>;
  body?: (a: Seeded, b: Own) => unknown;
  headers?: Record<string, string>;
  /** The answer expected; 404 unless said otherwise (with the reason). */
  status?: number;
  /**
   * Where the answer is not a 404 (an id in a body refused as a field error), the same body with
   * an id that exists nowhere: the two answers must be identical, so another shop's record is
   * indistinguishable from a missing one.
   */
  unknownBody?: (b: Own) => unknown;
}

type Case =
  /** A shop owner's route that names a record of the shop: tried with shop A's ids as shop B. */
  | { kind: 'record'; attempts: Attempt[] }
  /** A shop owner's route that takes no record id: the session's shop is the only scope. */
  | { kind: 'session'; reason: string }
  /** A super admin's route: platform-wide by design; a shop's session is refused. */
  | { kind: 'admin'; reason: string }
  /** Open to anyone: by shop id (an unknown or blocked shop answers 404), or no tenant at all. */
  | { kind: 'public'; byStore?: (storeId: number) => { url: string; payload?: unknown }; reason: string };

/** An id that no record has. */
const NOWHERE_UUID = '00000000-0000-4000-8000-000000000000';

const path = (a: Attempt['params']) => ({ params: a });

const CASES: Record<string, Case> = {
  // --- Sign-in, health, sign-up: no shop's record.
  'GET /api/health': { kind: 'public', reason: 'liveness; no data' },
  'POST /api/auth/login': { kind: 'public', reason: 'signs in by e-mail and password' },
  'POST /api/auth/logout': { kind: 'session', reason: 'ends the own session' },
  'GET /api/auth/me': { kind: 'session', reason: 'the own session' },
  'POST /api/admin/auth/login': { kind: 'public', reason: 'super admin sign-in' },
  'POST /api/admin/auth/logout': { kind: 'public', reason: 'ends the own admin session, if any' },
  'GET /api/admin/auth/me': { kind: 'admin', reason: 'the own admin session' },
  'POST /api/auth/password': { kind: 'session', reason: 'the session shop’s password; ends its other sessions' },
  'GET /api/auth/sessions': { kind: 'session', reason: 'the session shop’s sessions' },
  'DELETE /api/auth/sessions': { kind: 'session', reason: 'ends the session shop’s other sessions' },
  'DELETE /api/auth/sessions/{id}': { kind: 'record', attempts: [{ params: (a) => ({ id: a.sessionId }) }] },
  'GET /api/auth/password-reset': { kind: 'public', reason: 'whether the server sends e-mail; no data' },
  'POST /api/auth/password-reset': {
    kind: 'public',
    reason: 'by e-mail; the same answer whether or not an account has it, the link goes to its own inbox',
  },
  'POST /api/auth/password-reset/check': { kind: 'public', reason: 'by the random token of a reset link only' },
  'POST /api/auth/password-reset/complete': { kind: 'public', reason: 'by the random token of a reset link only' },
  'POST /api/stores': { kind: 'public', reason: 'sign-up creates a new shop' },
  'POST /api/auth/reauth': { kind: 'session', reason: 'the password of the session’s own account' },
  'PUT /api/auth/override-pin': { kind: 'session', reason: 'the session account’s own override PIN' },
  'GET /api/auth/authorizers': { kind: 'session', reason: 'the session shop’s owner and Gerentes' },
  'GET /api/staff': { kind: 'session', reason: 'the session shop’s team logins' },
  'POST /api/staff': {
    kind: 'record',
    attempts: [
      {
        // An employee id in a body is a field of the form: refused as the form's error.
        body: (a) => ({
          employeeId: a.employeeId,
          email: 'invasor@exemplo.com.br',
          role: 'caixa',
          senha: 'senha-segura-1',
        }),
        status: 400,
        unknownBody: () => ({
          employeeId: 999_999,
          email: 'invasor@exemplo.com.br',
          role: 'caixa',
          senha: 'senha-segura-1',
        }),
      },
    ],
  },
  'PATCH /api/staff/{id}': {
    kind: 'record',
    attempts: [{ params: (a) => ({ id: a.staffId }), body: () => ({ ativo: false }) }],
  },
  'POST /api/staff/{id}/invitation': { kind: 'record', attempts: [path((a) => ({ id: a.staffId }))] },
  'GET /api/public/staff-invites/{token}': { kind: 'public', reason: 'an invitation by its secret token; no shop id' },
  'POST /api/public/staff-invites/{token}': { kind: 'public', reason: 'an invitation by its secret token; no shop id' },

  // --- The shop's own profile and settings: one per shop, from the session.
  'GET /api/store/profile': { kind: 'session', reason: 'the session shop’s profile' },
  'PUT /api/store/opening-hours': { kind: 'session', reason: 'the session shop’s hours' },
  'PUT /api/store/logo': {
    kind: 'record',
    attempts: [
      {
        // An image id in a body is a field of the form: refused as the form's error.
        body: (a) => ({ imageId: a.imageId }),
        status: 400,
        unknownBody: () => ({ imageId: NOWHERE_UUID }),
      },
    ],
  },
  'GET /api/cashback/config': { kind: 'session', reason: 'the session shop’s settings' },
  'PUT /api/cashback/config': { kind: 'session', reason: 'the session shop’s settings' },
  'GET /api/settings': { kind: 'session', reason: 'the session shop’s settings' },
  'PUT /api/settings': { kind: 'session', reason: 'the session shop’s settings' },
  'GET /api/settings/pix': { kind: 'session', reason: 'the session shop’s settings' },
  'GET /api/settings/cashier-limit': { kind: 'session', reason: 'the session shop’s settings' },
  'PUT /api/settings/cashier-limit': { kind: 'session', reason: 'the session shop’s settings' },
  'PUT /api/settings/pix': { kind: 'session', reason: 'the session shop’s settings' },
  'GET /api/loyalty/config': { kind: 'session', reason: 'the session shop’s settings' },

  // --- Customers.
  'GET /api/customers': { kind: 'session', reason: 'lists the session shop’s customers' },
  'POST /api/customers/search': { kind: 'session', reason: 'searches the session shop’s customers' },
  'POST /api/customers': { kind: 'session', reason: 'creates in the session shop' },
  'GET /api/customers/top': { kind: 'session', reason: 'the session shop’s ranking' },
  'GET /api/customers/{customerId}': { kind: 'record', attempts: [path((a) => ({ customerId: a.customerId }))] },
  'PUT /api/customers/{customerId}': {
    kind: 'record',
    attempts: [
      {
        params: (a) => ({ customerId: a.customerId }),
        body: () => ({ nome: 'Invasor', cpf: makeCpf(424_242), telefone: '(11) 91111-2222' }),
      },
    ],
  },
  'DELETE /api/customers/{customerId}': { kind: 'record', attempts: [path((a) => ({ customerId: a.customerId }))] },
  'PUT /api/customers/{customerId}/extras': {
    kind: 'record',
    attempts: [{ params: (a) => ({ customerId: a.customerId }), body: () => ({ nomePet: 'Rex' }) }],
  },
  'GET /api/customers/{customerId}/purchases': {
    kind: 'record',
    attempts: [path((a) => ({ customerId: a.customerId }))],
  },
  'GET /api/customers/{customerId}/credit': { kind: 'record', attempts: [path((a) => ({ customerId: a.customerId }))] },
  'POST /api/customers/{customerId}/credit': {
    kind: 'record',
    attempts: [
      { params: (a) => ({ customerId: a.customerId }), body: () => ({ tipo: 'credito', amountCents: 1000, note: '' }) },
    ],
  },
  'POST /api/customers/{customerId}/export': {
    kind: 'record',
    attempts: [{ params: (a) => ({ customerId: a.customerId }), body: () => ({ formato: 'json' }) }],
  },
  'POST /api/customers/{customerId}/anonymize': {
    kind: 'record',
    attempts: [{ params: (a) => ({ customerId: a.customerId }), body: () => ({ confirmar: true }) }],
  },
  'GET /api/audit-log': { kind: 'session', reason: 'the session shop’s Registro de Atividades' },
  'GET /api/cashback/customers/{customerId}': {
    kind: 'record',
    attempts: [path((a) => ({ customerId: a.customerId }))],
  },
  'POST /api/cashback/customers/{customerId}/redeem': {
    kind: 'record',
    attempts: [{ params: (a) => ({ customerId: a.customerId }), body: () => ({ amountCents: 100, note: '' }) }],
  },
  'POST /api/loyalty/customers/lookup': {
    kind: 'session',
    reason: 'a CPF is looked up among the session shop’s customers only (checked below)',
  },
  'POST /api/loyalty/validations': {
    kind: 'session',
    reason: 'records a purchase in the session shop by CPF (a new customer of B, not A’s)',
  },
  'POST /api/loyalty/validations/{id}/spin': { kind: 'record', attempts: [path((a) => ({ id: a.validationId }))] },

  // --- Images and products.
  'POST /api/images': { kind: 'session', reason: 'uploads to the session shop' },
  'GET /api/images/{id}': {
    kind: 'public',
    reason: 'an image is served by its random uuid to storefront visitors (a capability, not a guessable id)',
  },
  'GET /api/products': { kind: 'session', reason: 'lists the session shop’s products' },
  'POST /api/products': {
    kind: 'record',
    attempts: [
      {
        body: (a) => ({ name: 'Invasor', priceCents: 100, stock: 1, imageId: a.imageId }),
        status: 400,
        unknownBody: () => ({ name: 'Invasor', priceCents: 100, stock: 1, imageId: NOWHERE_UUID }),
      },
    ],
  },
  'GET /api/products/search': { kind: 'session', reason: 'searches the session shop’s products' },
  'GET /api/products/next-code': { kind: 'session', reason: 'the session shop’s next code' },
  'GET /api/products/categories': { kind: 'session', reason: 'the session shop’s categories' },
  'GET /api/products/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.productId }))] },
  'PUT /api/products/{id}': {
    kind: 'record',
    attempts: [
      { params: (a) => ({ id: a.productId }), body: () => ({ name: 'Invasor', priceCents: 1, stock: 0 }) },
      {
        params: (_a, b) => ({ id: b.productId }),
        body: (a) => ({ name: 'Invasor', priceCents: 1, stock: 0, imageId: a.imageId }),
        status: 400,
        unknownBody: () => ({ name: 'Invasor', priceCents: 1, stock: 0, imageId: NOWHERE_UUID }),
      },
    ],
  },
  'DELETE /api/products/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.productId }))] },

  // --- Gifts and employees.
  'GET /api/gifts': { kind: 'session', reason: 'lists the session shop’s gifts' },
  'POST /api/gifts': { kind: 'session', reason: 'creates in the session shop' },
  'PUT /api/gifts/{id}': {
    kind: 'record',
    attempts: [{ params: (a) => ({ id: a.giftId }), body: () => ({ nome: 'Invasor', custoCents: 0 }) }],
  },
  'DELETE /api/gifts/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.giftId }))] },
  'POST /api/gifts/{id}/deliveries': {
    kind: 'record',
    attempts: [{ params: (a) => ({ id: a.giftId }), body: (a) => ({ cpf: a.customerCpf }) }],
  },
  'GET /api/gifts/deliveries': { kind: 'session', reason: 'lists the session shop’s deliveries' },
  'GET /api/employees': { kind: 'session', reason: 'lists the session shop’s employees' },
  'POST /api/employees': { kind: 'session', reason: 'creates in the session shop' },
  'GET /api/employees/sellers': { kind: 'session', reason: 'the session shop’s sellers' },
  'GET /api/employees/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.employeeId }))] },
  'PUT /api/employees/{id}': {
    kind: 'record',
    attempts: [
      {
        params: (a) => ({ id: a.employeeId }),
        body: () => ({
          nome: 'Invasor',
          dataNascimento: '1990-05-17',
          metaMesCents: 1,
          dataContratacao: '2024-01-10',
        }),
      },
    ],
  },
  'DELETE /api/employees/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.employeeId }))] },

  // --- Cash, sales, statistics.
  'GET /api/cash/report': { kind: 'session', reason: 'the session shop’s day' },
  'GET /api/cash/bills': { kind: 'session', reason: 'the session shop’s bills' },
  'POST /api/cash/bills': { kind: 'session', reason: 'creates in the session shop' },
  'DELETE /api/cash/bills/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.billId }))] },
  'POST /api/sales': {
    kind: 'record',
    attempts: [
      { body: (a) => ({ customerId: a.customerId, items: [{ name: 'Avulso', quantity: 1, unitPriceCents: 100 }] }) },
      { body: (a) => ({ employeeId: a.employeeId, items: [{ name: 'Avulso', quantity: 1, unitPriceCents: 100 }] }) },
      { body: (a) => ({ items: [{ productId: a.productId, quantity: 1 }] }) },
    ],
  },
  'GET /api/sales': { kind: 'session', reason: 'lists the session shop’s sales' },
  'GET /api/sales/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.saleId }))] },
  'DELETE /api/sales/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.saleId }))] },
  'GET /api/stats/dashboard': { kind: 'session', reason: 'the session shop’s figures' },
  'GET /api/stats/dashboard/export.csv': { kind: 'session', reason: 'the session shop’s figures' },
  'GET /api/stats/panel': { kind: 'session', reason: 'the session shop’s figures' },

  // --- Tasks.
  'GET /api/tasks': { kind: 'session', reason: 'lists the session shop’s tasks' },
  'POST /api/tasks': { kind: 'session', reason: 'creates in the session shop' },
  'PUT /api/tasks/{id}': {
    kind: 'record',
    attempts: [{ params: (a) => ({ id: a.taskId }), body: () => ({ nome: 'Invasor', diasSemana: [1] }) }],
  },
  'DELETE /api/tasks/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.taskId }))] },
  'GET /api/tasks/calendar': { kind: 'session', reason: 'the session shop’s month' },
  'GET /api/tasks/days/{day}': { kind: 'session', reason: 'a day (a date), in the session shop' },
  'PATCH /api/task-runs/{id}': {
    kind: 'record',
    attempts: [{ params: (a) => ({ id: a.taskRunId }), body: () => ({ concluida: true }) }],
  },

  // --- CRM, chatbot, promotions, surveys.
  'GET /api/crm/customers': { kind: 'session', reason: 'lists the session shop’s customers' },
  'POST /api/crm/customers/search': { kind: 'session', reason: 'searches the session shop’s customers' },
  'PUT /api/crm/customers/{customerId}/whatsapp': {
    kind: 'record',
    attempts: [{ params: (a) => ({ customerId: a.customerId }), body: () => ({ optOut: true }) }],
  },
  'GET /api/crm/templates': { kind: 'session', reason: 'the session shop’s message texts' },
  'PUT /api/crm/templates/{key}': {
    kind: 'session',
    reason: 'the key names a kind of message (a fixed list), stored per session shop',
  },
  'DELETE /api/crm/templates/{key}': {
    kind: 'session',
    reason: 'the key names a kind of message (a fixed list), stored per session shop',
  },
  'GET /api/crm/summary': { kind: 'session', reason: 'the session shop’s figures' },
  'GET /api/promotions/flash': { kind: 'session', reason: 'the session shop’s promotion' },
  'POST /api/promotions/flash': {
    kind: 'record',
    attempts: [{ body: (a) => ({ discountPercent: 10, productIds: [a.productId] }) }],
  },
  'POST /api/promotions/flash/end': { kind: 'session', reason: 'ends the session shop’s promotion' },
  'GET /api/chatbot/tags': { kind: 'session', reason: 'lists the session shop’s tags' },
  'POST /api/chatbot/tags': { kind: 'session', reason: 'creates in the session shop' },
  'PUT /api/chatbot/tags/{id}': {
    kind: 'record',
    attempts: [{ params: (a) => ({ id: a.tagId }), body: () => ({ nome: 'Invasor', cor: '#dc2626' }) }],
  },
  'DELETE /api/chatbot/tags/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.tagId }))] },
  'GET /api/chatbot/tags/{id}/members': { kind: 'record', attempts: [path((a) => ({ id: a.tagId }))] },
  'POST /api/chatbot/tags/{id}/members': {
    kind: 'record',
    attempts: [
      { params: (a) => ({ id: a.tagId }), body: (_a, b) => ({ customerIds: [b.customerId] }) },
      { params: (_a, b) => ({ id: b.tagId }), body: (a) => ({ customerIds: [a.customerId] }) },
    ],
  },
  'DELETE /api/chatbot/tags/{id}/members/{customerId}': {
    kind: 'record',
    attempts: [
      path((a) => ({ id: a.tagId, customerId: a.customerId })),
      path((a, b) => ({ id: b.tagId, customerId: a.customerId })),
    ],
  },
  'GET /api/chatbot/campaigns': { kind: 'session', reason: 'lists the session shop’s campaigns' },
  'POST /api/chatbot/campaigns': {
    kind: 'record',
    attempts: [{ body: (a) => ({ nome: 'Invasora', mensagem: 'Oi {nome}', tagIds: [a.tagId] }) }],
  },
  'PATCH /api/chatbot/campaigns/{id}': {
    kind: 'record',
    attempts: [{ params: (a) => ({ id: a.campaignId }), body: () => ({ status: 'pausada' }) }],
  },
  'DELETE /api/chatbot/campaigns/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.campaignId }))] },
  'GET /api/chatbot/campaigns/{id}/recipients': {
    kind: 'record',
    attempts: [path((a) => ({ id: a.campaignId }))],
  },
  'POST /api/chatbot/campaigns/{id}/sends': {
    kind: 'record',
    attempts: [
      { params: (a) => ({ id: a.campaignId }), body: (_a, b) => ({ customerId: b.customerId }) },
      { params: (_a, b) => ({ id: b.campaignId }), body: (a) => ({ customerId: a.customerId }) },
    ],
  },
  'GET /api/chatbot/templates': { kind: 'session', reason: 'lists the session shop’s templates' },
  'POST /api/chatbot/templates': { kind: 'session', reason: 'creates in the session shop' },
  'PUT /api/chatbot/templates/{id}': {
    kind: 'record',
    attempts: [
      {
        params: (a) => ({ id: a.chatbotTemplateId }),
        body: () => ({ nome: 'Invasor', categoria: 'geral', texto: 'Oi' }),
      },
    ],
  },
  'DELETE /api/chatbot/templates/{id}': {
    kind: 'record',
    attempts: [path((a) => ({ id: a.chatbotTemplateId }))],
  },
  'GET /api/surveys/questions': { kind: 'session', reason: 'the session shop’s questions' },
  'PUT /api/surveys/questions': { kind: 'session', reason: 'the session shop’s questions' },
  'GET /api/surveys/report': { kind: 'session', reason: 'the session shop’s answers' },
  'GET /api/public/stores/{storeId}/survey': {
    kind: 'public',
    reason: 'a shop’s survey, by shop id',
    byStore: (id) => ({ url: `/api/public/stores/${id}/survey` }),
  },
  'POST /api/public/stores/{storeId}/surveys': {
    kind: 'public',
    reason: 'answers a shop’s survey, by shop id',
    byStore: (id) => ({
      url: `/api/public/stores/${id}/surveys`,
      payload: { nome: 'Ana', respostas: Array(SURVEY_QUESTION_COUNT).fill(5) },
    }),
  },

  // --- Ideas, referrals, invoices, messages, the game.
  'GET /api/ideas': { kind: 'session', reason: 'lists the session shop’s ideas' },
  'POST /api/ideas': { kind: 'session', reason: 'creates in the session shop' },
  'GET /api/ideas/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.ideaId }))] },
  'GET /api/referrals': { kind: 'session', reason: 'lists the session shop’s referrals' },
  'POST /api/referrals': { kind: 'session', reason: 'creates in the session shop' },
  'GET /api/referrals/{id}': { kind: 'record', attempts: [path((a) => ({ id: a.referralId }))] },
  'GET /api/invoices': { kind: 'session', reason: 'lists the session shop’s invoices' },
  'GET /api/invoices/{id}/download': { kind: 'record', attempts: [path((a) => ({ id: a.invoiceId }))] },
  'GET /api/messages': { kind: 'session', reason: 'the platform’s messages, with the session shop’s dismissals' },
  'POST /api/messages/{id}/dismiss': {
    kind: 'session',
    reason: 'the id is a platform-wide message (no shop owns it); the dismissal is the session shop’s',
  },
  'GET /api/game': { kind: 'public', reason: 'the platform’s game, by client address; no shop' },
  'POST /api/game/plays': { kind: 'public', reason: 'the platform’s game, by client address; no shop' },
  'DELETE /api/game/plays/today': { kind: 'public', reason: 'the platform’s game, by client address; no shop' },

  // --- Orders.
  'GET /api/orders': { kind: 'session', reason: 'lists the session shop’s orders' },
  'GET /api/orders/events': { kind: 'session', reason: 'the session shop’s live stream' },
  'GET /api/orders/{orderId}': { kind: 'record', attempts: [path((a) => ({ orderId: a.orderId }))] },
  'PATCH /api/orders/{orderId}/status': {
    kind: 'record',
    attempts: [{ params: (a) => ({ orderId: a.orderId }), body: () => ({ status: 'preparando' }) }],
  },

  // --- The storefront: public, by shop id.
  'GET /api/storefront/stores/{storeId}': {
    kind: 'public',
    reason: 'a shop’s storefront, by shop id',
    byStore: (id) => ({ url: `/api/storefront/stores/${id}` }),
  },
  'GET /api/storefront/stores/{storeId}/og-image.png': {
    kind: 'public',
    reason: 'a shop’s link preview, by shop id',
    byStore: (id) => ({ url: `/api/storefront/stores/${id}/og-image.png` }),
  },
  'POST /api/storefront/stores/{storeId}/customers/lookup': {
    kind: 'public',
    reason: 'a visitor’s CPF, in one shop, by shop id',
    byStore: (id) => ({ url: `/api/storefront/stores/${id}/customers/lookup`, payload: { cpf: makeCpf(5) } }),
  },
  'POST /api/storefront/stores/{storeId}/customers/confirm': {
    kind: 'public',
    reason: 'a visitor’s CPF and birth date, in one shop, by shop id',
    byStore: (id) => ({
      url: `/api/storefront/stores/${id}/customers/confirm`,
      payload: { cpf: makeCpf(5), dataNascimento: '1990-05-17' },
    }),
  },
  'POST /api/storefront/stores/{storeId}/orders': {
    kind: 'public',
    reason: 'places an order in one shop, by shop id (A’s products in B’s storefront: checked below)',
    byStore: (id) => ({
      url: `/api/storefront/stores/${id}/orders`,
      payload: {
        cpf: makeCpf(6),
        nome: 'Maria da Silva',
        telefone: '(11) 98888-7777',
        dataNascimento: '1990-05-17',
        paymentMethod: 'pix',
        items: [{ productId: 1, quantity: 1 }],
      },
    }),
  },
  'GET /api/storefront/orders/{orderId}': {
    kind: 'public',
    reason: 'a visitor follows an order by its random uuid (a capability, not a guessable id)',
  },

  // --- The super admin's: platform-wide.
  'GET /api/admin/stores': { kind: 'admin', reason: 'every shop' },
  'PATCH /api/admin/stores/{storeId}/status': { kind: 'admin', reason: 'blocks or frees any shop' },
  'POST /api/admin/stores/{storeId}/password-reset': { kind: 'admin', reason: 'a reset link for any shop' },
  'GET /api/admin/ideas': { kind: 'admin', reason: 'every shop’s ideas' },
  'GET /api/admin/ideas/{id}': { kind: 'admin', reason: 'any shop’s idea' },
  'PATCH /api/admin/ideas/{id}/status': { kind: 'admin', reason: 'any shop’s idea' },
  'GET /api/admin/messages': { kind: 'admin', reason: 'the platform’s messages' },
  'POST /api/admin/messages': { kind: 'admin', reason: 'the platform’s messages' },
  'DELETE /api/admin/messages/{id}': { kind: 'admin', reason: 'the platform’s messages' },
  'GET /api/admin/game/prizes': { kind: 'admin', reason: 'the platform’s game' },
  'POST /api/admin/game/prizes': { kind: 'admin', reason: 'the platform’s game' },
  'PATCH /api/admin/game/prizes/{prizeId}': { kind: 'admin', reason: 'the platform’s game' },
  'GET /api/admin/game/codes/{codigo}': { kind: 'admin', reason: 'the platform’s game' },
  'POST /api/admin/game/codes/{codigo}/redeem': { kind: 'admin', reason: 'the platform’s game' },
  'GET /api/admin/invoices': { kind: 'admin', reason: 'every shop’s invoices' },
  'POST /api/admin/invoices/{id}/pay': { kind: 'admin', reason: 'any shop’s invoice' },
  'GET /api/admin/platform-settings': { kind: 'admin', reason: 'the platform’s payment details' },
  'PUT /api/admin/platform-settings': { kind: 'admin', reason: 'the platform’s payment details' },
  'GET /api/admin/referrals': { kind: 'admin', reason: 'every shop’s referrals' },
  'POST /api/admin/referrals/{id}/close': { kind: 'admin', reason: 'any shop’s referral' },
};

// ---------------------------------------------------------------------------------------------

interface OpenApiDoc {
  paths: Record<string, Record<string, unknown>>;
}

function routesOf(doc: OpenApiDoc): string[] {
  const out: string[] = [];
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      const upper = method.toUpperCase();
      if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) out.push(`${upper} ${p}`);
    }
  }
  return out;
}

/**
 * Fastify's own route table (printRoutes' tree, flattened): the API routes registered, whether or
 * not the OpenAPI document shows them. The documentation's pages and HEAD are left out.
 */
function registeredRoutes(tree: string): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = [...(match[1] ?? '')].length / 4;
    stack.length = depth;
    const full = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (match[2] ?? '');
    stack[depth] = full;
    if (!full.startsWith('/api/') || full.startsWith('/api/docs')) continue;
    for (const method of (match[3] ?? '').split(', ')) {
      if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
        out.push(`${method} ${full.replace(/:(\w+)/g, '{$1}')}`);
      }
    }
  }
  return out;
}

/** The error shape, or what is wrong with the answer. */
function shapeProblem(res: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'not JSON';
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return 'not { error }';
  if (Object.keys(body as object).join() !== 'error') return 'extra keys';
  return null;
}

async function call(method: Method, url: string, cookie: string | undefined, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === 'POST' && payload !== undefined ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function ok<T = Record<string, unknown>>(
  method: Method,
  url: string,
  cookie: string | undefined,
  payload?: unknown,
): Promise<T> {
  const res = await call(method, url, cookie, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return (res.body ? res.json() : {}) as T;
}

/** Shop A: one record of every kind, through the API as the owner would make them. */
async function seedShopA(): Promise<Seeded> {
  const app = ctx.app;
  const shop = await registerAndLogin(app);
  const c = shop.cookie;
  await saveSettings(app, shop, { pin: PIN });
  await ok('PUT', '/api/cashback/config', c, {
    percentBasisPoints: 500,
    redeemDays: 30,
    minPurchaseCents: 0,
    active: true,
  });
  const customerCpf = makeCpf(810_001);
  const customer = await ok<{ id: number }>('POST', '/api/customers', c, {
    nome: 'Cliente da Loja A',
    cpf: customerCpf,
    telefone: '(11) 98765-4321',
    dataNascimento: '1990-05-17',
  });
  const imageRes = await app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { cookie: c, 'content-type': 'image/png' },
    payload: makePng(8, 8),
  });
  expect(imageRes.statusCode).toBe(201);
  const imageId = imageRes.json().id as string;
  const product = await ok<{ id: number }>('POST', '/api/products', c, {
    name: 'Pão de Queijo',
    priceCents: 750,
    stock: 100,
    imageId,
  });
  await ok('PUT', '/api/store/logo', c, { imageId });
  const gift = await ok<{ id: number }>('POST', '/api/gifts', c, { nome: 'Caneca', custoCents: 1500 });
  await ok('POST', `/api/gifts/${gift.id}/deliveries`, c, { cpf: customerCpf });
  const employee = await ok<{ id: number }>('POST', '/api/employees', c, {
    nome: 'Joana Vendedora',
    dataNascimento: '1990-05-17',
    metaMesCents: 100_000,
    dataContratacao: '2024-01-10',
  });
  await ok('POST', `/api/customers/${customer.id}/credit`, c, { tipo: 'credito', amountCents: 5000, note: 'Vale' });
  await ok('PUT', `/api/customers/${customer.id}/extras`, c, { nomePet: 'Totó' });
  const sale = await postSale(app, c, {
    customerId: customer.id,
    employeeId: employee.id,
    items: [{ productId: product.id, quantity: 2 }],
    payments: [{ type: 'pix', amountCents: 1500 }],
  });
  expect(sale.statusCode, sale.body).toBe(201);
  const order = await postOrder(app, shop.id, {
    cpf: customerCpf,
    nome: 'Cliente da Loja A',
    telefone: '(11) 98765-4321',
    dataNascimento: '1990-05-17',
    paymentMethod: 'pix',
    items: [{ productId: product.id, quantity: 1 }],
  });
  expect(order.statusCode, order.body).toBe(201);
  // The checkout's birth-date step (the date the shop typed) gives the buyer a pass.
  const confirmed = await call('POST', `/api/storefront/stores/${shop.id}/customers/confirm`, undefined, {
    cpf: customerCpf,
    dataNascimento: '1990-05-17',
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The tenth purchase of a customer gives a spin of the wheel.
  const validation = (await validateMany(app, c, purchase({ cpf: makeCpf(810_002) }), PURCHASES_PER_SPIN)) as {
    validacaoId: number;
  };
  const spin = await call('POST', `/api/loyalty/validations/${validation.validacaoId}/spin`, c);
  expect(spin.statusCode, spin.body).toBe(200);
  // Cashback earned by the sale above, spent at the counter and in a second sale.
  await ok('POST', `/api/cashback/customers/${customer.id}/redeem`, c, { amountCents: 10, note: 'Troca' });
  const withCashback = await postSale(app, c, {
    customerId: customer.id,
    items: [{ productId: product.id, quantity: 1 }],
    payments: [
      { type: 'cashback', amountCents: 10 },
      { type: 'pix', amountCents: 740 },
    ],
  });
  expect(withCashback.statusCode, withCashback.body).toBe(201);
  const admin = await loginAdmin(app, ctx.database.db);
  const message = await ok<{ id: number }>('POST', '/api/admin/messages', admin, { titulo: 'Aviso', conteudo: 'Oi' });
  // A password reset link of shop A (its row in password_resets), issued by the super admin.
  await ok('POST', `/api/admin/stores/${shop.id}/password-reset`, admin);
  await ok('POST', `/api/messages/${message.id}/dismiss`, c);
  await ok('PUT', '/api/surveys/questions', c, {
    perguntas: Array.from({ length: SURVEY_QUESTION_COUNT }, (_, i) => `Pergunta ${i + 1}?`),
  });
  const bill = await ok<{ id: number }>('POST', '/api/cash/bills', c, { nome: 'Luz', valorCents: 12_000 });
  const task = await ok<{ id: number }>('POST', '/api/tasks', c, {
    nome: 'Abrir o caixa',
    diasSemana: [0, 1, 2, 3, 4, 5, 6],
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const day = await ok<{ tarefas: { id: number }[] }>('GET', `/api/tasks/days/${today}`, c);
  const taskRunId = day.tarefas[0]?.id as number;
  const tag = await ok<{ id: number }>('POST', '/api/chatbot/tags', c, { nome: 'VIP', cor: '#2563eb' });
  await ok('POST', `/api/chatbot/tags/${tag.id}/members`, c, { customerIds: [customer.id] });
  const campaign = await ok<{ id: number }>('POST', '/api/chatbot/campaigns', c, {
    nome: 'Volte sempre',
    mensagem: 'Oi {nome}!',
    tagIds: [tag.id],
  });
  await ok('POST', `/api/chatbot/campaigns/${campaign.id}/sends`, c, { customerId: customer.id });
  const template = await ok<{ id: number }>('POST', '/api/chatbot/templates', c, {
    nome: 'Boas-vindas',
    categoria: 'geral',
    texto: 'Olá {nome}',
  });
  await ok('PUT', '/api/crm/templates/aniversario', c, { texto: 'Parabéns, {nome}!' });
  await ok('POST', '/api/promotions/flash', c, { discountPercent: 10, productIds: [product.id] });
  const survey = await ok<{ perguntas: string[] }>('GET', `/api/public/stores/${shop.id}/survey`, undefined);
  await ok('POST', `/api/public/stores/${shop.id}/surveys`, undefined, {
    nome: 'Ana',
    respostas: survey.perguntas.map(() => 5),
  });
  const idea = await ok<{ id: number }>('POST', '/api/ideas', c, { titulo: 'Modo escuro', motivo: 'Para a noite' });
  const referral = await ok<{ id: number }>('POST', '/api/referrals', c, {
    empresaIndicada: 'Mercado do Zé',
    responsavel: 'José',
    telefone: '(11) 97777-6666',
  });
  await generateInvoices(ctx.database.db);
  const invoices = await ok<{ faturas: { id: number }[] }>('GET', '/api/invoices', c);
  const sessions = await ok<{ sessoes: { id: string; atual: boolean }[] }>('GET', '/api/auth/sessions', c);
  await reauth(app, c, shop.input.senha);
  const staff = await ok<{ id: number }>('POST', '/api/staff', c, {
    employeeId: employee.id,
    email: `joana${shop.id}@exemplo.com.br`,
    role: 'caixa',
    senha: 'senha-da-joana',
  });
  return {
    storeId: shop.id,
    cookie: c,
    customerId: customer.id,
    customerCpf,
    productId: product.id,
    giftId: gift.id,
    employeeId: employee.id,
    imageId,
    orderId: order.json().order.id,
    validationId: validation.validacaoId,
    saleId: sale.json().id,
    billId: bill.id,
    taskId: task.id,
    taskRunId,
    tagId: tag.id,
    campaignId: campaign.id,
    chatbotTemplateId: template.id,
    ideaId: idea.id,
    referralId: referral.id,
    invoiceId: invoices.faturas[0]?.id as number,
    sessionId: sessions.sessoes.find((x) => x.atual)?.id as string,
    staffId: staff.id,
  };
}

/** Shop B: the records its own routes need to carry A's ids in their bodies. */
async function seedShopB(): Promise<Own> {
  const shop = await registerAndLogin(ctx.app);
  const c = shop.cookie;
  // B has just typed its password: a route that asks for it again reaches its shop checks.
  await reauth(ctx.app, c, shop.input.senha);
  const customer = await ok<{ id: number }>('POST', '/api/customers', c, {
    nome: 'Cliente da Loja B',
    cpf: makeCpf(820_001),
    telefone: '(11) 98765-4321',
  });
  const product = await ok<{ id: number }>('POST', '/api/products', c, { name: 'Bolo', priceCents: 900, stock: 5 });
  const tag = await ok<{ id: number }>('POST', '/api/chatbot/tags', c, { nome: 'Todos', cor: '#16a34a' });
  const campaign = await ok<{ id: number }>('POST', '/api/chatbot/campaigns', c, {
    nome: 'Campanha B',
    mensagem: 'Oi {nome}',
    tagIds: [],
  });
  return {
    storeId: shop.id,
    cookie: c,
    customerId: customer.id,
    productId: product.id,
    tagId: tag.id,
    campaignId: campaign.id,
  };
}

/** Every row of the shop in every table with a store_id, as text: the shop's whole data. */
async function snapshot(storeId: number): Promise<Record<string, string[]>> {
  const db = ctx.database.db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'store_id' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const out: Record<string, string[]> = {};
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(
      sql`select t::text as row from ${sql.identifier(table_name)} t where store_id = ${storeId} order by 1`,
    )) as unknown as { rows: { row: string }[] };
    out[table_name] = rows.rows.map((r) => r.row);
  }
  return out;
}

function fill(route: string, params: Record<string, string | number>): string {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
}

describe(`tenant isolation over every route (${testDbKind})`, () => {
  it('every route of the OpenAPI document is classified, and every case names a real route', () => {
    const documented = routesOf(ctx.app.swagger() as unknown as OpenApiDoc);
    const registered = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    expect(registered.length).toBeGreaterThan(100);
    // Fastify's table and the OpenAPI document agree: no route hides from this test.
    expect(registered.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((r) => !registered.includes(r))).toEqual([]);
    const routes = documented;
    const unclassified = routes.filter((r) => !(r in CASES));
    expect(
      unclassified,
      `routes without a case in tenant-isolation.test.ts (add how to get shop A's id for each, or say why it takes none): ${unclassified.join(', ')}`,
    ).toEqual([]);
    const stale = Object.keys(CASES).filter((r) => !routes.includes(r));
    expect(stale, `cases for routes that no longer exist: ${stale.join(', ')}`).toEqual([]);
    // A route with a path parameter is either tried with A's ids or says why it needs none.
    for (const route of routes.filter((r) => r.includes('{'))) {
      const c = CASES[route];
      if (c?.kind === 'record') {
        expect(
          c.attempts.some((a) => a.params),
          `${route}: its path parameters are never filled`,
        ).toBe(true);
      }
    }
  });

  it('shop B gets 404 for every record of shop A, by path and in bodies; shop A’s data is untouched', async () => {
    const a = await seedShopA();
    const b = await seedShopB();
    const before = await snapshot(a.storeId);
    // Shop A has a record of every kind.
    const empty = Object.entries(before)
      .filter(([, rows]) => rows.length === 0)
      .map(([t]) => t);
    expect(empty, `tables with a store_id that shop A has no row in: seed them above`).toEqual([]);

    const routes = routesOf(ctx.app.swagger() as unknown as OpenApiDoc);
    const failures: string[] = [];
    let tried = 0;
    for (const route of routes) {
      const c = CASES[route];
      if (c?.kind !== 'record') continue;
      const [method, template] = route.split(' ') as [Method, string];
      for (const attempt of c.attempts) {
        const url = fill(template, attempt.params?.(a, b) ?? {});
        const res = await call(method, url, b.cookie, attempt.body?.(a, b));
        tried += 1;
        const expected = attempt.status ?? 404;
        const problem = shapeProblem(res);
        if (res.statusCode !== expected || problem) {
          failures.push(`${route} as ${url} → ${res.statusCode} ${problem ?? ''} ${res.body.slice(0, 160)}`);
        }
        if (attempt.unknownBody) {
          const unknown = await call(method, url, b.cookie, attempt.unknownBody(b));
          if (unknown.statusCode !== res.statusCode || unknown.body !== res.body) {
            failures.push(`${route}: another shop's id answers unlike a missing one: ${res.body} / ${unknown.body}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(50);

    // Shop A's rows are exactly as they were, and A reads each record it owns.
    expect(await snapshot(a.storeId)).toEqual(before);
    for (const route of routes) {
      const c = CASES[route];
      if (c?.kind !== 'record' || !route.startsWith('GET ')) continue;
      const params = c.attempts.find((x) => x.params)?.params?.(a, b);
      if (!params) continue;
      const res = await call('GET', fill(route.slice(4), params), a.cookie);
      expect(res.statusCode, `${route} as shop A`).toBe(200);
    }
  }, 120_000);

  it('a CPF of shop A’s customer is unknown in shop B', async () => {
    const a = await seedShopA();
    const b = await seedShopB();
    const res = await call('POST', '/api/loyalty/customers/lookup', b.cookie, { cpf: a.customerCpf });
    expect(res.statusCode).toBe(404);
    expect(shapeProblem(res)).toBeNull();
    const storefront = await call('POST', `/api/storefront/stores/${b.storeId}/customers/lookup`, undefined, {
      cpf: a.customerCpf,
    });
    expect(JSON.stringify(storefront.json())).not.toContain('Cliente da Loja A');
    // A's product in B's storefront: unknown there.
    const order = await postOrder(ctx.app, b.storeId, {
      cpf: makeCpf(830_001),
      nome: 'Maria da Silva',
      telefone: '(11) 98888-7777',
      dataNascimento: '1990-05-17',
      paymentMethod: 'pix',
      items: [{ productId: a.productId, quantity: 1 }],
    });
    expect(order.statusCode).toBeGreaterThanOrEqual(400);
    expect(order.statusCode).toBeLessThan(500);
    expect(shapeProblem(order)).toBeNull();
  }, 60_000);

  it('public routes by shop id answer 404 for an unknown shop and for a blocked one', async () => {
    const blocked = await registerAndLogin(ctx.app);
    const admin = await loginAdmin(ctx.app, ctx.database.db);
    await ok('PATCH', `/api/admin/stores/${blocked.id}/status`, admin, { status: 'bloqueado' });
    const failures: string[] = [];
    for (const [route, c] of Object.entries(CASES)) {
      if (c.kind !== 'public' || !c.byStore) continue;
      const method = route.split(' ')[0] as Method;
      for (const storeId of [2_000_000_000, blocked.id]) {
        const { url, payload } = c.byStore(storeId);
        const res = await call(method, url, undefined, payload);
        if (res.statusCode !== 404 || shapeProblem(res)) failures.push(`${route} (${storeId}) → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('super admin routes refuse a shop’s session', async () => {
    const b = await seedShopB();
    const failures: string[] = [];
    for (const [route, c] of Object.entries(CASES)) {
      if (c.kind !== 'admin') continue;
      const [method, template] = route.split(' ') as [Method, string];
      const url = template.replace(/\{\w+\}/g, '1');
      const res = await call(method, url, b.cookie, method === 'GET' || method === 'DELETE' ? undefined : {});
      if (res.statusCode !== 401 || shapeProblem(res)) failures.push(`${route} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
