import type { CustomerAnonymized, CustomerExport, ExportFormat } from '../../../shared/contracts/customer-data.ts';
import { customerMessages } from '../../../shared/contracts/customers.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { scrubCustomerFromAudit, writeAudit } from '../audit/audit-queries.ts';
import {
  ANONYMOUS_NAME,
  anonymizeCustomerRows,
  collectCustomerData,
  findStoreName,
  lockLiveCustomer,
} from './customer-data-queries.ts';
import { toCustomer } from './customers-service.ts';

/**
 * LGPD (Lei 13.709, art. 18) for the shop owner: the customer's data exported (art. 18 II and V)
 * or deleted (art. 18 VI). Each is logged in the Registro de Atividades in its own transaction.
 */

const notFound = () => new NotFoundError(customerMessages.notFound);

/** Everything the shop holds about the customer; the export is logged with its format. */
export async function exportCustomerData(
  db: Db,
  storeId: number,
  customerId: number,
  formato: ExportFormat,
  now = new Date(),
): Promise<CustomerExport> {
  return db.transaction(async (tx) => {
    const customer = await lockLiveCustomer(tx, storeId, customerId);
    if (!customer) throw notFound();
    const data = await collectCustomerData(tx, storeId, customer);
    const storeName = await findStoreName(tx, storeId);
    await writeAudit(tx, {
      storeId,
      action: 'customer.exported',
      entity: 'customer',
      entityId: customer.id,
      after: { customerId: customer.id, customerName: customer.nome, format: formato },
      at: now,
    });
    return {
      geradoEm: now.toISOString(),
      loja: { id: storeId, nome: storeName },
      cliente: toCustomer(customer),
      ...data,
    };
  });
}

/**
 * Deletes the person's data and keeps the shop's amounts (see anonymizeCustomerRows). Earlier log
 * entries that named the customer lose the name too. A customer already deleted answers 404.
 */
export async function anonymizeCustomer(
  db: Db,
  storeId: number,
  customerId: number,
  now = new Date(),
): Promise<CustomerAnonymized> {
  return db.transaction(async (tx) => {
    const customer = await lockLiveCustomer(tx, storeId, customerId);
    if (!customer) throw notFound();
    const kept = await anonymizeCustomerRows(tx, storeId, customer, now);
    await scrubCustomerFromAudit(tx, storeId, customer.id, ANONYMOUS_NAME);
    await writeAudit(tx, {
      storeId,
      action: 'customer.anonymized',
      entity: 'customer',
      entityId: customer.id,
      after: { ordersKept: kept.orders, salesKept: kept.sales },
      at: now,
    });
    return {
      id: customer.id,
      anonymizedAt: now.toISOString(),
      pedidosMantidos: kept.orders,
      vendasMantidas: kept.sales,
    };
  });
}
