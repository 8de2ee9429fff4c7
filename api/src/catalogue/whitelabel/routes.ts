import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAnswer, whitelabelRecord } from '@console/contract/wire';
import { whitelabels } from '../../db/schema';
import { answers } from '../../http/answers';
import { acceptMultipart, readMultipartForm, type ImageFieldRule } from '../../uploads';
import { accessHooks, idParams, type IdParams } from '../access';
import { areaRecords } from '../areaRecords';
import { conflictFrom } from '../errors';
import { badRequest } from '../../http/refusal';
import { serverMessages } from '../messages';
import { auditedWrites, recordRoutes } from '../recordRoutes';
import type { CatalogueRouteOptions } from '../routeOptions';
import { whitelabelWire } from '../wire';
import { whitelabelFields } from './fields';

/** The spec's logo types (jpeg, jpg, png, gif), checked by content; a brand logo needs no more than 2 MB. */
export const LOGO_RULE: ImageFieldRule = { label: 'Logo', types: ['jpeg', 'png', 'gif'], maxBytes: 2 * 1024 * 1024 };

/**
 * /api/whitelabel or /api/forexwhitelabel: GET /all, GET /{id}, POST /create and PUT /{id} as multipart
 * (the user field, whatsapp_group, hexacode, url, and a logo file: required on create, optional on
 * update), DELETE /{id}. Answers `data` (+ `message` on writes). The logo is stored by the API under
 * DATA_DIR/uploads/<area>/logos/ and the record keeps its path (`uploads/turbo/logos/<name>.png`);
 * replacing or deleting a whitelabel removes its old logo file.
 */
export default async function whitelabelRoutes(app: FastifyInstance, { db, area, uploads }: CatalogueRouteOptions) {
  const resource = area.whitelabel;
  const messages = serverMessages(resource.noun);
  const access = accessHooks(area.section, resource.rights);
  const records = (database = db) => areaRecords(database, whitelabels, area.key);
  const conflicts = { duplicate: messages.duplicate('user') };
  const logoFolder = [area.key, 'logos'];
  await acceptMultipart(app);

  const toWire = (row: typeof whitelabels.$inferSelect) => whitelabelWire(row, area);
  const record = whitelabelRecord(resource.userField);
  const written = recordAnswer(record);

  /** A failed clean-up leaves an orphan file behind, not a failed request: the record is already right. */
  const removeLogo = (request: FastifyRequest, logo: string | undefined) =>
    uploads
      .remove(logo)
      .catch((error: unknown) => request.log.warn({ err: error, logo }, 'could not remove a logo file'));

  const readForm = async (request: FastifyRequest) => {
    const form = await readMultipartForm(request, { files: { logo: LOGO_RULE } });
    return { fields: whitelabelFields(form.fields, resource), logo: form.files.logo?.[0] };
  };

  const audited = {
    db,
    records: records(),
    resource: 'whitelabel',
    area: area.key,
    section: area.section,
    messages,
    toWire,
  };
  const { recorded, changing } = auditedWrites(audited);
  recordRoutes(app, {
    ...audited,
    rights: resource.rights,
    record,
    listPath: resource.listPath,
    onDeleted: (row, request) => removeLogo(request, row.logo),
  });

  app.post(
    resource.createPath,
    { ...access.create, schema: { response: answers({ 201: written }) } },
    async (request, reply) => {
      const { fields, logo } = await readForm(request);
      if (!logo) throw badRequest('Logo is required');
      // Stored only now that the whole request is valid; removed again if the row cannot be written.
      const stored = await uploads.save(logoFolder, logo.bytes, logo.format);
      try {
        const row = await db.transaction(async (tx) =>
          recorded(tx, request, 'create', null, await records(tx).insert({ ...fields, logo: stored })),
        );
        return reply.code(201).send({ data: toWire(row), message: messages.created });
      } catch (error) {
        await removeLogo(request, stored);
        throw conflictFrom(error, conflicts);
      }
    },
  );

  const update = { ...access.update, schema: { params: idParams, response: answers({ 200: written }) } };
  app.put<{ Params: IdParams }>('/:id', update, async (request) => {
    const { fields, logo } = await readForm(request);
    const stored = logo ? await uploads.save(logoFolder, logo.bytes, logo.format) : undefined;
    let replaced: string | undefined;
    try {
      // The row is locked between reading its old logo and writing the new one, so two replacements
      // at once each remove the file they replaced.
      const row = await changing(request, 'update', (tx, current) => {
        if (stored) replaced = current.logo;
        return records(tx).update(current.id, stored ? { ...fields, logo: stored } : fields, current.version);
      });
      if (replaced) await removeLogo(request, replaced);
      return { data: toWire(row), message: messages.updated };
    } catch (error) {
      await removeLogo(request, stored);
      throw conflictFrom(error, conflicts);
    }
  });
}
