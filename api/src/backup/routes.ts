import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { backupCollection, backupRefusal, backupRequestProblem } from '@console/contract/backupRequest';
import { formatDateTime } from '@console/contract/time';
import { requireStaff } from '../admin/staffAccess';
import type { Config } from '../config';
import type { Database } from '../db';
import { createArchive } from './archive';
import type { BackupRegistry } from './registry';

interface BackupBody {
  selectedSections?: string[];
  targetEmail?: string;
}

const bodySchema = {
  type: 'object',
  properties: {
    selectedSections: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 50 },
    targetEmail: { type: 'string', maxLength: 254 },
  },
} as const;

export interface BackupRoutesOptions {
  db: Database;
  config: Pick<Config, 'dataDir'>;
  registry: BackupRegistry;
}

/**
 * POST /api/backup/manual-backup: one archive of the chosen collections, e-mailed as an attachment.
 * Admin: any collection. Subadmin: the collections of its own sections, except the admin's 4xChart
 * ledger. Plain users: refused.
 */
export default async function backupRoutes(app: FastifyInstance, { db, config, registry }: BackupRoutesOptions) {
  app.addHook('preValidation', requireStaff);

  app.post<{ Body: BackupBody }>('/manual-backup', { schema: { body: bodySchema } }, async (request, reply) => {
    const names = [...new Set(request.body?.selectedSections ?? [])];
    const targetEmail = (request.body?.targetEmail ?? '').trim();
    const problem = backupRequestProblem(names, targetEmail);
    if (problem) return reply.code(400).send({ message: problem });
    const unknown = names.filter((name) => !backupCollection(name));
    if (unknown.length) return reply.code(400).send({ message: `Unknown section(s): ${unknown.join(', ')}` });
    const refusal = backupRefusal(request.user!, names);
    if (refusal) return reply.code(403).send({ message: refusal });

    // Collections whose feature is not built yet cannot be backed up; the answer says so plainly.
    const included = names.filter((name) => registry.has(name));
    const unavailable = names.filter((name) => !registry.has(name));
    if (included.length === 0) {
      return reply.code(400).send({ message: `Backup is not available yet for: ${unavailable.join(', ')}` });
    }

    const now = new Date();
    const archive = await createArchive(db, config.dataDir, registry, included, now);
    try {
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
          '',
          'Restore with: npm run restore -- <this archive>',
          '',
        ].join('\n'),
        attachments: [{ filename: path.basename(archive.file), path: archive.file, contentType: 'application/gzip' }],
      });
    } catch (error) {
      request.log.error({ err: error, to: targetEmail }, 'backup e-mail not sent');
      return reply.code(502).send({ message: 'The backup was made but could not be e-mailed' });
    } finally {
      await archive.dispose();
    }
    const skipped = unavailable.length ? ` Not available yet, so not included: ${unavailable.join(', ')}.` : '';
    return { message: `Backup sent to ${targetEmail}.${skipped}` };
  });
}
