import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { listAnswer, MessageAnswer, recordAnswer } from '@console/contract/wire';
import type { InferSelectModel } from 'drizzle-orm';
import type { AreaKey, Rights } from '@console/contract/areas';
import type { Section } from '@console/contract/permissions';
import { accessHooks, idParams, type IdParams } from './access';
import type { AreaRecords, CatalogueTable, RecordValues } from './areaRecords';
import { audit } from '../audit/audit';
import type { Database } from '../db';
import { answers } from '../http/answers';
import { checkVersion } from '../http/versions';
import { conflictFrom } from './errors';
import { Refusal } from '../http/refusal';
import type { ServerMessages } from './messages';

/** A record as its resource answers it (`@console/contract/wire`). */
type Wire = object;

/** One answer: its body, and the schema Fastify serialises it through. */
interface Answer<Args extends unknown[]> {
  schema: TSchema;
  of: (...args: Args) => Wire;
}

/** How a resource answers, where the spec's shapes differ between resources. */
export interface Answers {
  list: Answer<[data: Wire[]]>;
  one: Answer<[data: Wire]>;
  written: Answer<[data: Wire, message: string]>;
  deleted: Answer<[data: Wire, message: string]>;
}

/** The answers most resources give: their records under `data`, a delete's `{message}` alone. */
const defaultAnswers = (record: TSchema): Answers => ({
  list: { schema: listAnswer(record), of: (data) => ({ data }) },
  one: { schema: recordAnswer(record), of: (data) => ({ data }) },
  written: { schema: recordAnswer(record), of: (data, message) => ({ data, message }) },
  deleted: { schema: MessageAnswer, of: (_data, message) => ({ message }) },
});

/** Create and update from a JSON body. */
export interface JsonWrites<T extends CatalogueTable, Body extends TSchema = TSchema> {
  /** Below the base path; '/' unless the spec says otherwise (notes: '/add'). */
  createPath?: string;
  /** The body's schema (`@console/contract/wire`); a missing body is validated as `{}`. */
  body: Body;
  createValues: (body: Static<Body>, request: FastifyRequest) => RecordValues<T>;
  /** Undefined fields keep their stored value. */
  updateValues: (body: Static<Body>, request: FastifyRequest) => Partial<RecordValues<T>>;
}

export interface RecordRoutesSpec<T extends CatalogueTable, Body extends TSchema = TSchema> {
  db: Database;
  records: AreaRecords<T>;
  /** The audit trail's name for it ('whitelabel', 'prooftype', 'sport', 'note'). */
  resource: string;
  area: AreaKey;
  section: Section;
  rights: Rights;
  messages: ServerMessages;
  toWire: (row: InferSelectModel<T>) => Wire;
  /** The schema of what toWire makes (`@console/contract/wire`): answers are serialised through it. */
  record: TSchema;
  answers?: Partial<Answers>;
  /** Below the base path; '/' unless the spec says otherwise (whitelabels: '/all'). */
  listPath?: string;
  /** The field whose value is unique in the area, for the 409 message ('name'). */
  uniqueField?: string;
  /** JSON writes; a resource with another body (multipart) registers its own. */
  writes?: JsonWrites<T, Body>;
  /** After a record is deleted, e.g. to remove its files. */
  onDeleted?: (row: InferSelectModel<T>, request: FastifyRequest) => Promise<void>;
}

/**
 * The routes every catalogue resource has, in one place for all of them and both areas: list, one by id,
 * delete, and (for JSON resources) create and update; each behind its right and the area's section.
 */
export function recordRoutes<T extends CatalogueTable, Body extends TSchema>(
  base: FastifyInstance,
  spec: RecordRoutesSpec<T, Body>,
): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db, records, messages, toWire, writes } = spec;
  const { recorded, changing } = auditedWrites(spec);
  const shapes = { ...defaultAnswers(spec.record), ...spec.answers };
  const response = (answer: keyof Answers, status = 200) => answers({ [status]: shapes[answer].schema });
  const access = accessHooks(spec.section, spec.rights);
  const byId = { params: idParams };
  const conflicts = {
    duplicate: spec.uniqueField ? messages.duplicate(spec.uniqueField) : undefined,
    inUse: messages.inUse,
  };
  const found = <R>(row: R | undefined): R => {
    if (!row) throw new Refusal(404, messages.notFound);
    return row;
  };
  const orConflict = (error: unknown) => {
    throw conflictFrom(error, conflicts);
  };

  app.get(spec.listPath ?? '/', { ...access.list, schema: { response: response('list') } }, async () =>
    shapes.list.of((await records.list()).map(toWire)),
  );

  app.get<{ Params: IdParams }>(
    '/:id',
    { ...access.read, schema: { ...byId, response: response('one') } },
    async (request) => shapes.one.of(toWire(found(await records.find(request.params.id)))),
  );

  if (writes) {
    // A missing body is an empty form, so it gets the resource's own "... is required" message rather
    // than "body must be object".
    const emptyBodyAsForm = async (request: FastifyRequest) => {
      request.body ??= {};
    };
    const create = {
      preValidation: [access.create.preValidation, emptyBodyAsForm],
      schema: { body: writes.body, response: response('written', 201) },
    };
    const update = {
      preValidation: [access.update.preValidation, emptyBodyAsForm],
      schema: { ...byId, body: writes.body, response: response('written') },
    };

    // The type provider cannot resolve a schema that is still a type parameter here; each resource's
    // body is typed where its schema is chosen, and Fastify has validated it against that schema.
    const bodyOf = (request: FastifyRequest) => request.body as Static<Body>;

    app.post(writes.createPath ?? '/', create, async (request, reply) => {
      const values = writes.createValues(bodyOf(request), request);
      const row = await db
        .transaction(async (tx) => recorded(tx, request, 'create', null, await records.in(tx).insert(values)))
        .catch(orConflict);
      return reply.code(201).send(shapes.written.of(toWire(row), messages.created));
    });

    app.put<{ Params: IdParams }>('/:id', update, async (request) => {
      const values = writes.updateValues(bodyOf(request), request);
      const row = await changing(request, 'update', (tx, current) =>
        records.in(tx).update(idOf(current), values, versionOf(current)),
      ).catch(orConflict);
      return shapes.written.of(toWire(row), messages.updated);
    });
  }

  app.delete<{ Params: IdParams }>(
    '/:id',
    { ...access.delete, schema: { ...byId, response: response('deleted') } },
    async (request) => {
      const row = await changing(request, 'delete', (tx, current) =>
        records.in(tx).remove(idOf(current), versionOf(current)),
      ).catch(orConflict);
      await spec.onDeleted?.(row, request);
      return shapes.deleted.of(toWire(row), messages.deleted);
    },
  );
}

type Row<T extends CatalogueTable> = InferSelectModel<T>;
// Every catalogue table has a uuid id; TypeScript cannot see it through the generic table.
const idOf = (row: object) => (row as { id: string }).id;
const versionOf = (row: object) => (row as { version: number }).version;

/**
 * A catalogue resource's writes with their audit entries and version checks, each in one transaction:
 * `recorded` writes the entry of a write done; `changing` reads the record locked, refuses a stale
 * If-Match with 409 and the record as it is now, writes (the write's own WHERE names the version it
 * read) and records the change. Used by recordRoutes and by the resources with their own bodies.
 */
export function auditedWrites<T extends CatalogueTable>(
  spec: Pick<RecordRoutesSpec<T>, 'db' | 'records' | 'resource' | 'area' | 'section' | 'toWire' | 'messages'>,
) {
  const { db, records, toWire } = spec;
  const recorded = async (
    tx: Database,
    request: FastifyRequest,
    action: 'create' | 'update' | 'delete',
    before: Row<T> | null,
    after: Row<T> | null,
  ): Promise<Row<T>> => {
    const row = (after ?? before)!;
    await audit(tx, request, {
      resource: spec.resource,
      action,
      area: spec.area,
      recordId: idOf(row),
      sections: [spec.section],
      before: before && toWire(before),
      after: after && toWire(after),
    });
    return row;
  };
  const notFound = () => new Refusal(404, spec.messages.notFound);
  const changing = (
    request: FastifyRequest<{ Params: IdParams }>,
    action: 'update' | 'delete',
    write: (tx: Database, current: Row<T>) => Promise<Row<T> | undefined>,
  ): Promise<Row<T>> =>
    db.transaction(async (tx) => {
      const current = await records.in(tx).find(request.params.id, { lock: true });
      if (!current) throw notFound();
      checkVersion(request, { version: versionOf(current) }, () => toWire(current));
      const written = await write(tx, current);
      if (!written) throw notFound();
      return recorded(tx, request, action, current, action === 'delete' ? null : written);
    });
  return { recorded, changing };
}
