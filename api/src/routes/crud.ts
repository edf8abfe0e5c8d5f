// One registrar for the list/create/update/delete routes shared by events, tasks and presets.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
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
import type { ListCache, ListKind } from '../store/listCache';
import { readChanges, readList } from '../store/listCache';
import { parseBody, parseId, parseSince, parseVersion } from './validate';

type Entity = { id: string; lastUpdated: number };

export type CrudSpec<I extends { lastUpdated: number }, E extends Entity> = {
  table: EntityTable;
  /** Path segment: 'calendar' | 'task' | 'preset'. */
  base: string;
  /** GET path below the base ('calendar', 'task', 'preset'). */
  listPath: string;
  /** Body key: { event } | { task } | { preset }. */
  bodySchema: ZodMiniType<Record<string, I>>;
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

/**
 * A list read: what changed since the client's revision when it sends ?since= and that can be answered,
 * else the whole list (both carry the list's revision).
 */
export async function sendList(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  cache: ListCache,
  kind: ListKind,
) {
  const uid = request.uid as string;
  const since = parseSince(request.query);
  const changes = since === null ? null : await readChanges(db, kind, uid, since);
  return sendRawList(reply, changes ?? (await readList(db, cache, kind, uid)));
}

/**
 * The create, update and delete steps behind the single routes, on any connection: the routes run each
 * on its own, POST /calendar/apply runs several in one transaction. Failures throw an ApiError.
 */
export type CrudOperations<I, E> = {
  /** Checks the input, then stores it under a new server id and version ('limit-reached' when full). */
  create: (q: Queryable, uid: string, input: I) => Promise<E>;
  /** Locks the stored row: 404 when missing, 409 with the stored entity when the edit is stale. Needs a transaction. */
  update: (tx: Queryable, uid: string, id: string, input: I) => Promise<E>;
  /**
   * Removes the row: 404 when the user has none with that id. With `version` (a delete made offline,
   * from that version), 409 with the stored entity when it changed since. Needs a transaction then.
   */
  remove: (q: Queryable, uid: string, id: string, version?: number) => Promise<void>;
};

export function crudOperations<I extends { lastUpdated: number }, E extends Entity>(
  spec: CrudSpec<I, E>,
): CrudOperations<I, E> {
  const { table, label } = spec;
  const columns = spec.columns ?? (() => ({}));
  return {
    async create(q, uid, input) {
      await spec.check?.(q, uid, input);
      const now = new Date();
      const entity = spec.build(input, randomUUID(), now.getTime(), null, now);
      await insertEntity(q, table, uid, entity, columns(entity));
      return entity;
    },
    async update(tx, uid, id, input) {
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
    },
    async remove(q, uid, id, version) {
      if (version !== undefined) {
        const stored = await findForUpdate<E>(q, table, uid, id);
        if (!stored) throw new ApiError('not-found', `${label} not found`);
        if (stored.lastUpdated > version) {
          throw new ApiError(
            'conflict',
            `${label} was changed elsewhere since this delete began`,
            stored,
          );
        }
      }
      const removed = await deleteEntities(q, table, uid, [id]);
      if (removed.length === 0) throw new ApiError('not-found', `${label} not found`);
    },
  };
}

/** Registers the list/create/update/delete routes; returns their operations for routes that combine them. */
export function registerCrud<I extends { lastUpdated: number }, E extends Entity>(
  app: FastifyInstance,
  db: Db,
  cache: ListCache,
  spec: CrudSpec<I, E>,
): CrudOperations<I, E> {
  const { table, base, bodyKey } = spec;
  const ops = crudOperations(spec);

  app.get(`/${base}/${spec.listPath}`, async (request, reply) => {
    return sendList(request, reply, db, cache, table);
  });

  app.post(`/${base}/create`, async (request, reply) => {
    const input = parseBody(spec.bodySchema, request.body)[bodyKey] as I;
    const entity = await ops.create(db, request.uid as string, input);
    return reply.status(201).send({ success: true, data: entity });
  });

  app.put(`/${base}/update/:id`, async (request) => {
    const id = parseId(request.params);
    const input = parseBody(spec.bodySchema, request.body)[bodyKey] as I;
    const uid = request.uid as string;
    const saved = await db.transaction((tx) => ops.update(tx, uid, id, input));
    return { success: true, data: saved };
  });

  app.delete(`/${base}/delete/:id`, async (request) => {
    const id = parseId(request.params);
    const version = parseVersion(request.query);
    const uid = request.uid as string;
    if (version === null) await ops.remove(db, uid, id);
    else await db.transaction((tx) => ops.remove(tx, uid, id, version));
    return { success: true, data: { id } };
  });

  return ops;
}
