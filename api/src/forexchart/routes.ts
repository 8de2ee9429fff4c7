import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ChartEntries, ChartEntryAnswer, ChartEntryBody, IdParams, MessageAnswer } from '@console/contract/wire';
import { requireAdmin } from '../admin/staffAccess';
import type { Database } from '../db';
import { answers } from '../http/answers';
import { isUuid } from '../db/uuidv7';
import { AMOUNT_LIMIT, createEntry, deleteEntry, entryDay, listEntries, toEntry, updateEntry } from './entries';

const NOT_FOUND = { message: 'Entry not found' };

/** Validated day and amount, or the 400 already answered. */
function readEntry(body: ChartEntryBody, reply: FastifyReply): { day: string; amount: number } | undefined {
  const day = entryDay(body.date);
  if (!day) {
    reply.code(400).send({ message: 'date must be a date (YYYY-MM-DD)' });
    return undefined;
  }
  if (!Number.isFinite(body.amount) || Math.abs(body.amount) >= AMOUNT_LIMIT) {
    reply.code(400).send({ message: 'amount must be a number below 1,000,000,000,000' });
    return undefined;
  }
  return { day, amount: body.amount };
}

/**
 * The 4xChart ledger under /api/forexchart. The spec's browser sends no token here; this API requires
 * the bearer token of an admin for every call, since a P&L ledger open to anyone would be a hole.
 */
export default async function forexChartRoutes(base: FastifyInstance, { db }: { db: Database }) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preValidation', requireAdmin);

  app.get('/', { schema: { response: answers({ 200: ChartEntries }) } }, async () =>
    (await listEntries(db)).map(toEntry),
  );

  const write = { body: ChartEntryBody, response: answers({ 200: ChartEntryAnswer, 201: ChartEntryAnswer }) };
  app.post('/', { schema: write }, async (request, reply) => {
    const entry = readEntry(request.body, reply);
    if (!entry) return;
    const row = await createEntry(db, entry.day, entry.amount);
    return reply.code(201).send({ message: 'Entry created successfully', data: toEntry(row) });
  });

  app.put('/:id', { schema: { ...write, params: IdParams } }, async (request, reply) => {
    if (!isUuid(request.params.id)) return reply.code(404).send(NOT_FOUND);
    const entry = readEntry(request.body, reply);
    if (!entry) return;
    const row = await updateEntry(db, request.params.id, entry.day, entry.amount);
    if (!row) return reply.code(404).send(NOT_FOUND);
    return { message: 'Entry updated successfully', data: toEntry(row) };
  });

  const confirms = answers({ 200: MessageAnswer });
  app.delete('/:id', { schema: { params: IdParams, response: confirms } }, async (request, reply) => {
    if (!isUuid(request.params.id) || !(await deleteEntry(db, request.params.id)))
      return reply.code(404).send(NOT_FOUND);
    return { message: 'Entry deleted successfully!' };
  });
}
