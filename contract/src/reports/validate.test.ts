import { catchByOptions } from './options';
import { sampleOriginal, sampleReport } from '../../testing/reports';
import { isBetTime, issueMessages, REPORT_MESSAGES, validateReport } from './validate';

const options = { catchBy: catchByOptions(['Staff 1', 'Staff 2']) };
const messagesOf = (overrides: Parameters<typeof sampleReport>[0]) =>
  issueMessages(validateReport(sampleReport(overrides), options));

describe('validateReport', () => {
  it('accepts a complete report', () => {
    expect(validateReport(sampleReport(), options)).toEqual([]);
  });

  it('requires user name and agent with the spec texts', () => {
    expect(messagesOf({ userName: '  ', agent: '' })).toEqual(['User Name is required', 'Agent is required']);
  });

  it('requires a sport from the fixed list in every original', () => {
    expect(messagesOf({ originals: [sampleOriginal({ sportNames: ['Chess'] })] })).toEqual([
      'At least one valid Sport Name is required in Originals section',
    ]);
    expect(messagesOf({ originals: [sampleOriginal(), sampleOriginal({ sportNames: [''] })] })).toEqual([
      REPORT_MESSAGES.sportNames,
    ]);
    expect(messagesOf({ originals: [] })).toEqual([REPORT_MESSAGES.sportNames]);
  });

  it('requires an event and a market name', () => {
    expect(messagesOf({ originals: [sampleOriginal({ eventNames: [' '], marketNames: [] })] })).toEqual([
      'At least one Event Name is required in Originals section',
      'At least one Market Name is required in Originals section',
    ]);
  });

  it('checks only that P&L and the after-void balance are numbers (a loss is negative)', () => {
    expect(messagesOf({ originals: [sampleOriginal({ pl: -40 })], afterVoidBalance: -5 })).toEqual([]);
    expect(messagesOf({ originals: [sampleOriginal({ pl: Number.NaN })], afterVoidBalance: Number.NaN })).toEqual([
      'Valid P&L (number greater than 0) is required in Originals section',
      'Valid After Void Balance (number greater than 0) is required',
    ]);
  });

  it('requires every bet detail complete: odds and stack above 0, time HH:MM:SS', () => {
    const bet = { odds: 1.5, stack: 10, time: '23:59:59' };
    expect(messagesOf({ originals: [sampleOriginal({ betDetails: [bet] })] })).toEqual([]);
    for (const broken of [
      { ...bet, odds: 0 },
      { ...bet, stack: -1 },
      { ...bet, time: '24:00:00' },
      { ...bet, time: '9:05' },
    ]) {
      const issues = validateReport(
        sampleReport({ originals: [sampleOriginal({ betDetails: [bet, broken] })] }),
        options,
      );
      expect(issues).toEqual([
        { rule: 'betDetails', path: 'originals.0.betDetails.1', message: REPORT_MESSAGES.betDetails },
      ]);
    }
    expect(REPORT_MESSAGES.betDetails).toBe(
      'At least one complete bet detail (valid odds, number stack greater than 0, and and time in HH:MM:SS format) is required',
    );
    expect(messagesOf({ originals: [sampleOriginal({ betDetails: [] })] })).toEqual([REPORT_MESSAGES.betDetails]);
  });

  it('requires Catch By, proof type and statuses from their lists', () => {
    expect(messagesOf({ catchBy: 'Nobody', proofType: 'Made up', proofStatus: 'Maybe', voidStatus: 'Half' })).toEqual([
      'Please select a valid Catch By',
      'Please select a valid Proof Type',
      'Please select a valid Proof Status',
      'Please select a valid Void Status',
    ]);
    expect(messagesOf({ catchBy: 'Staff 2' })).toEqual([]);
  });

  it('requires an account balance above 0', () => {
    expect(messagesOf({ acBalance: 0 })).toEqual(['Valid Account Balance (number greater than 0) is required']);
  });

  it('requires a real calendar date', () => {
    expect(messagesOf({ date: '2026-02-30' })).toEqual([REPORT_MESSAGES.date]);
  });

  it('reads times strictly', () => {
    expect(['00:00:00', '23:59:59', '07:30:05'].every(isBetTime)).toBe(true);
    expect(['24:00:00', '12:60:00', '12:00:60', '12:00', '1:00:00', ' 12:00:00'].some(isBetTime)).toBe(false);
  });
});

describe('catchByOptions', () => {
  it('puts Agent first and drops blank and repeated names', () => {
    expect(catchByOptions(['Asha', ' ', 'Asha', 'Agent', 'Ravi '])).toEqual(['Agent', 'Asha', 'Ravi']);
  });
});
