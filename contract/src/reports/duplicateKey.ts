import type { ReportInput } from './types';

/**
 * The one definition of "the same report", used by the import to skip rows already in the list (or
 * repeated in the file): the same day, User Name, Agent and Origin, the same Before Void and After Void
 * balances, and the same originals in the same order, each with the same sport, event and market names
 * in order, the same P&L and the same bet details (odds, stack, time) in order. Texts compare exactly
 * as stored (trimmed, case kept); numbers by value (1.5 and 1.50 are one). Catch By, proof type, proof
 * status, void status, remark and Record Added By are not part of it: they are what a person corrects
 * on a record, not what tells two cases apart.
 */
export function reportDuplicateKey(report: ReportInput): string {
  return JSON.stringify([
    report.date,
    report.userName,
    report.agent,
    report.origin,
    report.acBalance,
    report.afterVoidBalance,
    report.originals.map((original) => [
      original.sportNames,
      original.eventNames,
      original.marketNames,
      original.pl,
      original.betDetails.map((bet) => [bet.odds, bet.stack, bet.time]),
    ]),
  ]);
}
