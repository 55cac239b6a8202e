import { z } from 'zod';
import { isValidBirthDate, parseIsoDay, saoPauloToday } from '../calendar.ts';
import { text } from './text.ts';

export const EMPLOYEE_NAME_MAX = 120;
/** R$ 1.000.000,00: far above any shop's monthly goal, well inside the int4 column. */
export const EMPLOYEE_GOAL_MAX_CENTS = 100_000_000;
export const HIRE_DATE_MIN = '1900-01-01';

export const employeeMessages = {
  required: 'Por favor, preencha todos os campos!',
  created: 'Funcionário cadastrado com sucesso!',
  updated: 'Funcionário atualizado com sucesso!',
  deleted: 'Funcionário removido com sucesso!',
  confirmDelete: (nome: string) =>
    `Tem certeza que deseja remover ${nome}? As vendas já feitas continuam no relatório, com o nome do vendedor.`,
  saveError: 'Erro ao salvar funcionário. Tente novamente.',
  deleteError: 'Erro ao remover funcionário. Tente novamente.',
  nameTooLong: `Use no máximo ${EMPLOYEE_NAME_MAX} caracteres.`,
  invalidBirthDate: 'Data de nascimento inválida. Informe um dia que já passou.',
  invalidHireDate: 'Data de contratação inválida. Informe um dia até hoje.',
  hireBeforeBirth: 'A data de contratação deve ser depois da data de nascimento.',
  goalInvalid: 'A meta do mês deve ser maior que R$ 0,00.',
  goalTooHigh: 'A meta do mês deve ser de no máximo R$ 1.000.000,00.',
  notFound: 'Funcionário não encontrado.',
  invalidRequest: 'Requisição inválida.',
} as const;

const required = () => text({ error: employeeMessages.required }).trim().min(1, employeeMessages.required);

/** A hire date: a real day from 1900 up to today in São Paulo. */
export function isValidHireDate(iso: string, now: Date = new Date()): boolean {
  return parseIsoDay(iso) !== null && iso >= HIRE_DATE_MIN && iso <= saoPauloToday(now);
}

/** Gestão de Funcionários: every field is required (the spec's one message when one is missing). */
export const employeeInputSchema = z
  .object(
    {
      nome: required().max(EMPLOYEE_NAME_MAX, employeeMessages.nameTooLong),
      /** 'YYYY-MM-DD', a day that has passed. */
      dataNascimento: required().refine((v) => isValidBirthDate(v), employeeMessages.invalidBirthDate),
      /** The month's sales goal in cents, above 0. */
      metaMesCents: z
        .number({ error: employeeMessages.required })
        .int(employeeMessages.goalInvalid)
        .positive(employeeMessages.goalInvalid)
        .max(EMPLOYEE_GOAL_MAX_CENTS, employeeMessages.goalTooHigh),
      /** 'YYYY-MM-DD', up to today. */
      dataContratacao: required().refine((v) => isValidHireDate(v), employeeMessages.invalidHireDate),
    },
    { error: employeeMessages.invalidRequest },
  )
  .refine((v) => v.dataContratacao > v.dataNascimento, {
    error: employeeMessages.hireBeforeBirth,
    path: ['dataContratacao'],
  });
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeFields = z.output<typeof employeeInputSchema>;

/** An employee with their month, as the list shows it. */
export const employeeSchema = z.object({
  id: z.number(),
  nome: z.string(),
  dataNascimento: z.string(),
  metaMesCents: z.number(),
  dataContratacao: z.string(),
  /** Whole 30-day months since the hire date. */
  tempoCasaMeses: z.number(),
  /** Sales of the current month (São Paulo) with this employee as the seller. */
  vendaAtualCents: z.number(),
  /** vendaAtual ÷ metaMes in whole percent, rounded down. */
  progressoPercentual: z.number(),
  metaBatida: z.boolean(),
  /** What is still missing to the goal (0 once met). */
  faltamCents: z.number(),
  /** How far the month passed the goal (0 until met). */
  excedenteCents: z.number(),
  /** Days left in the month, counting today. */
  diasRestantes: z.number(),
  /** Closed months since the hire month whose sales reached the current goal. */
  metasBatidas: z.number(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListSchema = z.object({ funcionarios: z.array(employeeSchema) });
export type EmployeeList = z.infer<typeof employeeListSchema>;
