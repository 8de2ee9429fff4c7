/**
 * The query keys of the staff the viewer may see (User Management's list, one person's details, and
 * what the attendance screen checks its actions against): a change to a user invalidates them all.
 */
export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  person: (id: string) => [...staffKeys.all, 'person', id] as const,
};
