/** Query keys of the cash report: a bill added or removed changes the day's report. */
export const cashKeys = {
  all: ['cash'] as const,
  report: (day: string) => [...cashKeys.all, 'report', day] as const,
};
