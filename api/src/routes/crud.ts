// One registrar for the list/create/update/delete routes shared by events, tasks and presets.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../errors';
import type { Columns, EntityTable } from '../store/entityStore';
import {
  deleteEntities,
  findForUpdate,
  insertEntity,
  nextVersion,
  replaceEntity,
} from '../store/entityStore';
import type { ListCache } from '../store/listCache';
import { readList } from '../store/listCache';
import { parseBody, parseId } from './validate';

type Entity = { id: string; lastUpdated: number };

export type CrudSpec<I extends { lastUpdated: number }, E extends Entity> = {
  table: EntityTable;
  /** Path segment: 'calendar' | 'task' | 'preset'. */
  base: string;
  /** GET path below the base ('calendar', 'task', 'preset'). */
  listPath: string;
  /** Body key: { event } | { task } | { preset }. */
  bodySchema: z.ZodType<Record<string, I>>;
  bodyKey: string;
  label: string;
  /** Builds the entity to store from a validated input (server id and version already chosen). */
  build: (input: I, id: string, version: number, stored: E | null, now: Date) => E;
  columns?: (entity: E) => Columns;
  /** Checks against the user's other rows, e.g. that an event's preset exists (throws an ApiError). */
  check?: (db: Queryable, uid: string, input: I) => Promise<void>;
};

/** Sends an already serialised list envelope (no re-serialisation). */
export function sendRawList(reply: FastifyReply, body: Buffer) {
  return reply.type('application/json; charset=utf-8').send(body);
}

export function registerCrud<I extends { lastUpdated: number }, E extends Entity>(
  app: FastifyInstance,
  db: Db,
  cache: ListCache,
  spec: CrudSpec<I, E>,
): void {
  const { table, base, bodyKey, label } = spec;
  const columns = spec.columns ?? (() => ({}));

  app.get(`/${base}/${spec.listPath}`, async (request, reply) => {
    return sendRawList(reply, await readList(db, cache, table, request.uid as string));
  });

  app.post(`/${base}/create`, async (request, reply) => {
    const input = parseBody(spec.bodySchema, request.body)[bodyKey] as I;
    await spec.check?.(db, request.uid as string, input);
    const now = new Date();
    const entity = spec.build(input, randomUUID(), now.getTime(), null, now);
    await insertEntity(db, table, request.uid as string, entity, columns(entity));
    return reply.status(201).send({ success: true, data: entity });
  });

  app.put(`/${base}/update/:id`, async (request) => {
    const id = parseId(request.params);
    const input = parseBody(spec.bodySchema, request.body)[bodyKey] as I;
    const uid = request.uid as string;
    const saved = await db.transaction(async (tx) => {
      await spec.check?.(tx, uid, input);
      const stored = await findForUpdate<E>(tx, table, uid, id);
      if (!stored) throw new ApiError('not-found', `${label} not found`);
      if (input.lastUpdated < stored.lastUpdated) {
        throw new ApiError(
          'conflict',
          `${label} was changed elsewhere since this edit began`,
          stored,
        );
      }
      const now = new Date();
      const entity = spec.build(
        input,
        id,
        nextVersion(stored.lastUpdated, now.getTime()),
        stored,
        now,
      );
      await replaceEntity(tx, table, uid, entity, columns(entity));
      return entity;
    });
    return { success: true, data: saved };
  });

  app.delete(`/${base}/delete/:id`, async (request) => {
    const id = parseId(request.params);
    const removed = await deleteEntities(db, table, request.uid as string, [id]);
    if (removed.length === 0) throw new ApiError('not-found', `${label} not found`);
    return { success: true, data: { id } };
  });
}
