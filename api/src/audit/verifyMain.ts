import { withCommandDatabase } from '../db/commandDatabase';
import { sealAudit, verifyChain } from './chain';

/**
 * `npm run audit:verify`: checks the sealed hash chain of the audit trail; names the first entry that
 * does not match and exits 1, or prints the chain's head. `--seal` seals the unsealed tail first
 * (otherwise it is reported as such).
 */
async function main(): Promise<void> {
  try {
    await withCommandDatabase(async ({ db }) => {
      if (process.argv.includes('--seal')) await sealAudit(db);
      const report = await verifyChain(db);
      if (!report.ok && report.firstBad) {
        const { id, sealSeq, problem } = report.firstBad;
        console.error(`audit chain broken at entry ${id} (seal #${sealSeq}): ${problem}`);
        process.exitCode = 1;
      } else {
        const head = report.head ? `; head #${report.head.sealSeq} ${report.head.hash}` : '';
        console.log(`audit chain intact: ${report.checked} sealed entries${head}`);
      }
      if (report.unsealed) console.log(`${report.unsealed} entries not sealed yet (the sealer seals them shortly)`);
    });
  } catch (error) {
    console.error(`audit:verify failed: ${(error as Error).message}`);
    process.exitCode = 2;
  }
}

void main();
