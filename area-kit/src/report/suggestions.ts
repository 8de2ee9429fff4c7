import type { Report } from '@console/contract/reports';

/** Earlier values the form suggests as a person types (turbo.md §5). */
export interface ReportSuggestions {
  userName: string[];
  agent: string[];
  origin: string[];
  eventName: string[];
  marketName: string[];
  remark: string[];
}

/** Enough to help, few enough for a datalist: the most recent distinct values first. */
const LIMIT = 300;

export function suggestionsOf(reports: Iterable<Report>): ReportSuggestions {
  const sets = {
    userName: new Set<string>(),
    agent: new Set<string>(),
    origin: new Set<string>(),
    eventName: new Set<string>(),
    marketName: new Set<string>(),
    remark: new Set<string>(),
  };
  const add = (set: Set<string>, value: string) => {
    if (value && set.size < LIMIT) set.add(value);
  };
  for (const report of reports) {
    add(sets.userName, report.userName);
    add(sets.agent, report.agent);
    add(sets.origin, report.origin);
    add(sets.remark, report.remark);
    for (const original of report.originals) {
      original.eventNames.forEach((name) => add(sets.eventName, name));
      original.marketNames.forEach((name) => add(sets.marketName, name));
    }
    if (Object.values(sets).every((set) => set.size >= LIMIT)) break;
  }
  return {
    userName: [...sets.userName],
    agent: [...sets.agent],
    origin: [...sets.origin],
    eventName: [...sets.eventName],
    marketName: [...sets.marketName],
    remark: [...sets.remark],
  };
}
