import type { CrmCustomer, CrmCustomerList } from '../../../shared/contracts/crm.ts';
import { customerMessages } from '../../../shared/contracts/customers.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { countCrmCustomers, findCrmCustomer, listCrmCustomers, setWhatsappOptOut } from './crm-customers-queries.ts';

export async function getCrmCustomers(
  db: Db,
  storeId: number,
  query: { search: string; limit: number; offset: number },
  now = new Date(),
): Promise<CrmCustomerList> {
  const filter = { storeId, search: query.search };
  const page = { limit: query.limit, offset: query.offset };
  const [rows, total] = await Promise.all([listCrmCustomers(db, filter, page, now), countCrmCustomers(db, filter)]);
  const next = query.offset + rows.length;
  return { customers: rows, total, nextOffset: next < total ? next : null };
}

/** The customer's choice about WhatsApp messages, recorded with when it was first made. */
export async function setCustomerWhatsappConsent(
  db: Db,
  storeId: number,
  customerId: number,
  optOut: boolean,
  now = new Date(),
): Promise<CrmCustomer> {
  if (!(await setWhatsappOptOut(db, storeId, customerId, optOut, now)))
    throw new NotFoundError(customerMessages.notFound);
  const row = await findCrmCustomer(db, storeId, customerId, now);
  if (!row) throw new NotFoundError(customerMessages.notFound);
  return row;
}
