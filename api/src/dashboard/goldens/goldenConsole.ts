import { eq } from 'drizzle-orm';
import { AREAS } from '@console/contract/areas';
import type { Database } from '../../db';
import { proofs, proofTypes, sports, whitelabels } from '../../db/schema';
import { reportRecords } from '../../reports/records';
import { seedDemo } from '../../seed/seedDemo';

/** The day the golden console was seeded as "today"; its records lie in the 120 days before. */
export const GOLDEN_TODAY = '2026-06-15';

/**
 * The date ranges the golden figures were taken for, as the dashboard's Start and End inputs hold them:
 * the default month, earlier months, single days, a quarter, either input empty (no filtering), a
 * reversed range and a range holding no record.
 */
export const GOLDEN_RANGES: ReadonlyArray<readonly [string, string]> = [
  ['2026-06-01', '2026-06-15'],
  ['2026-05-01', '2026-05-31'],
  ['2026-04-01', '2026-04-30'],
  ['2026-06-15', '2026-06-15'],
  ['2026-06-02', '2026-06-02'],
  ['2026-03-01', '2026-06-15'],
  ['', '2026-06-15'],
  ['2026-06-01', ''],
  ['', ''],
  ['2026-06-10', '2026-06-01'],
  ['2025-01-01', '2025-01-31'],
];

const CATCH_BY = ['Agent', 'Staff 1', 'Staff 2', 'Staff 3', 'Staff 4', 'Staff 5', 'Staff 6', 'Staff 7', 'Staff 8'];

/**
 * Records the demo generator never makes but a long-lived database holds: blank and padded proof
 * makers, one client written in several cases and with spaces, proofs without a client user, statuses
 * in other cases, a blank and a padded Catch By.
 */
async function addOddRecords(db: Database) {
  for (const area of AREAS) {
    const [whitelabel] = await db.select().from(whitelabels).where(eq(whitelabels.area, area.key)).limit(1);
    const [proofType] = await db.select().from(proofTypes).where(eq(proofTypes.area, area.key)).limit(1);
    const [sport] = await db.select().from(sports).where(eq(sports.area, area.key)).limit(1);
    const proof = (date: string, proofMaker: string, proofUser: string) => ({
      area: area.key,
      whitelabelId: whitelabel.id,
      proofTypeId: proofType.id,
      sportId: sport.id,
      proofUser,
      eventName: 'Odd event',
      marketName: 'Odd market',
      navigation: 'Odd',
      date,
      proofMaker,
    });
    await db
      .insert(proofs)
      .values([
        proof('2026-06-03', '', 'Punter7'),
        proof('2026-06-03', '   ', 'punter7 '),
        proof('2026-06-04', ' asha ', 'PUNTER7'),
        proof('2026-06-04', 'asha', ''),
        proof('2026-06-05', 'asha', ''),
        proof('2026-05-20', 'Meera', ' punter7'),
      ]);
    const report = (date: string, catchBy: string, proofStatus: string, voidStatus: string) => ({
      report: {
        date,
        userName: 'odd',
        agent: 'agentOdd',
        origin: '',
        originals: [],
        acBalance: 10,
        afterVoidBalance: 5,
        catchBy,
        proofType: 'Ground line',
        proofStatus,
        voidStatus,
        remark: '',
      },
      recordAddBy: 'admin',
    });
    await reportRecords(db, area.key).insertAll([
      report('2026-06-03', '', 'submitted', 'void'),
      report('2026-06-03', ' Agent ', ' SUBMITTED ', 'VOID '),
      report('2026-06-04', 'Staff 1', '', ''),
      report('2026-06-04', 'Staff 9', 'Pending', 'Voided'),
      report('2026-05-20', '  ', 'Submitted', 'Void'),
    ]);
  }
}

/**
 * The console the golden figures were counted on: the demo seed at fixed sizes and day, plus odd
 * records. goldenStats.json holds what the dashboard's client code counted from this console's lists
 * (through the real API) before the counting moved to the server: captureGoldens.ts of commit be79902,
 * removed with that client code.
 */
export async function seedGoldenConsole(db: Database, dataDir: string): Promise<void> {
  await seedDemo(db, {
    storage: dataDir,
    sizes: { proofs: 3000, reports: 3000, notes: 400, proofsWithImages: 0 },
    password: 'Golden-Demo-Password-1',
    adminUsername: 'admin',
    catchBy: CATCH_BY,
    seed: 2026,
    today: GOLDEN_TODAY,
  });
  await addOddRecords(db);
}
