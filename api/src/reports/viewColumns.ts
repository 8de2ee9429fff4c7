import { foldCase, searchTextsOf, type ReportInput } from '@console/contract/reports';

/**
 * The view columns of a report (schema `viewColumns`), made by the writer from the report it stores:
 * what the trigger reports_derive_view (migration 0019) makes for any other write, without its cost
 * (an import of 10,000 reports would spend seconds in it). viewEngines.test.ts has the trigger remake
 * every column and requires the same values.
 */
export function viewColumnsOf(report: ReportInput) {
  const texts = searchTextsOf(report);
  const first = report.originals.at(0);
  const bets = report.originals.flatMap((original) => original.betDetails);
  let plSum = 0;
  for (const original of report.originals) plSum += original.pl;
  let stackSum = 0;
  for (const bet of bets) stackSum += bet.stack;
  return {
    viewSearch: texts.search,
    viewSports: texts.sports,
    viewEvents: texts.events,
    viewMarkets: texts.markets,
    viewFirstSport: foldCase(first?.sportNames[0] ?? ''),
    viewFirstEvent: foldCase(first?.eventNames[0] ?? ''),
    viewFirstMarket: foldCase(first?.marketNames[0] ?? ''),
    viewFirstOdds: first?.betDetails[0]?.odds ?? 0,
    viewFirstTime: first?.betDetails[0]?.time ?? '',
    viewPls: report.originals.map((original) => original.pl),
    viewOdds: bets.map((bet) => bet.odds),
    viewStacks: bets.map((bet) => bet.stack),
    viewPlSum: plSum,
    viewStackSum: stackSum,
  };
}
