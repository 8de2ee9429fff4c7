import { dayBounds } from './dashboardDate';
import { indexReportStats, reportStats } from './reportStats';

const report = (date: unknown, catchBy: unknown, proofStatus?: unknown, voidStatus?: unknown) => ({
  date,
  catchBy,
  proofStatus,
  voidStatus,
});
const MARCH = dayBounds('2026-03-01', '2026-03-31');

describe('report statistics', () => {
  it('counts reports per Catch By within the range, unknown as Unknown', () => {
    const index = indexReportStats([
      report('2026-03-02', 'Agent', 'Submitted', 'Void'),
      report('2026-03-03', 'Agent', 'Submitted', 'Void'),
      report('2026-03-04', 'Staff 1', 'Not Submit', 'Not Void'),
      report('2026-03-05', '', 'Submitted', 'Void'),
      report('2026-02-27', 'Staff 2', 'Submitted', 'Void'),
    ]);
    const stats = reportStats(index, MARCH);
    expect(stats.reports).toBe(4);
    expect(stats.byCatchBy).toEqual([
      { name: 'Agent', count: 2 },
      { name: 'Staff 1', count: 1 },
      { name: 'Unknown', count: 1 },
    ]);
  });

  it('splits proof status into Submitted and Not Submit, missing counting as Not Submit, with one-decimal percentages', () => {
    const index = indexReportStats([
      report('2026-03-02', 'Agent', 'Submitted', 'Void'),
      report('2026-03-02', 'Agent', 'Not Submit', 'Void'),
      report('2026-03-02', 'Agent', undefined, 'Void'),
    ]);
    expect(reportStats(index, MARCH).proofStatus).toEqual([
      { name: 'Submitted', count: 1, percent: '33.3%' },
      { name: 'Not Submit', count: 2, percent: '66.7%' },
    ]);
  });

  it('splits void status into Void and Not Void, missing counting as Not Void', () => {
    const index = indexReportStats([
      report('2026-03-02', 'Agent', 'Submitted', 'Void'),
      report('2026-03-02', 'Agent', 'Submitted', 'Void'),
      report('2026-03-02', 'Agent', 'Submitted', 'Not Void'),
      report('2026-03-02', 'Agent', 'Submitted', 'Void'),
      report('2026-03-02', 'Agent', 'Submitted', 'Void'),
      report('2026-03-02', 'Agent', 'Submitted', 'Void'),
      report('2026-03-02', 'Agent', 'Submitted'),
      report('2026-03-02', 'Agent', 'Submitted', 'Void'),
    ]);
    expect(reportStats(index, MARCH).voidStatus).toEqual([
      { name: 'Void', count: 6, percent: '75.0%' },
      { name: 'Not Void', count: 2, percent: '25.0%' },
    ]);
  });

  it('answers zero shares for an empty range', () => {
    const stats = reportStats(indexReportStats([report('2026-05-02', 'Agent', 'Submitted', 'Void')]), MARCH);
    expect(stats.reports).toBe(0);
    expect(stats.byCatchBy).toEqual([]);
    expect(stats.proofStatus.map((slice) => slice.percent)).toEqual(['0.0%', '0.0%']);
  });
});
