// Parses a request body with a shared zod schema; failures become 400 validation-error naming the field.
import type * as z from 'zod/mini';
import { ID_MAX_LENGTH } from '@planner/shared/model';
import type { IssueText } from '../errors';
import { ApiError, validationMessage } from '../errors';

export function parseBody<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  text?: IssueText,
): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw new ApiError('validation-error', validationMessage(result.error, text));
  }
  return result.data;
}

const ID = new RegExp(`^[\\w-]{1,${ID_MAX_LENGTH}}$`);

/**
 * A list read's `?since=<revision>` (an incremental read, docs/product.md section 7): absent → null
 * (a full read); anything but a non-negative integer → 400 validation-error.
 */
export function parseSince(query: unknown): number | null {
  return wholeNumber(query, 'since', 'a list revision');
}

/**
 * A delete's `?version=<lastUpdated>` (a delete made offline, docs/offline.md): absent → null (no check);
 * anything but a non-negative integer → 400 validation-error.
 */
export function parseVersion(query: unknown): number | null {
  return wholeNumber(query, 'version', 'the version the delete began from');
}

function wholeNumber(query: unknown, name: string, what: string): number | null {
  const value = (query as Record<string, unknown> | null)?.[name];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) {
    throw new ApiError('validation-error', `${name}: expected ${what} (a whole number)`);
  }
  return Number(value);
}

/**
 * Route ids: anything else (too long, odd characters) cannot name a row, so it is simply not found.
 * The router's own limit is the same (app.ts maxParamLength), and a longer id gets the same answer.
 */
export function parseId(params: unknown): string {
  const id = (params as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !ID.test(id)) throw new ApiError('not-found', 'Not found');
  return id;
}
