import { amountStep, chartOption, CHART_TITLE } from './chartOption';
import { pnlRows } from './pnl';

const entry = (day: string, amount: number) => ({ _id: day, date: `${day}T00:00:00.000Z`, amount });

describe('pnlRows', () => {
  it('derives pnl from the previous entry in the range, and delta_pnl from the previous pnl', () => {
    const rows = pnlRows(
      [entry('2026-03-03', 130), entry('2026-03-01', 100), entry('2026-03-02', 110), entry('2026-02-28', 5)],
      {
        from: '2026-03-01',
        to: '2026-03-31',
      },
    );
    expect(rows.map(({ day, amount, pnl, delta_pnl }) => ({ day, amount, pnl, delta_pnl }))).toEqual([
      { day: '2026-03-01', amount: 100, pnl: 0, delta_pnl: 0 },
      { day: '2026-03-02', amount: 110, pnl: 10, delta_pnl: 10 },
      { day: '2026-03-03', amount: 130, pnl: 20, delta_pnl: 10 },
    ]);
  });

  it('includes both ends of the range', () => {
    expect(
      pnlRows([entry('2026-03-01', 1), entry('2026-03-05', 2)], { from: '2026-03-01', to: '2026-03-05' }),
    ).toHaveLength(2);
  });
});

describe('the chart', () => {
  it('starts the amount axis at zero with a step of 5, in multiples of 5 for large amounts', () => {
    const rows = pnlRows([entry('2026-03-01', 12.5)], { from: '', to: '' });
    expect(chartOption(rows)).toMatchObject({
      title: { text: CHART_TITLE },
      yAxis: { min: 0, interval: 5 },
      series: [{ type: 'line', data: [12.5] }],
    });
    expect(amountStep(pnlRows([entry('2026-03-01', 4000)], { from: '', to: '' }))).toBe(400);
  });
});
