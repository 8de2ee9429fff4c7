import { api, useAuth } from '@console/platform';
import type { AssignmentAnswer, SectionAssignment, VersionRef } from '@console/contract/wire';
import { create } from 'zustand';
import { reportedError, reportSection } from './sectionReports';

/** One section in this page load: the version assigned to the person, and the one actually run. */
export interface SectionInUse {
  assigned: SectionAssignment;
  running: VersionRef;
  /** The assigned version could not be loaded, so the section's main version runs instead. */
  fellBack: boolean;
}

interface SectionVersionsState {
  sections: Readonly<Record<string, SectionInUse>>;
}

/** Which version of each section this page load runs: for the user menu and the header's marker. */
export const useSectionVersions = create<SectionVersionsState>()(() => ({ sections: {} }));

/** Whose versions: the signed-in person's id, or null before login. */
export function assignmentHolder(): string | null {
  const { token, user } = useAuth.getState();
  return token && user ? user._id : null;
}

let reading: { holder: string | null; answer: Promise<Readonly<Record<string, SectionAssignment>>> } | undefined;

function read(holder: string | null) {
  // Before login: the main versions, the same for everyone, only to know the console's pages.
  const call = holder ? 'sections/assignment' : 'sections/main';
  return api
    .get(call, { cache: 'no-store' })
    .json<AssignmentAnswer>()
    .then(({ sections }) => {
      if (reading?.holder === holder)
        useSectionVersions.setState({
          sections: Object.fromEntries(
            Object.entries(sections).map(([name, assigned]) => [
              name,
              { assigned, running: { id: assigned.id, manifestUrl: assigned.manifestUrl }, fellBack: false },
            ]),
          ),
        });
      return sections;
    });
}

/**
 * The signed-in person's version of each section (`GET /api/sections/assignment`), asked once per person
 * and page load (the login page never loads this), and kept, so a section never changes version under
 * them. Another person signing in in the same page load gets their own. A failure is forgotten so the
 * next caller asks again.
 */
export function assignedSections(): Promise<Readonly<Record<string, SectionAssignment>>> {
  const holder = assignmentHolder();
  if (reading?.holder !== holder) {
    const answer = read(holder);
    reading = { holder, answer };
    answer.catch(() => {
      if (reading?.answer === answer) reading = undefined;
    });
  }
  return reading.answer;
}

/** The version of the section this page load runs (after assignedSections has answered). */
export function runningVersion(section: string): VersionRef | undefined {
  return useSectionVersions.getState().sections[section]?.running;
}

/**
 * The assigned version of `section` could not be loaded: from now until the page is reloaded the
 * section's main version runs instead, and the failure and the fallback are reported against the
 * assigned version. Undefined when there is nothing to fall back to (the person already runs the main
 * version, or fell back before): then the failure is the section's and its card shows.
 */
export function fallBack(section: string, error: unknown): VersionRef | undefined {
  const entry = useSectionVersions.getState().sections[section];
  if (!entry || entry.fellBack || entry.running.id === entry.assigned.main.id) return undefined;
  const failed = entry.running.id;
  useSectionVersions.setState((state) => ({
    sections: { ...state.sections, [section]: { ...entry, running: entry.assigned.main, fellBack: true } },
  }));
  const reported = reportedError(error);
  reportSection({ section, version: failed, kind: 'failure', error: reported });
  reportSection({ section, version: failed, kind: 'fallback', error: reported });
  return entry.assigned.main;
}
