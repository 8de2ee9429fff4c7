import { reportRows } from './rows';
import { sampleOriginal, sampleReport } from '../../testing/reports';

describe('reportRows', () => {
  it('gives one row per bet detail, the report spanning all and each original its own', () => {
    const bet = { odds: 2, stack: 5, time: '10:00:00' };
    const report = sampleReport({
      originals: [
        sampleOriginal({ betDetails: [bet, bet] }),
        sampleOriginal({ betDetails: [bet] }),
        sampleOriginal({ betDetails: [] }),
      ],
    });
    const rows = reportRows(report);
    expect(rows.map((r) => [r.reportSpan, r.originalIndex, r.originalSpan, r.bet ? 'bet' : '-'])).toEqual([
      [4, 0, 2, 'bet'],
      [0, 0, 0, 'bet'],
      [0, 1, 1, 'bet'],
      [0, 2, 1, '-'],
    ]);
  });

  it('gives a report without originals one row', () => {
    expect(reportRows(sampleReport({ originals: [] }))).toHaveLength(1);
  });
});
