// The wire-format schemas the sync layer checks with, loaded with its first server call or local read:
// a screen draws from state before any of that, so its first paint needs neither zod nor the schemas.
import type { ZodMiniType } from 'zod/mini';
import type * as Model from '../model';
import { nextTask } from '../mainThread';

export type WireModel = typeof Model;

/** A schema, or where to find it in the wire model once loaded (the suite's own stores use the latter). */
export type SchemaSource<T> = ZodMiniType<T> | ((model: WireModel) => ZodMiniType<T>);

let loading: Promise<WireModel> | null = null;

/** The wire model (@planner/shared/model), loaded once; a failed download is tried again next time. */
export function loadWireModel(): Promise<WireModel> {
  if (!loading) {
    // Building the schemas is one task (about 20 ms on a dashboard's start); the first parse, the next.
    const attempt = import('../model').then(async (model) => {
      await nextTask();
      return model;
    });
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

export async function resolveSchema<T>(source: SchemaSource<T>): Promise<ZodMiniType<T>> {
  return typeof source === 'function' ? source(await loadWireModel()) : source;
}
