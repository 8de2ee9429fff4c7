import { sql } from 'drizzle-orm';
import { AREAS, type AreaDescriptor, type AreaKey } from '@console/contract/areas';
import { hasPermission } from '@console/contract/permissions';
import { todayInKolkata } from '@console/contract/time';
import { areaRecords } from '../catalogue/areaRecords';
import type { Database } from '../db';
import {
  notes,
  proofs,
  proofTypes,
  reports,
  reportSearch,
  reportSort,
  proofFilter,
  sports,
  users,
  whitelabels,
  type StoredProofImage,
} from '../db/schema';
import { newNote } from '../catalogue/note/fields';
import { proofTypeFields } from '../catalogue/prooftype/fields';
import { sportFields } from '../catalogue/sport/fields';
import { whitelabelFields } from '../catalogue/whitelabel/fields';
import { proofFields } from '../proofs/fields';
import { proofRecords } from '../proofs/records';
import { proofValues } from '../proofs/values';
import { reportRecords } from '../reports/records';
import { createUploadStore, IMAGE_FORMATS, type StorageSettings } from '../uploads';
import { insertUser } from '../users/users';
import { DEMO_CATALOGUE, DEMO_USERS } from './demoCatalogue';
import { demoNotes, demoProofs, demoReports, type DemoProof } from './demoRecords';
import { logoPng, proofImagePng } from './images';
import { random } from './random';
import { indexesAndKeysBuiltAfter } from './builtAfterWrite';
import { ADVISORY_LOCK } from '../db/locks';
import { writesInTurn } from '../db/writesInTurn';

/** How many generated records each area gets. */
export interface DemoSizes {
  proofs: number;
  reports: number;
  notes: number;
  /** How many of the proofs carry images (each its own files): images make files, not just rows. */
  proofsWithImages: number;
}

export const DEFAULT_SIZES: DemoSizes = { proofs: 400, reports: 800, notes: 120, proofsWithImages: 60 };

export interface SeedOptions {
  /** Where the images go: DATA_DIR, or the configured store (the bucket when S3_BUCKET is set). */
  storage: string | StorageSettings;
  sizes: DemoSizes;
  /** Password of every demo account. */
  password: string;
  /** The username of the admin account, a proof maker like the others. */
  adminUsername: string;
  /** The Catch By list reports choose from (Agent + the configured staff). */
  catchBy: readonly string[];
  seed?: number;
  today?: string;
  log?: (line: string) => void;
}

export interface SeedSummary {
  users: { username: string; role: string; purpose: string; created: boolean }[];
  areas: Record<
    AreaKey,
    {
      whitelabels: number;
      proofTypes: number;
      sports: number;
      notes: number;
      proofs: number;
      reports: number;
      images: number;
    }
  >;
}

/** The database already holds console data: the seed only fills an empty console. */
export class SeedRefused extends Error {}

const PROOF_BATCH = 1000;
const REPORT_BATCH = 5000;

/** What the console already holds, by table; the seed refuses unless all are empty. */
async function existingRecords(db: Database): Promise<Record<string, number>> {
  const counted = async (
    table: typeof whitelabels | typeof proofTypes | typeof sports | typeof notes | typeof proofs | typeof reports,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  return {
    whitelabels: await counted(whitelabels),
    'proof types': await counted(proofTypes),
    sports: await counted(sports),
    notes: await counted(notes),
    proofs: await counted(proofs),
    reports: await counted(reports),
  };
}

/** The staff whose names a record of the area carries: those holding `right` in the area's section. */
function staffWith(area: AreaDescriptor, right: Parameters<typeof hasPermission>[1], adminUsername: string): string[] {
  const holders = DEMO_USERS.filter(
    (user) =>
      user.sections.includes(area.section) && hasPermission({ role: user.role, permissions: user.permissions }, right),
  );
  return [adminUsername, ...holders.map((user) => user.username)];
}

/**
 * Fills an empty console with a realistic demo through the API's own data layer: the demo staff, then
 * per area whitelabels (with generated PNG logos), proof types, sports, notes, proofs (the first ones
 * with generated images) and reports. One transaction: a failure leaves the database as it was, and
 * the files written so far are removed. Refuses (SeedRefused) when any catalogue, proof or report row exists.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const rng = random(options.seed ?? 2026);
  const today = options.today ?? todayInKolkata();
  const uploads = createUploadStore(options.storage);
  const written: string[] = [];
  const save = async (folder: string[], png: Buffer) => {
    const path = await uploads.save(folder, png, IMAGE_FORMATS.png);
    written.push(path);
    return path;
  };

  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.seedDemo})`);
      const existing = Object.entries(await existingRecords(tx)).filter(([, n]) => n > 0);
      if (existing.length) {
        throw new SeedRefused(
          `the database already holds console data (${existing.map(([name, n]) => `${n} ${name}`).join(', ')}); ` +
            'the demo seed only fills an empty console, so nothing was changed. Use a fresh DATA_DIR or another DATABASE_URL.',
        );
      }

      const summary: SeedSummary = { users: [], areas: {} as SeedSummary['areas'] };
      const taken = new Set((await tx.select({ username: users.username }).from(users)).map((row) => row.username));
      for (const user of DEMO_USERS) {
        const created = !taken.has(user.username);
        if (created) await insertUser(tx, { ...user, password: options.password });
        summary.users.push({ username: user.username, role: user.role, purpose: user.purpose, created });
      }
      log(`staff: ${summary.users.filter((u) => u.created).length} demo accounts`);

      await indexesAndKeysBuiltAfter(tx, [proofs, proofFilter, reports, reportSearch, reportSort], async () => {
        for (const area of AREAS) {
          summary.areas[area.key] = await seedArea(tx, area, { ...options, rng, today, save, log });
        }
      });
      return summary;
    });
  } catch (error) {
    await Promise.all(written.map((path) => uploads.remove(path).catch(() => undefined)));
    throw error;
  }
}

interface AreaSeedContext extends SeedOptions {
  rng: ReturnType<typeof random>;
  today: string;
  save: (folder: string[], png: Buffer) => Promise<string>;
  log: (line: string) => void;
}

async function seedArea(
  db: Database,
  area: AreaDescriptor,
  context: AreaSeedContext,
): Promise<SeedSummary['areas'][AreaKey]> {
  const { rng, today, sizes, save, log } = context;
  const demo = DEMO_CATALOGUE[area.key];

  // Each record through its resource's own rules (the forms' fields as the routes read them).
  const whitelabelRows = [];
  for (const [i, whitelabel] of demo.whitelabels.entries()) {
    const form = {
      [area.whitelabel.userField]: whitelabel.user,
      whatsapp_group: `${whitelabel.user} Support`,
      hexacode: whitelabel.hexacode,
      url: `https://${whitelabel.user.toLowerCase()}.example`,
    };
    const fields = whitelabelFields(form, area.whitelabel);
    const logo = await save([area.key, 'logos'], logoPng(whitelabel.hexacode, i));
    whitelabelRows.push(await areaRecords(db, whitelabels, area.key).insert({ ...fields, logo }));
  }
  const proofTypeRows = [];
  for (const proofType of demo.proofTypes)
    proofTypeRows.push(await areaRecords(db, proofTypes, area.key).insert(proofTypeFields(proofType)));
  const sportRows = [];
  for (const name of demo.sports) {
    const fields = sportFields({ [area.sport.nameField]: name }, area.sport);
    sportRows.push(await areaRecords(db, sports, area.key).insert(fields));
  }

  const noteRows = demoNotes(
    area.key,
    sizes.notes,
    rng,
    today,
    staffWith(area, area.note.rights.create, context.adminUsername),
  );
  for (let start = 0; start < noteRows.length; start += PROOF_BATCH) {
    const batch = noteRows.slice(start, start + PROOF_BATCH);
    await areaRecords(db, notes, area.key).insertAll(batch.map(({ addedBy, ...body }) => newNote(body, addedBy)));
  }

  const makers = staffWith(area, area.proof.rights.create, context.adminUsername);
  const generated = demoProofs(area.key, sizes.proofs, rng, today, makers);
  let images = 0;
  const imagesOf = async (
    proof: DemoProof,
    index: number,
  ): Promise<Pick<typeof proofs.$inferInsert, 'images' | 'navigation2Images'>> => {
    if (index >= sizes.proofsWithImages) return { images: [], navigation2Images: [] };
    const colour = demo.whitelabels[proof.whitelabel].hexacode;
    const group = async (count: number, name: string): Promise<StoredProofImage[]> => {
      const stored: StoredProofImage[] = [];
      for (let i = 0; i < count; i += 1) {
        stored.push({
          path: await save([area.key, area.proof.uploadKind], proofImagePng(colour, index * 7 + i)),
          filename: `${name}-${i + 1}.png`,
        });
      }
      images += count;
      return stored;
    };
    return {
      images: await group(rng.int(1, 3), 'bet-history'),
      navigation2Images: await group(proof.navigation2 ? 1 : 0, 'navigation2'),
    };
  };
  // Each batch is made while PostgreSQL writes the one before.
  const writes = writesInTurn();
  for (let start = 0; start < generated.length; start += PROOF_BATCH) {
    const batch = generated.slice(start, start + PROOF_BATCH);
    const values: Parameters<ReturnType<typeof proofRecords>['insertion']>[0] = [];
    for (const [offset, proof] of batch.entries()) {
      const whitelabel = whitelabelRows[proof.whitelabel];
      // The proof form's fields, read by its own rules; its WhatsApp group is left to the whitelabel's.
      const form = {
        [area.whitelabel.userField]: whitelabel.id,
        prooftype: proofTypeRows[proof.proofType].id,
        sportname: sportRows[proof.sport].id,
        agentname: proof.agentName,
        user: proof.proofUser,
        amount: String(proof.amount),
        profitAndLoss: String(proof.profitAndLoss),
        eventname: proof.eventName,
        marketname: proof.marketName,
        navigation: proof.navigation,
        navigation2: proof.navigation2,
        date: proof.date,
      };
      // The spreads last: on Node 20 a property after a spread costs microseconds.
      values.push({
        createdAt: proof.createdAt,
        updatedAt: proof.createdAt,
        ...proofValues(proofFields(form, area), whitelabel, proof.proofMaker),
        ...(await imagesOf(proof, start + offset)),
      });
    }
    const insertion = proofRecords(db, area.key).insertion(values);
    await writes.send(() => db.execute(insertion));
  }
  await writes.finished();

  // Made a batch at a time, rows and JSON, the next while PostgreSQL writes the one before: made when
  // the last write had ended, they waited for each other (1,000,000 reports made at once held gigabytes
  // the collector went through again and again). The same reports either way (nothing else draws from
  // the generator meanwhile).
  const addedBy = staffWith(area, area.report.rights.create, context.adminUsername);
  for (let made = 0; made < sizes.reports; made += REPORT_BATCH) {
    const batch = demoReports(
      area.key,
      Math.min(REPORT_BATCH, sizes.reports - made),
      rng,
      today,
      context.catchBy,
      addedBy,
    );
    const insertion = reportRecords(db, area.key).insertion(batch);
    await writes.send(() => db.execute(insertion));
  }
  await writes.finished();

  const counts = {
    whitelabels: whitelabelRows.length,
    proofTypes: proofTypeRows.length,
    sports: sportRows.length,
    notes: noteRows.length,
    proofs: generated.length,
    reports: sizes.reports,
    images: images + whitelabelRows.length,
  };
  log(
    `${area.label}: ${counts.whitelabels} whitelabels, ${counts.proofTypes} proof types, ${counts.sports} sports, ` +
      `${counts.notes} notes, ${counts.proofs} proofs, ${counts.reports} reports, ${counts.images} image files`,
  );
  return counts;
}
