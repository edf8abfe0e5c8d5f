// Verifies Firebase ID tokens with firebase-admin (the auth emulator when its host is configured).
import { createHash } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export type VerifiedUser = { uid: string };
export type TokenVerifier = (idToken: string) => Promise<VerifiedUser>;

type Options = {
  projectId: string;
  emulatorHost: string | null;
  cacheSize?: number;
  /** How long a verified token is trusted before the account is checked again. */
  recheckMs?: number;
};

/** A deleted, disabled or signed-out-everywhere account stops working within this delay. */
export const TOKEN_RECHECK_MS = 60_000;

/**
 * Verifies the signature and asks the identity provider whether the account still exists, is enabled
 * and has not revoked its tokens (checkRevoked). A verified token is then remembered (by its SHA-256,
 * never in clear) for a minute at most, so a busy client pays that lookup once a minute, not per call.
 */
export function createFirebaseVerifier({
  projectId,
  emulatorHost,
  cacheSize = 10_000,
  recheckMs = TOKEN_RECHECK_MS,
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
    const decoded = await auth.verifyIdToken(idToken, true);
    if (cache.size >= cacheSize) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(key, { uid: decoded.uid, exp: Math.min(decoded.exp * 1000, Date.now() + recheckMs) });
    return { uid: decoded.uid };
  };
}
