import {
  decideRoute,
  hasSection,
  isStaffManager,
  type GuardedPath,
  type Principal,
} from '@console/contract/permissions';

export interface SidebarLink {
  path: GuardedPath;
  label: string;
}

export interface SidebarGroup {
  heading: string;
  links: SidebarLink[];
}

interface GroupDefinition extends SidebarGroup {
  shownTo(person: Principal): boolean;
}

const DASHBOARD: SidebarLink = { path: '/dashboard', label: 'Dashboard' };

/** The sidebar of spec §2. Labels are the spec's; Forex uses the same labels as Turbo. */
const GROUPS: GroupDefinition[] = [
  {
    heading: 'Turbo',
    shownTo: (person) => hasSection(person, 'Turbo'),
    links: [
      { path: '/whitelabel', label: 'Whitelabel' },
      { path: '/prooftype', label: 'Prooftype' },
      { path: '/sports', label: 'Sport' },
      { path: '/proof', label: 'Proof' },
      { path: '/reports', label: 'Report' },
      { path: '/notes', label: 'Note' },
    ],
  },
  {
    heading: 'Forex',
    shownTo: (person) => hasSection(person, 'Forex'),
    links: [
      { path: '/forex_whitelabel', label: 'Whitelabel' },
      { path: '/forex_prooftype', label: 'Prooftype' },
      { path: '/forex_sport', label: 'Sport' },
      { path: '/forex_proof', label: 'Proof' },
      { path: '/forex_report', label: 'Report' },
      { path: '/forex_note', label: 'Note' },
    ],
  },
  {
    heading: 'User management',
    shownTo: isStaffManager,
    links: [
      { path: '/userManagement', label: 'Role and Permission' },
      { path: '/attendance', label: 'Attendance' },
      { path: '/backup', label: 'Backup Data' },
    ],
  },
  {
    heading: '4X Statestics',
    shownTo: (person) => person.role === 'admin',
    links: [{ path: '/fourxchart', label: 'Daily P&L' }],
  },
];

/**
 * What one person's sidebar shows: the dashboard, then each group they may see, holding only the
 * links whose route the guard would let them through (an empty group is left out).
 */
export function sidebarFor(person: Principal | null | undefined): { dashboard: SidebarLink; groups: SidebarGroup[] } {
  if (!person) return { dashboard: DASHBOARD, groups: [] };
  const groups = GROUPS.filter((group) => group.shownTo(person))
    .map(({ heading, links }) => ({
      heading,
      links: links.filter((link) => decideRoute(link.path, person, true) === 'allow'),
    }))
    .filter((group) => group.links.length > 0);
  return { dashboard: DASHBOARD, groups };
}
