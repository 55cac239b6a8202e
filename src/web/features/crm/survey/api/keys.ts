/** Query keys of the satisfaction survey: saving questions changes the questions and the report's labels. */
export const surveyKeys = {
  all: ['surveys'] as const,
  questions: () => [...surveyKeys.all, 'questions'] as const,
  report: () => [...surveyKeys.all, 'report'] as const,
};
