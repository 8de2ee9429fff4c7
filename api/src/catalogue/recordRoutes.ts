import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { InferSelectModel } from 'drizzle-orm';
import type { Rights } from '@console/contract/areas';
import type { Section } from '@console/contract/permissions';
import { accessHooks, idParams, type IdParams } from './access';
import type { AreaRecords, CatalogueTable, RecordValues } from './areaRecords';
import { CatalogueError, conflictFrom } from './errors';
import type { ServerMessages } from './messages';

/** A record as its resource answers it (`@console/contract/wire`). */
type Wire = object;

/** How a resource answers, where the spec's shapes differ between resources. */
export interface Answers {
  list: (data: Wire[]) => Wire;
  one: (data: Wire) => Wire;
  written: (data: Wire, message: string) => Wire;
  deleted: (data: Wire, message: string) => Wire;
}

const DEFAULT_ANSWERS: Answers = {
  list: (data) => ({ data }),
  one: (data) => ({ data }),
  written: (data, message) => ({ data, message }),
  deleted: (_data, message) => ({ message }),
};

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
  records: AreaRecords<T>;
  section: Section;
  rights: Rights;
  messages: ServerMessages;
  toWire: (row: InferSelectModel<T>) => Wire;
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
  const { records, messages, toWire, writes } = spec;
  const answers = { ...DEFAULT_ANSWERS, ...spec.answers };
  const access = accessHooks(spec.section, spec.rights);
  const byId = { params: idParams };
  const conflicts = {
    duplicate: spec.uniqueField ? messages.duplicate(spec.uniqueField) : undefined,
    inUse: messages.inUse,
  };
  const found = <R>(row: R | undefined): R => {
    if (!row) throw new CatalogueError(404, messages.notFound);
    return row;
  };
  const orConflict = (error: unknown) => {
    throw conflictFrom(error, conflicts);
  };

  app.get(spec.listPath ?? '/', access.list, async () => answers.list((await records.list()).map(toWire)));

  app.get<{ Params: IdParams }>('/:id', { ...access.read, schema: byId }, async (request) =>
    answers.one(toWire(found(await records.find(request.params.id)))),
  );

  if (writes) {
    // A missing body is an empty form, so it gets the resource's own "... is required" message rather
    // than "body must be object".
    const emptyBodyAsForm = async (request: FastifyRequest) => {
      request.body ??= {};
    };
    const create = { preValidation: [access.create.preValidation, emptyBodyAsForm], schema: { body: writes.body } };
    const update = {
      preValidation: [access.update.preValidation, emptyBodyAsForm],
      schema: { ...byId, body: writes.body },
    };

    // The type provider cannot resolve a schema that is still a type parameter here; each resource's
    // body is typed where its schema is chosen, and Fastify has validated it against that schema.
    const bodyOf = (request: FastifyRequest) => request.body as Static<Body>;

    app.post(writes.createPath ?? '/', create, async (request, reply) => {
      const row = await records.insert(writes.createValues(bodyOf(request), request)).catch(orConflict);
      return reply.code(201).send(answers.written(toWire(row), messages.created));
    });

    app.put<{ Params: IdParams }>('/:id', update, async (request) => {
      const values = writes.updateValues(bodyOf(request), request);
      const row = found(await records.update(request.params.id, values).catch(orConflict));
      return answers.written(toWire(row), messages.updated);
    });
  }

  app.delete<{ Params: IdParams }>('/:id', { ...access.delete, schema: byId }, async (request) => {
    const row = found(await records.remove(request.params.id).catch(orConflict));
    await spec.onDeleted?.(row, request);
    return answers.deleted(toWire(row), messages.deleted);
  });
}
