// Event preset routes: list, create, update, delete.
import type { FastifyInstance } from 'fastify';
import { createPresetBodySchema } from '@planner/shared/model';
import type { Preset } from '@planner/shared/model';
import type * as z from 'zod/mini';
import type { Db } from '../db/db';
import type { ListCache } from '../store/listCache';
import { registerCrud } from './crud';

type PresetInput = z.infer<typeof createPresetBodySchema>['preset'];

export function registerPresetRoutes(app: FastifyInstance, db: Db, cache: ListCache): void {
  registerCrud<PresetInput, Preset>(app, db, cache, {
    table: 'presets',
    base: 'preset',
    listPath: 'preset',
    bodySchema: createPresetBodySchema,
    bodyKey: 'preset',
    label: 'Preset',
    build: (input, id, version) => ({ ...input, id, lastUpdated: version }),
  });
}
