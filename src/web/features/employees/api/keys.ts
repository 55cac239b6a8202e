/** Query keys of the employees screen. */
export const employeeKeys = {
  all: ['employees'] as const,
};
