/** The query keys of the Sections page; its writes share the key, so the page knows when one is under way. */
export const sectionsKeys = {
  all: ['sections'] as const,
  overview: () => [...sectionsKeys.all, 'overview'] as const,
};
