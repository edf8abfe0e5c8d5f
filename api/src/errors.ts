// The response envelope and the mapping of every failure to docs/architecture.md's error codes and statuses.
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { config, locales, type core } from 'zod/mini';
import { API_ERROR_STATUS } from '@planner/shared/model';
import type { ApiErrorCode } from '@planner/shared/model';

/** A failure a route chooses to answer: its code decides the status. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what = 'Resource'): ApiError =>
  new ApiError('not-found', `${what} not found`);

// The schemas are zod/mini's (the browser bundles them without any locale): the api alone loads the English
// texts, so a refused field still reads e.g. "Too small: expected string to have >=1 characters".
config(locales.en());

/** How one issue reads: "task.title: Title cannot be empty" (its field path, then its message). */
export type IssueText = (path: readonly PropertyKey[], message: string) => string;

export const fieldFirst: IssueText = (path, message) =>
  `${path.length > 0 ? path.join('.') : 'body'}: ${message}`;

/** "task.title: Title cannot be empty; task.priority: ..." (the first few issues, field paths first). */
export function validationMessage(err: core.$ZodError, text: IssueText = fieldFirst): string {
  return err.issues
    .slice(0, 5)
    .map((i) => text(i.path, i.message))
    .join('; ');
}

export function sendError(
  reply: FastifyReply,
  code: ApiErrorCode,
  message: string,
  data?: unknown,
) {
  const body: Record<string, unknown> = { success: false, error: code, message };
  if (data !== undefined) body.data = data;
  return reply.status(API_ERROR_STATUS[code]).send(body);
}

const GENERIC: Record<ApiErrorCode, string> = {
  'validation-error': 'Invalid request',
  unauthenticated: 'Authentication required',
  forbidden: 'Forbidden',
  'not-found': 'Not found',
  conflict: 'The stored version is newer',
  'payload-too-large': 'Request body is too large',
  'rate-limited': 'Too many requests, slow down',
  'limit-reached': 'The list is full',
  'error-occurred': 'An error occurred',
};

/** Maps framework errors (body parsing, limits) to our codes; anything unknown is a logged 500. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error.code, error.message, error.data);
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, 'payload-too-large', GENERIC['payload-too-large']);
    if (status === 429) return sendError(reply, 'rate-limited', GENERIC['rate-limited']);
    if (status === 400 || status === 415) {
      const code = error.code ?? '';
      const message =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'body: Malformed JSON'
          : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'body: Content-Type must be application/json'
            : `body: ${error.message}`;
      return sendError(reply, 'validation-error', message);
    }
    if (status === 404) return sendError(reply, 'not-found', GENERIC['not-found']);
    request.log.error(
      { failure: { type: error.name, message: error.message, code: error.code } },
      'request failed',
    );
    return sendError(reply, 'error-occurred', GENERIC['error-occurred']);
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 'not-found', 'Route not found'));
}

/**
 * Errors the router raises before any route runs (Fastify's frameworkErrors): an id longer than any id
 * (not found, as parseId answers) or a URL with a broken %-escape (refused input).
 */
export function frameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 'not-found', 'Not found');
  return sendError(reply, 'validation-error', 'url: Malformed URL');
}

/** Requests Node's HTTP parser refuses (oversized headers, garbage): still the envelope, then close. */
export function clientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const headers = error.code === 'HPE_HEADER_OVERFLOW';
  const [status, reason, code, message] = headers
    ? [
        431,
        'Request Header Fields Too Large',
        'payload-too-large',
        'headers: Request headers are too large',
      ]
    : [400, 'Bad Request', 'validation-error', 'Malformed request'];
  const body = JSON.stringify({ success: false, error: code, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export { GENERIC as GENERIC_MESSAGES };
