// The guard of every data route: the app-secret header (403) then the Firebase bearer token (401).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
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

/** The guard of the routes a service worker calls: the app-secret only (they carry their own token). */
export function createAppSecretHook(appSecret: string) {
  return async function appSecretHook(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    checkAppSecret(request, appSecret);
  };
}

export function createAuthHook(appSecret: string, verify: TokenVerifier) {
  return async function authHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    checkAppSecret(request, appSecret);
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new ApiError('unauthenticated', 'Missing bearer token');
    try {
      request.uid = (await verify(match[1])).uid;
    } catch {
      throw new ApiError('unauthenticated', 'Invalid or expired token');
    }
  };
}
