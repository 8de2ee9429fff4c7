import { barOption, countStep, labelRotation, pieOption } from './chartOptions';

describe('dashboard chart options', () => {
  it('steps count axes by 1 up to ten ticks, then by 2, 5, 10, 20, 50...', () => {
    expect([0, 1, 7, 10].map(countStep)).toEqual([1, 1, 1, 1]);
    expect([11, 20, 21, 50, 51, 100, 101, 1000, 1001, 100_000].map(countStep)).toEqual([
      2, 2, 5, 5, 10, 10, 20, 100, 200, 10_000,
    ]);
  });

  it('draws one bar per name with the spec axes, from zero, on whole steps', () => {
    const option = barOption(
      { title: 'CBTF Proofs by Proof Maker', yName: 'Number of Proofs', xName: 'Proof Makers' },
      [
        { name: 'asha', count: 7 },
        { name: 'Unknown', count: 2 },
      ],
      '#123456',
    );
    expect(option.title.text).toBe('CBTF Proofs by Proof Maker');
    expect(option.xAxis).toMatchObject({ name: 'Proof Makers', data: ['asha', 'Unknown'] });
    expect(option.yAxis).toMatchObject({ name: 'Number of Proofs', min: 0, interval: 1, max: 7 });
    expect(option.series[0].data).toEqual([7, 2]);
  });

  it('turns the names under the bars when they would not fit side by side on a phone', () => {
    expect(labelRotation(['asha', 'ravi', 'meera'])).toBe(0);
    // The demo console's Forex whitelabels: six names of up to 12 letters ran into each other level.
    const whitelabels = ['SwiftForex', 'RupeeTrade', 'AlphaMarkets', 'FxPrime', 'PipMasters', 'BullBearFX'];
    expect(labelRotation(whitelabels)).toBe(30);
    expect(labelRotation(Array.from({ length: 12 }, (_, n) => `Whitelabel ${n}`))).toBe(60);
    const option = barOption(
      { title: 'Forex Users Caught by Whitelabel', yName: 'Number of Users', xName: 'Whitelabels' },
      whitelabels.map((name, count) => ({ name, count })),
      '#123456',
    );
    expect(option.xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 30, hideOverlap: true });
    // The axis name sits below the turned names, and the plot leaves room for both.
    expect(option.xAxis.nameGap).toBeGreaterThan(Math.sin(Math.PI / 6) * 84);
    expect(option.grid.bottom).toBeGreaterThan(option.xAxis.nameGap);
  });

  it('labels pie slices with their share to one decimal and leaves out empty slices', () => {
    const option = pieOption(
      'Void Status',
      [
        { name: 'Void', count: 3, percent: '100.0%' },
        { name: 'Not Void', count: 0, percent: '0.0%' },
      ],
      ['#b91c1c', '#6b7280'],
    );
    const [series] = option.series;
    expect(series.data.map((slice) => slice.name)).toEqual(['Void']);
    expect(series.label.formatter({ name: 'Void', data: series.data[0] })).toBe('Void\n100.0%');
  });
});
