import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/calendar.ts';
import type { Db } from '../../db/client.ts';
import { employees, sales } from '../../db/schema/sales.ts';

export interface EmployeeValues {
  nome: string;
  dataNascimento: string;
  metaMesCents: number;
  dataContratacao: string;
}

const toColumns = (v: EmployeeValues) => ({
  name: v.nome,
  birthDate: v.dataNascimento,
  monthlyGoalCents: v.metaMesCents,
  hireDate: v.dataContratacao,
});

/**
 * The employees of a shop with their sales in SQL: the current month's total and the closed
 * months (from the hire month, before the current one) whose total reached the current goal.
 * Months are calendar months in São Paulo; `now` fixes which month is the current one.
 */
export async function listEmployeesWithSales(db: Db, storeId: number, now: Date, onlyId?: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  // The first instant of the current month in São Paulo, and of the next one.
  const monthStart = sql`(date_trunc('month', ${at} at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE})`;
  const nextMonthStart = sql`((date_trunc('month', ${at} at time zone ${TIME_ZONE}) + interval '1 month') at time zone ${TIME_ZONE})`;
  const hireMonthStart = sql`(date_trunc('month', ${employees.hireDate}::timestamp) at time zone ${TIME_ZONE})`;
  const ofThisEmployee: SQL = sql`${sales.storeId} = ${employees.storeId} and ${sales.employeeId} = ${employees.id}`;

  const where =
    onlyId === undefined
      ? eq(employees.storeId, storeId)
      : and(eq(employees.storeId, storeId), eq(employees.id, onlyId));
  return db
    .select({
      id: employees.id,
      nome: employees.name,
      dataNascimento: employees.birthDate,
      metaMesCents: employees.monthlyGoalCents,
      dataContratacao: employees.hireDate,
      vendaAtualCents: sql<string>`(
        select coalesce(sum(${sales.totalCents}), 0)::bigint from ${sales}
        where ${ofThisEmployee} and ${sales.soldAt} >= ${monthStart} and ${sales.soldAt} < ${nextMonthStart}
      )`.mapWith(Number),
      metasBatidas: sql<number>`(
        select count(*)::int from (
          select date_trunc('month', ${sales.soldAt} at time zone ${TIME_ZONE}) as mes
          from ${sales}
          where ${ofThisEmployee} and ${sales.soldAt} >= ${hireMonthStart} and ${sales.soldAt} < ${monthStart}
          group by 1
          having sum(${sales.totalCents}) >= ${employees.monthlyGoalCents}
        ) as meses
      )`.mapWith(Number),
    })
    .from(employees)
    .where(where)
    .orderBy(asc(sql`lower(${employees.name})`), asc(employees.id));
}

/** The names of the shop's employees, by name. */
export async function listSellers(db: Db, storeId: number) {
  return db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(eq(employees.storeId, storeId))
    .orderBy(asc(employees.name), asc(employees.id));
}

export async function insertEmployee(db: Db, storeId: number, values: EmployeeValues): Promise<number> {
  const [row] = await db
    .insert(employees)
    .values({ storeId, ...toColumns(values) })
    .returning({ id: employees.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateEmployee(db: Db, storeId: number, id: number, values: EmployeeValues): Promise<boolean> {
  const rows = await db
    .update(employees)
    .set({ ...toColumns(values), updatedAt: sql`now()` })
    .where(and(eq(employees.id, id), eq(employees.storeId, storeId)))
    .returning({ id: employees.id });
  return rows.length > 0;
}

/** Removes the employee; their sales stay (employee_id becomes null, seller_name keeps the name). */
export async function deleteEmployee(db: Db, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(employees)
    .where(and(eq(employees.id, id), eq(employees.storeId, storeId)))
    .returning({ id: employees.id });
  return rows.length > 0;
}
