/** The query keys of the Data Backup screen. */
export const backupKeys = {
  all: ['backup'] as const,
  requests: () => [...backupKeys.all, 'requests'] as const,
};
