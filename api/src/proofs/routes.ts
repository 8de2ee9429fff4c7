import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readProofListQuery, type AreaDescriptor } from '@console/contract/areas';
import { Type, type TSchema } from 'typebox';
import {
  listAnswer,
  MessageAnswer,
  proofPageAnswer,
  proofRecord,
  ProofTypeRecord,
  recordAnswer,
  sportRecord,
  whitelabelRecord,
} from '@console/contract/wire';
import { idParams, type IdParams } from '../catalogue/access';
import { areaRecords } from '../catalogue/areaRecords';
import { answers } from '../http/answers';
import { Refusal, badRequest } from '../http/refusal';
import { serverMessages } from '../catalogue/messages';
import { proofTypeWire, sportWire, whitelabelWire } from '../catalogue/wire';
import type { Database } from '../db';
import { proofTypes, sports, whitelabels, type ProofRow, type StoredProofImage } from '../db/schema';
import type { User } from '../users/users';
import { acceptMultipart, readMultipartForm, type ReceivedImage, type UploadStore } from '../uploads';
import { proofAccessHooks } from './access';
import { proofFields } from './fields';
import { droppedImages, IMAGE_GROUPS, imageRules, planImages, type ImagePlan } from './imageGroups';
import type { PdfBuilder } from './previewPdf/pdfBuilder';
import { previewPdfRoute } from './previewPdf/route';
import { proofRecords, type ProofValues, type ProofWithRefs } from './records';
import { proofAuditForm } from './auditForm';
import { audit } from '../audit/audit';
import { checkVersion } from '../http/versions';
import { answerCache } from '../revisions/answerCache';
import { proofPage } from './page';
import { proofValues } from './values';
import { proofListWire, proofWire } from './wire';

export interface ProofRouteOptions {
  db: Database;
  area: AreaDescriptor;
  uploads: UploadStore;
  pdfBuilder: PdfBuilder;
}

/** Per area and instance: the proof list's counts kept per revision and filters (page.ts's KeptCounts). */
const KEPT_COUNTS = 200;

/** The name a file was uploaded with, for people to read: no folders, no control characters, not too long. */
const cleanFilename = (name: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'image';

/**
 * Who made the proof: on create the caller, on update whoever it was. Only an admin may name someone
 * else, so nobody can put a colleague's (or the admin's) name on their work.
 */
function proofMakerOf(caller: User, sent: string | undefined, current?: ProofRow): string {
  if (caller.role === 'admin' && sent) return sent;
  return current?.proofMaker ?? caller.username;
}

/**
 * /api/client (Turbo) or /api/forexProof (Forex), turbo.md / forex.md §7: GET list, GET /page (one
 * page of the list, filtered and sorted on the server), GET /{id},
 * POST /create and PUT /{id} as multipart, DELETE /{id}, the lookups /whitelabels, /prooftypes, /sports,
 * /user/{id}, and POST /generate-preview-pdf. Images are stored under DATA_DIR/uploads/<area>/proofs/
 * once the whole request is valid; an image dropped on edit, or a deleted proof's images, lose their files.
 */
export default async function proofRoutes(app: FastifyInstance, { db, area, uploads, pdfBuilder }: ProofRouteOptions) {
  const resource = area.proof;
  const { messages } = resource;
  const server = serverMessages(resource.noun);
  const access = proofAccessHooks(area.section, resource);
  const records = (database: Database = db) => proofRecords(database, area.key);
  const rules = { files: imageRules(messages) };
  const folder = [area.key, resource.uploadKind];
  const wire = (row: Parameters<typeof proofWire>[0]) => proofWire(row, area);
  const names = { userField: area.whitelabel.userField, nameField: area.sport.nameField };
  const record = proofRecord(names);
  const one = answers({ 200: recordAnswer(record) });
  const list = { response: answers({ 200: listAnswer(record) }) };
  await acceptMultipart(app);

  /** A failed clean-up leaves an orphan file behind, not a failed request: the records are already right. */
  const removeFiles = (request: FastifyRequest, paths: readonly string[]) =>
    Promise.all(
      paths.map((path) =>
        uploads
          .remove(path)
          .catch((error: unknown) => request.log.warn({ err: error, path }, 'could not remove a proof image')),
      ),
    );

  /** The whitelabel, proof type and sport the form names, which must exist in this area (spec §5). */
  async function references(database: Database, fields: ReturnType<typeof proofFields>) {
    const whitelabel = await areaRecords(database, whitelabels, area.key).find(fields.whitelabelId);
    if (!whitelabel) throw badRequest(messages.invalidWhitelabel);
    if (!(await areaRecords(database, proofTypes, area.key).find(fields.proofTypeId)))
      throw badRequest(messages.invalidProofType);
    if (!(await areaRecords(database, sports, area.key).find(fields.sportId))) throw badRequest(messages.invalidSport);
    return { whitelabel };
  }

  /** Writes the plan's new files, in order, recording each in `written` so a failure can take them back. */
  async function storeImages(
    plan: ImagePlan,
    written: string[],
  ): Promise<Pick<ProofValues, 'images' | 'navigation2Images'>> {
    const store = async (place: ImagePlan['images'][number]): Promise<StoredProofImage> => {
      if ('kept' in place) return place.kept;
      const image: ReceivedImage = place.added;
      const path = await uploads.save(folder, image.bytes, image.format);
      written.push(path);
      return { path, filename: cleanFilename(image.filename) };
    };
    const stored = { images: [] as StoredProofImage[], navigation2Images: [] as StoredProofImage[] };
    for (const group of IMAGE_GROUPS) for (const place of plan[group]) stored[group].push(await store(place));
    return stored;
  }

  /** Reads and checks the whole form, then stores its images and writes the row through `write`. */
  async function save(
    request: FastifyRequest,
    write: (tx: Database, values: (current?: ProofRow) => Promise<ProofValues>) => Promise<ProofRow>,
  ) {
    const form = await readMultipartForm(request, rules);
    const fields = proofFields(form.fields, area);
    const written: string[] = [];
    let dropped: string[] = [];
    try {
      const row = await db.transaction((tx) =>
        write(tx, async (current) => {
          const { whitelabel } = await references(tx, fields);
          const plan = planImages(form.fields, form.files, messages, current);
          if (current) dropped = droppedImages(current, plan);
          return {
            ...proofValues(fields, whitelabel, proofMakerOf(request.user!, fields.proofMaker, current), current),
            ...(await storeImages(plan, written)),
          };
        }),
      );
      await removeFiles(request, dropped);
      return (await records().find(row.id))!;
    } catch (error) {
      await removeFiles(request, written);
      throw error;
    }
  }

  const found = <R>(row: R | undefined): R => {
    if (!row) throw new Refusal(404, server.notFound);
    return row;
  };

  app.get('/', { ...access.list, schema: list }, async () => ({ data: (await records().list()).map(wire) }));

  const keptCounts = answerCache<number>(KEPT_COUNTS);
  // The list page's own call: one page of the filtered, sorted list, rows without the template HTML.
  app.get(
    '/page',
    { ...access.list, schema: { response: answers({ 200: proofPageAnswer(names) }) } },
    async (request) => {
      const query = readProofListQuery(request.query as Record<string, unknown>);
      if ('problem' in query) throw badRequest(query.problem);
      const { rows, total, page } = await proofPage(db, area.key, query, { keptCounts });
      return { data: rows.map((row) => proofListWire(row, area)), total, page, pageSize: query.pageSize };
    },
  );

  const lookup = <T extends TSchema>(schema: T) => ({
    ...access.lookups,
    schema: { response: answers({ 200: schema }) },
  });
  app.get('/whitelabels', lookup(listAnswer(whitelabelRecord(names.userField))), async () => ({
    data: (await areaRecords(db, whitelabels, area.key).list()).map((row) => whitelabelWire(row, area)),
  }));
  // The spec reads this one as a bare list ("the by-type lookup picks the entry whose type matches").
  app.get('/prooftypes', lookup(Type.Array(ProofTypeRecord)), async () =>
    (await areaRecords(db, proofTypes, area.key).list()).map(proofTypeWire),
  );
  app.get('/sports', lookup(listAnswer(sportRecord(names.nameField))), async () => ({
    data: (await areaRecords(db, sports, area.key).list()).map((row) => sportWire(row, area)),
  }));

  const ofUser = { ...access.list, schema: { params: idParams, ...list } };
  app.get<{ Params: IdParams }>('/user/:id', ofUser, async (request) => ({
    data: (await records().ofUser(request.params.id)).map(wire),
  }));

  app.get<{ Params: IdParams }>(
    '/:id',
    { ...access.read, schema: { params: idParams, response: one } },
    async (request) => ({
      data: wire(found(await records().find(request.params.id))),
    }),
  );

  /** Records a write of a proof in its transaction, the proof before and after compared as its form. */
  const recorded = async (
    tx: Database,
    request: FastifyRequest,
    action: 'create' | 'update' | 'delete',
    before: ProofWithRefs | undefined,
    after: ProofRow | undefined,
  ) => {
    const afterRefs = after && (await records(tx).find(after.id));
    await audit(tx, request, {
      resource: 'proof',
      action,
      area: area.key,
      recordId: (after ?? before!.proof).id,
      sections: [area.section],
      before: before && proofAuditForm(before, area),
      after: afterRefs && proofAuditForm(afterRefs, area),
    });
  };

  /** The proof locked for a change, refused with 409 when the request was based on another version. */
  const lockedForChange = async (tx: Database, request: FastifyRequest<{ Params: IdParams }>) => {
    const current = found(await records(tx).lock(request.params.id));
    const before = (await records(tx).find(current.id))!;
    checkVersion(request, current, () => wire(before));
    return { current, before };
  };

  const created = answers({ 201: recordAnswer(record) });
  app.post('/create', { ...access.create, schema: { response: created } }, async (request, reply) => {
    const proof = await save(request, async (tx, values) => {
      const row = await records(tx).insert(await values());
      await recorded(tx, request, 'create', undefined, row);
      return row;
    });
    return reply.code(201).send({ data: wire(proof), message: server.created });
  });

  app.put<{ Params: IdParams }>(
    '/:id',
    { ...access.update, schema: { params: idParams, response: one } },
    async (request) => {
      const proof = await save(request, async (tx, values) => {
        // Locked from reading its images to writing the new ones, so two edits at once each remove
        // exactly the files they dropped.
        const { current, before } = await lockedForChange(tx, request);
        const row = found(await records(tx).update(current.id, await values(current), current.version));
        await recorded(tx, request, 'update', before, row);
        return row;
      });
      return { data: wire(proof), message: server.updated };
    },
  );

  const deleted = { ...access.delete, schema: { params: idParams, response: answers({ 200: MessageAnswer }) } };
  app.delete<{ Params: IdParams }>('/:id', deleted, async (request) => {
    const row = await db.transaction(async (tx) => {
      const { current, before } = await lockedForChange(tx, request);
      const removed = found(await records(tx).remove(current.id, current.version));
      await recorded(tx, request, 'delete', before, undefined);
      return removed;
    });
    await removeFiles(
      request,
      [...row.images, ...row.navigation2Images].map((image) => image.path),
    );
    return { message: server.deleted };
  });

  await app.register(previewPdfRoute, { builder: pdfBuilder, access: access.pdf, failed: messages.pdfFailed });
}
