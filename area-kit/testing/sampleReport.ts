import { todayInKolkata } from '@console/contract/time';
import type { Report } from '@console/contract/reports';

/** Report number n of a test list: dated today (Kolkata), one original with one bet. */
export function sampleReport(n: number, extra: Partial<Report> = {}): Report {
  return {
    _id: `r${n}`,
    date: todayInKolkata(),
    userName: `punter${n}`,
    agent: `agent${n}`,
    origin: 'Mumbai',
    originals: [
      {
        sportNames: ['Cricket'],
        eventNames: [`Event ${n}`],
        marketNames: ['Match Odds'],
        pl: 10 * n,
        betDetails: [{ odds: 2, stack: n, time: '10:00:00' }],
      },
    ],
    acBalance: 100,
    afterVoidBalance: 50,
    catchBy: 'Agent',
    proofType: 'Hedging',
    proofStatus: 'Submitted',
    voidStatus: 'Void',
    remark: '',
    recordAddBy: 'admin',
    ...extra,
  };
}
