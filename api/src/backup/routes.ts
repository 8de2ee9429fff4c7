import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { backupCollection, backupRefusal, backupRequestProblem } from '@console/contract/backupRequest';
import { formatDateTime } from '@console/contract/time';
import { BackupBody, BackupRequestsAnswer, MessageAnswer } from '@console/contract/wire';
import { requireAdmin, requireStaff } from '../admin/staffAccess';
import type { Config } from '../config';
import type { Database } from '../db';
import { audit } from '../audit/audit';
import { answers } from '../http/answers';
import { badRequest, Refusal } from '../http/refusal';
import { createArchive } from './archive';
import { keepArchiveInBucket } from './bucketArchives';
import type { BackupRegistry } from './registry';
import { latestBackupRequests, recordBackupRequest } from './requestLog';

export interface BackupRoutesOptions {
  db: Database;
  config: Pick<Config, 'dataDir' | 's3'>;
  registry: BackupRegistry;
}

/**
 * POST /api/backup/manual-backup: one archive of the chosen collections, e-mailed as an attachment.
 * Admin: any collection. Subadmin: the collections of its own sections whose listing right it holds,
 * never the admin's 4xChart ledger. Plain users: refused. Every request that names known collections
 * and an address is recorded (sent, refused or failed); GET /api/backup/requests shows the admin that record.
 */
export default async function backupRoutes(base: FastifyInstance, { db, config, registry }: BackupRoutesOptions) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preValidation', requireStaff);

  const manualBackup = { body: BackupBody, response: answers({ 200: MessageAnswer }) };
  app.post('/manual-backup', { schema: manualBackup }, async (request, reply) => {
    const names = [...new Set(request.body?.selectedSections ?? [])];
    const targetEmail = (request.body?.targetEmail ?? '').trim();
    const problem = backupRequestProblem(names, targetEmail);
    if (problem) throw badRequest(problem);
    const unknown = names.filter((name) => !backupCollection(name));
    if (unknown.length) throw badRequest(`Unknown section(s): ${unknown.join(', ')}`);
    const who = request.user!;
    const infos = names.map((name) => backupCollection(name)!);
    // A subadmin reads the entry only when it holds every section the backup names; never the 4xChart's.
    const record = (outcome: 'sent' | 'refused' | 'failed', detail?: string) =>
      db.transaction(async (tx) => {
        await recordBackupRequest(tx, who, { collections: names, targetEmail, outcome, detail });
        await audit(tx, request, {
          resource: 'backup',
          action: 'backup-request',
          detail: { collections: names, targetEmail, outcome, ...(detail ? { reason: detail } : {}) },
          sections: [...new Set(infos.map((info) => info.section))],
          adminOnly: infos.some((info) => info.adminOnly),
        });
      });
    const refusal = backupRefusal(who, names);
    if (refusal) {
      await record('refused', refusal);
      throw new Refusal(403, refusal);
    }

    // Collections whose feature is not built yet cannot be backed up; the answer says so plainly.
    const included = names.filter((name) => registry.has(name));
    const unavailable = names.filter((name) => !registry.has(name));
    if (included.length === 0) throw badRequest(`Backup is not available yet for: ${unavailable.join(', ')}`);

    const now = new Date();
    const archive = await createArchive(db, config, registry, included, now);
    try {
      // With a bucket, the archive is also kept there: no instance's disk holds the only copy.
      const kept = config.s3
        ? await keepArchiveInBucket(config.s3, archive.file).catch((error: unknown) => {
            request.log.error({ err: error }, 'backup archive not kept in the object store');
            return null;
          })
        : undefined;
      const counts = archive.manifest.collections.map((c) => `  ${c.name}: ${c.rows} row(s), ${c.files} file(s)`);
      await app.mailer.send({
        to: targetEmail,
        subject: `Data backup of ${formatDateTime(now)} (Asia/Kolkata)`,
        text: [
          `Backup requested by ${request.user!.username}, made ${formatDateTime(now)} (Asia/Kolkata).`,
          '',
          ...counts,
          ...(unavailable.length ? ['', `Not included (not available yet): ${unavailable.join(', ')}`] : []),
          ...(archive.manifest.missingFiles.length
            ? ['', `Files missing on the server: ${archive.manifest.missingFiles.length}`]
            : []),
          ...(kept ? ['', `Kept in the object store: ${kept}`] : []),
          ...(kept === null ? ['', 'It could not be kept in the object store (see the API log).'] : []),
          '',
          'Restore with: npm run restore -- <this archive>',
          ...(kept ? [`or: npm run restore -- ${kept}`] : []),
          '',
        ].join('\n'),
        attachments: [{ filename: path.basename(archive.file), path: archive.file, contentType: 'application/gzip' }],
      });
    } catch (error) {
      request.log.error({ err: error, to: targetEmail }, 'backup e-mail not sent');
      await record('failed', 'The backup was made but could not be e-mailed');
      return reply.code(502).send({ message: 'The backup was made but could not be e-mailed' });
    } finally {
      await archive.dispose();
    }
    await record('sent');
    const skipped = unavailable.length ? ` Not available yet, so not included: ${unavailable.join(', ')}.` : '';
    return { message: `Backup sent to ${targetEmail}.${skipped}` };
  });

  // The record of who sent which collections where: the admin's to read.
  app.get(
    '/requests',
    { preValidation: requireAdmin, schema: { response: answers({ 200: BackupRequestsAnswer }) } },
    async () => ({ data: await latestBackupRequests(db) }),
  );
}
