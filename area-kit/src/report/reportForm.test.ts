import { reportFormReducer, reportFormValues, reportInputOf, type ReportFormAction } from './reportForm';

const apply = (...actions: ReportFormAction[]) =>
  actions.reduce(reportFormReducer, reportFormValues({}, new Date('2026-03-10T06:00:00Z')));

describe('the report form values', () => {
  it('start a new report today with the spec defaults and one empty original', () => {
    const values = apply();
    expect(values).toMatchObject({
      date: '2026-03-10',
      proofType: 'Ground line or Live line',
      proofStatus: 'Submitted',
      voidStatus: 'Void',
      catchBy: '',
    });
    expect(values.originals).toHaveLength(1);
    expect(values.originals[0].betDetails).toHaveLength(1);
  });

  it('keep one original, one bet detail and the first bet detail always', () => {
    const one = apply({ type: 'removeOriginal', original: 0 }, { type: 'removeBet', original: 0, bet: 0 });
    expect(one.originals).toHaveLength(1);
    expect(one.originals[0].betDetails).toHaveLength(1);
    const two = apply(
      { type: 'addBet', original: 0 },
      { type: 'addBet', original: 0 },
      { type: 'removeBet', original: 0, bet: 0 },
      { type: 'removeBet', original: 0, bet: 2 },
    );
    expect(two.originals[0].betDetails).toHaveLength(2);
    const names = apply(
      { type: 'addName', original: 0, list: 'eventNames' },
      { type: 'removeName', original: 0, list: 'eventNames', index: 0 },
      { type: 'removeName', original: 0, list: 'eventNames', index: 0 },
    );
    expect(names.originals[0].eventNames).toEqual(['']);
  });

  it('send trimmed text, no blank names and blank numbers as 0', () => {
    const values = apply(
      { type: 'field', field: 'userName', value: '  ravi ' },
      { type: 'name', original: 0, list: 'eventNames', index: 0, value: ' Final ' },
      { type: 'addName', original: 0, list: 'eventNames' },
      { type: 'bet', original: 0, bet: 0, field: 'odds', value: '1.75' },
    );
    const input = reportInputOf(values);
    expect(input).toMatchObject({
      userName: 'ravi',
      acBalance: 0,
      originals: [{ eventNames: ['Final'], pl: 0, betDetails: [{ odds: 1.75, stack: 0, time: '' }] }],
    });
  });

  it('edit an older report as lists', () => {
    const values = reportFormValues({
      originals: [{ sportNames: [], eventNames: ['E'], marketNames: ['M'], pl: -2, betDetails: [] }],
      acBalance: 5,
    });
    expect(values.originals[0]).toEqual({
      sportNames: [''],
      eventNames: ['E'],
      marketNames: ['M'],
      pl: '-2',
      betDetails: [{ odds: '', stack: '', time: '' }],
    });
    expect(values.acBalance).toBe('5');
  });
});
