import { sampleReport } from '../../testing/reports';
import { reportDuplicateKey } from './duplicateKey';
import type { ReportInput } from './types';

const base = (): ReportInput => {
  const { _id: _id, recordAddBy: _recordAddBy, ...input } = sampleReport();
  return input;
};

describe('reportDuplicateKey', () => {
  it('is the same for the same case whatever the statuses, Catch By, remark or property order', () => {
    const report = base();
    const corrected = {
      ...report,
      catchBy: 'Someone else',
      proofStatus: 'Approved',
      voidStatus: 'Unvoid',
      remark: 'x',
    };
    const { originals, ...rest } = report;
    const reordered = JSON.parse(JSON.stringify({ originals, ...rest })) as ReportInput;
    expect(reportDuplicateKey(corrected)).toBe(reportDuplicateKey(report));
    expect(reportDuplicateKey(reordered)).toBe(reportDuplicateKey(report));
  });

  it('differs when the day, a name, a balance or anything of an original differs', () => {
    const report = base();
    const key = reportDuplicateKey(report);
    const changes: Array<(r: ReportInput) => void> = [
      (r) => (r.date = '2020-01-01'),
      (r) => (r.userName = `${r.userName}x`),
      (r) => (r.agent = r.agent.toUpperCase()),
      (r) => (r.origin = `${r.origin}x`),
      (r) => (r.acBalance += 1),
      (r) => (r.afterVoidBalance += 0.01),
      (r) => (r.originals[0].pl += 1),
      (r) => (r.originals[0].eventNames = [...r.originals[0].eventNames, 'Another']),
      (r) => (r.originals[0].betDetails[0].time = '00:00:01'),
      (r) => r.originals.push(r.originals[0]),
    ];
    for (const change of changes) {
      const changed = structuredClone(report);
      change(changed);
      expect(reportDuplicateKey(changed)).not.toBe(key);
    }
  });
});
