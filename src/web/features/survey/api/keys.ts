/** Query keys of the public survey form (its own entry's data layer). */
export const publicSurveyKeys = {
  survey: (storeId: number) => ['public-survey', storeId] as const,
};
