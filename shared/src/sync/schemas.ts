// The wire-format schemas the sync layer checks with, loaded with its first server call or local read:
// a screen draws from state before any of that, so its first paint needs neither zod nor the schemas.
import type { ZodMiniType } from 'zod/mini';
import { intlKnowsZone } from '../intl';
import type * as Model from '../model';
import { nextTask } from '../mainThread';

export type WireModel = typeof Model;

/** A schema, or where to find it in the wire model once loaded (the suite's own stores use the latter). */
export type SchemaSource<T> = ZodMiniType<T> | ((model: WireModel) => ZodMiniType<T>);

/**
 * The wire model's modules (those of ../model/index.ts), in one chunk. Each one's schemas are built in a
 * task of their own: built together they were one task of about 18 ms on this machine class (25 ms in
 * Lighthouse traces of a cold /dashboard, 3 Dec 2026), the longest of the start after FullCalendar's; the
 * largest part (the presets') is about 9 ms. Dependencies first.
 */
const MODEL_PARTS = [
  () => import(/* webpackChunkName: "wire-model" */ '../model/constants'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/checks'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/common.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/event.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/task.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/preset.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/notification.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/settings.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/profile.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/auth.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/envelope.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/push.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/account.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/feed.schema'),
  () => import(/* webpackChunkName: "wire-model" */ '../model/subscription.schema'),
] as const;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
type Parts = UnionToIntersection<Awaited<ReturnType<(typeof MODEL_PARTS)[number]>>>;
/** A module of the wire model missing from MODEL_PARTS makes this a type error. */
const asWireModel = (parts: Parts): WireModel => parts;

let loading: Promise<WireModel> | null = null;

async function buildWireModel(): Promise<WireModel> {
  const model = {};
  for (const part of MODEL_PARTS) {
    Object.assign(model, await part());
    await nextTask();
  }
  // The schemas check time zones with Intl, and a page's first Intl formatter loads the browser's date and
  // zone data: 25-30 ms on a fresh renderer, which made the first record's parse one task of about 37 ms
  // (412 px, Lighthouse's trace categories, 4 Dec 2026). It is loaded here, in a task of its own; the
  // first parse, too, starts in a task of its own.
  intlKnowsZone('UTC');
  await nextTask();
  return asWireModel(model as Parts);
}

/** The wire model (@planner/shared/model), loaded once; a failed download is tried again next time. */
export function loadWireModel(): Promise<WireModel> {
  if (!loading) {
    const attempt = buildWireModel();
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
