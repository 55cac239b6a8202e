import { type Employee, type EmployeeFields, employeeMessages } from '../../../shared/contracts/employees.ts';
import {
  daysLeftInMonth,
  goalExcessCents,
  goalMissingCents,
  goalPercent,
  isGoalMet,
  tenureMonths,
} from '../../../shared/employee-goals.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import {
  deleteEmployee,
  insertEmployee,
  listEmployeesWithSales,
  listSellers,
  updateEmployee,
} from './employees-queries.ts';

type Row = Awaited<ReturnType<typeof listEmployeesWithSales>>[number];

/** The month's figures from the sums SQL gave, by the shared goal formulas. */
function withProgress(row: Row, now: Date): Employee {
  const sales = row.vendaAtualCents;
  const goal = row.metaMesCents;
  return {
    ...row,
    tempoCasaMeses: tenureMonths(row.dataContratacao, now),
    progressoPercentual: goalPercent(sales, goal),
    metaBatida: isGoalMet(sales, goal),
    faltamCents: goalMissingCents(sales, goal),
    excedenteCents: goalExcessCents(sales, goal),
    diasRestantes: daysLeftInMonth(now),
  };
}

export async function getEmployees(db: Db, storeId: number, now = new Date()) {
  const rows = await listEmployeesWithSales(db, storeId, now);
  return { funcionarios: rows.map((row) => withProgress(row, now)) };
}

export async function getSellers(db: Db, storeId: number) {
  return listSellers(db, storeId);
}

export async function findEmployee(db: Db, storeId: number, id: number, now = new Date()): Promise<Employee> {
  const [row] = await listEmployeesWithSales(db, storeId, now, id);
  if (!row) throw new NotFoundError(employeeMessages.notFound);
  return withProgress(row, now);
}

export async function addEmployee(db: Db, storeId: number, input: EmployeeFields, now = new Date()) {
  const id = await insertEmployee(db, storeId, input);
  return findEmployee(db, storeId, id, now);
}

export async function editEmployee(db: Db, storeId: number, id: number, input: EmployeeFields, now = new Date()) {
  if (!(await updateEmployee(db, storeId, id, input))) throw new NotFoundError(employeeMessages.notFound);
  return findEmployee(db, storeId, id, now);
}

export async function removeEmployee(db: Db, storeId: number, id: number): Promise<void> {
  if (!(await deleteEmployee(db, storeId, id))) throw new NotFoundError(employeeMessages.notFound);
}
