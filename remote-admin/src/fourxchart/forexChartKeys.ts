/** The query keys of the 4xChart ledger. */
export const forexChartKeys = {
  all: ['forexchart'] as const,
  entries: () => [...forexChartKeys.all, 'entries'] as const,
};
