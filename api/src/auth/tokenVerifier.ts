// Verifies Firebase ID tokens with firebase-admin (the auth emulator when its host is configured).
import { createHash } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export type VerifiedUser = { uid: string };
export type TokenVerifier = (idToken: string) => Promise<VerifiedUser>;

type Options = { projectId: string; emulatorHost: string | null; cacheSize?: number };

/**
 * A verified token is remembered (by its SHA-256, never in clear) until it expires, so a busy
 * client does not pay the signature check on every call. Revocation is not checked (Firebase ID
 * tokens live one hour; checkRevoked would cost a network call per request).
 */
export function createFirebaseVerifier({
  projectId,
  emulatorHost,
  cacheSize = 10_000,
}: Options): TokenVerifier {
  // firebase-admin reads the emulator host only from the environment.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const name = `planner-api-${projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  const cache = new Map<string, { uid: string; exp: number }>();

  return async (idToken: string) => {
    const key = createHash('sha256').update(idToken).digest('base64');
    const hit = cache.get(key);
    if (hit && hit.exp > Date.now()) return { uid: hit.uid };
    if (hit) cache.delete(key);
    const decoded = await auth.verifyIdToken(idToken);
    if (cache.size >= cacheSize) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(key, { uid: decoded.uid, exp: decoded.exp * 1000 });
    return { uid: decoded.uid };
  };
}
