import { withCommandDatabase } from '../db/commandDatabase';
import { pruneAudit } from './prune';

/**
 * `npm run audit:prune`: removes audit entries older than AUDIT_RETENTION_DAYS (unset: keeps all) and
 * records that it did as an entry of the chain. The only way entries are ever removed.
 */
async function main(): Promise<void> {
  try {
    await withCommandDatabase(async ({ db }, config) => {
      if (config.auditRetentionDays === undefined) {
        console.log('AUDIT_RETENTION_DAYS is not set: every audit entry is kept');
        return;
      }
      const { removed, before } = await pruneAudit(db, config.auditRetentionDays);
      console.log(`removed ${removed} audit entries from before ${before.toISOString()}`);
    });
  } catch (error) {
    console.error(`audit:prune failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

void main();
