/** Query keys of the employees screen (the sellers' names under them: an employee's change refreshes both). */
export const employeeKeys = {
  all: ['employees'] as const,
  sellers: ['employees', 'sellers'] as const,
};
