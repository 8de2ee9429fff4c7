import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countInBounds, dayBounds } from '../../../../remote-admin/src/dashboard/stats/dashboardDate';
import { DASHBOARD_AREA_KEYS, DASHBOARD_AREAS, LIST_KEYS } from '../../../../remote-admin/src/dashboard/dashboardAreas';
import { datesOf } from '../../../../remote-admin/src/dashboard/stats/dashboardDate';
import { indexProofs, proofStats } from '../../../../remote-admin/src/dashboard/stats/proofStats';
import { indexReportStats, reportStats } from '../../../../remote-admin/src/dashboard/stats/reportStats';
import { startEmbeddedPostgres, findFreePort } from '../../db/embedded';
import { createTestApp, TEST_ADMIN } from '../../test/testApp';
import { TEST_PG_URL_ENV } from '../../test/testServer';
import { GOLDEN_RANGES, seedGoldenConsole } from './goldenConsole';

/**
 * Captured once, before the dashboard moved its counting to the server: the golden console's lists read
 * through the real API, counted by the dashboard's own client code of that day (remote-admin's
 * dashboard/stats, as its store and useAreaStats did), written to goldenStats.json. The server's
 * aggregation is tested against that file. `npx tsx api/src/dashboard/goldens/captureGoldens.ts`
 */
async function main() {
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'golden-pg-'));
  chmodSync(pgDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: pgDir, port: await findFreePort(), log: console });
  process.env[TEST_PG_URL_ENV] = pg.adminUrl;
  const t = await createTestApp();
  try {
    await seedGoldenConsole(t.db, t.config.dataDir);
    const headers = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
    const fetchList = async (url: string): Promise<unknown[]> => {
      const body = (await t.app.inject({ url: `/api/${url}`, headers })).json();
      return Array.isArray(body) ? body : body.data;
    };
    const golden: Record<string, unknown> = {};
    for (const key of DASHBOARD_AREA_KEYS) {
      const descriptor = DASHBOARD_AREAS[key];
      const lists = Object.fromEntries(
        await Promise.all(LIST_KEYS.map(async (list) => [list, await fetchList(descriptor.lists[list].path)])),
      ) as Record<(typeof LIST_KEYS)[number], unknown[]>;
      const proofs = indexProofs(lists.proofs, descriptor.area.whitelabel.userField);
      const reports = indexReportStats(lists.reports);
      const notes = datesOf(lists.notes as Array<{ date?: unknown }>, (note) => note?.date);
      golden[key] = {
        whitelabels: lists.whitelabels.length,
        prooftypes: lists.prooftypes.length,
        sports: lists.sports.length,
        ranges: GOLDEN_RANGES.map(([start, end]) => {
          const bounds = dayBounds(start, end);
          return {
            start,
            end,
            proofs: proofStats(proofs, bounds),
            reports: reportStats(reports, bounds),
            notes: countInBounds(notes, bounds),
          };
        }),
      };
    }
    writeFileSync(path.join(__dirname, 'goldenStats.json'), `${JSON.stringify(golden, null, 1)}\n`);
  } finally {
    await t.close();
    await pg.stop();
    rmSync(pgDir, { recursive: true, force: true });
  }
}

void main();
