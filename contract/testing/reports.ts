import type { Original, Report } from '../src/reports/types';

/** A valid report for tests, with whatever fields a test cares about replaced. */
export function sampleReport(overrides: Partial<Report> = {}): Report {
  return {
    _id: 'r1',
    date: '2026-03-05',
    userName: 'punter7',
    agent: 'agent-a',
    origin: 'Mumbai',
    originals: [sampleOriginal()],
    acBalance: 1500,
    afterVoidBalance: 1200,
    catchBy: 'Agent',
    proofType: 'Ground line or Live line',
    proofStatus: 'Submitted',
    voidStatus: 'Void',
    remark: '',
    recordAddBy: 'admin',
    ...overrides,
  };
}

export function sampleOriginal(overrides: Partial<Original> = {}): Original {
  return {
    sportNames: ['Cricket'],
    eventNames: ['India v Australia'],
    marketNames: ['Match Odds'],
    pl: 250,
    betDetails: [{ odds: 1.85, stack: 100, time: '14:05:09' }],
    ...overrides,
  };
}
