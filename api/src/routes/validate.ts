// Parses a request body with a shared zod schema; failures become 400 validation-error naming the field.
import type { z } from 'zod';
import { ApiError, validationMessage } from '../errors';

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new ApiError('validation-error', validationMessage(result.error));
  return result.data;
}

/** Route ids: anything else (too long, odd characters) cannot name a row, so it is simply not found. */
export function parseId(params: unknown): string {
  const id = (params as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !/^[\w-]{1,128}$/.test(id))
    throw new ApiError('not-found', 'Not found');
  return id;
}
