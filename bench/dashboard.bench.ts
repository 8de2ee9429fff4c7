import { performance } from 'node:perf_hooks';
import { shiftDay } from '@console/contract/time';
import { DEMO_CATALOGUE } from '../api/src/seed/demoCatalogue';
import { demoProofs, demoReports } from '../api/src/seed/demoRecords';
import { random } from '../api/src/seed/random';
import { countInBounds, datesOf, dayBounds } from '../remote-admin/src/dashboard/stats/dashboardDate';
import { indexProofs, proofStats } from '../remote-admin/src/dashboard/stats/proofStats';
import { indexReportStats, reportStats } from '../remote-admin/src/dashboard/stats/reportStats';
import { median, report } from './report';

const COUNT = 100_000;
const TODAY = '2026-06-15';

/** The seed's own generator (npm run seed:demo), shaped as GET /api/client and /api/report/all answer. */
function wireLists() {
  const rng = random(2026);
  const whitelabels = DEMO_CATALOGUE.turbo.whitelabels;
  const proofs = demoProofs('turbo', COUNT, rng, TODAY, ['admin', 'meera', 'asha', 'ravi']).map((proof, i) => ({
    _id: `p${i}`,
    date: proof.date,
    proofMaker: proof.proofMaker,
    user: proof.proofUser,
    whitelabel_user: { _id: `w${proof.whitelabel}`, whitelabel_user: whitelabels[proof.whitelabel].user },
    createdAt: proof.createdAt.toISOString(),
  }));
  const catchBy = ['Agent', 'Staff 1', 'Staff 2', 'Staff 3', 'Staff 4', 'Staff 5', 'Staff 6', 'Staff 7', 'Staff 8'];
  const reports = demoReports('turbo', COUNT, rng, TODAY, catchBy, ['admin', 'asha']).map(({ report: r }, i) => ({
    _id: `r${i}`,
    ...r,
  }));
  return { proofs, reports, notes: reports.map((r) => ({ date: r.date })) };
}

/** What a person does with the date inputs: month by month, single days, a quarter, one date cleared. */
function dateChanges(): Array<[string, string]> {
  const changes: Array<[string, string]> = [];
  for (let back = 0; back < 4; back += 1)
    changes.push([shiftDay('2026-06-01', { months: -back }), shiftDay('2026-06-30', { months: -back })]);
  for (let day = 1; day <= 10; day += 1)
    changes.push([shiftDay(TODAY, { days: -day }), shiftDay(TODAY, { days: -day })]);
  changes.push(['2026-03-01', TODAY], ['2026-01-01', '2026-12-31'], ['', TODAY], ['2026-06-01', '']);
  return changes;
}

export default async function dashboard() {
  const { proofs, reports, notes } = wireLists();

  let start = performance.now();
  const proofIndex = indexProofs(proofs, 'whitelabel_user');
  report(`read ${COUNT.toLocaleString('en')} proofs (once per list load)`, performance.now() - start, 'ms');
  start = performance.now();
  const reportIndex = indexReportStats(reports);
  report(`read ${COUNT.toLocaleString('en')} reports (once per list load)`, performance.now() - start, 'ms');
  const noteTimes = datesOf(notes, (note) => note.date);

  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const [from, to] of dateChanges()) {
      const t = performance.now();
      const bounds = dayBounds(from, to);
      const figures = [
        proofStats(proofIndex, bounds),
        reportStats(reportIndex, bounds),
        countInBounds(noteTimes, bounds),
      ];
      times.push(performance.now() - t);
      if (!figures[0]) throw new Error('no figures');
    }
  }
  report(
    `date change at ${COUNT.toLocaleString('en')} proofs + ${COUNT.toLocaleString('en')} reports, median`,
    median(times),
    'ms',
    { max: 100 },
  );
  report('date change, slowest', Math.max(...times), 'ms');
}
