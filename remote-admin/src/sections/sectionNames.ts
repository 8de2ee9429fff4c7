import type { RemoteSection } from '@console/contract/sections';

/** How the page names each section (its remote's group in the sidebar). */
export const SECTION_TITLES: Record<RemoteSection, string> = {
  turbo: 'Turbo',
  forex: 'Forex',
  admin: 'Administration',
};
