// The guard of every data route: the app-secret header (403) then the Firebase bearer token (401); an
// address that keeps failing them gets 429 (failedAuthLimiter.ts).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import type { FailedAuthLimiter } from './failedAuthLimiter';
import type { TokenVerifier } from './tokenVerifier';

declare module 'fastify' {
  interface FastifyRequest {
    uid: string | null;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function checkAppSecret(request: FastifyRequest, appSecret: string): void {
  const secret = request.headers['app-secret'];
  if (typeof secret !== 'string' || !sameSecret(secret, appSecret)) {
    throw new ApiError('forbidden', 'Missing or invalid app-secret');
  }
}

async function checkToken(
  request: FastifyRequest,
  appSecret: string,
  verify: TokenVerifier,
): Promise<void> {
  checkAppSecret(request, appSecret);
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw new ApiError('unauthenticated', 'Missing bearer token');
  try {
    request.uid = (await verify(match[1])).uid;
  } catch {
    throw new ApiError('unauthenticated', 'Invalid or expired token');
  }
}

/** Runs a guard; a failure counts against the client's address, and an address past its budget gets 429. */
async function guarded(
  request: FastifyRequest,
  limiter: FailedAuthLimiter | undefined,
  check: () => Promise<void> | void,
): Promise<void> {
  if (limiter?.blocked(request.ip)) {
    throw new ApiError('rate-limited', 'Too many failed authentications, retry later');
  }
  try {
    await check();
  } catch (err) {
    limiter?.fail(request.ip);
    throw err;
  }
}

/** The guard of the routes a service worker calls: the app-secret only (they carry their own token). */
export function createAppSecretHook(appSecret: string, limiter?: FailedAuthLimiter) {
  return async function appSecretHook(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    await guarded(request, limiter, () => checkAppSecret(request, appSecret));
  };
}

export function createAuthHook(
  appSecret: string,
  verify: TokenVerifier,
  limiter?: FailedAuthLimiter,
) {
  return async function authHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    await guarded(request, limiter, () => checkToken(request, appSecret, verify));
  };
}
