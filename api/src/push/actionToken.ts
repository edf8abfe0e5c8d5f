// The token a push carries for the service worker's calls back (delivered, snooze): the worker has no
// Firebase session, so the api signs what the push is about (user, notification, device) instead.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PushAction {
  uid: string;
  notificationId: string;
  endpoint: string;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function createActionToken(secret: string, action: PushAction): string {
  const body = Buffer.from(
    JSON.stringify([action.uid, action.notificationId, action.endpoint]),
  ).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The action a token was made for, or null when it was not signed with this secret. */
export function readActionToken(secret: string, token: string): PushAction | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 3 ||
      !parsed.every((p) => typeof p === 'string')
    )
      return null;
    const [uid, notificationId, endpoint] = parsed as [string, string, string];
    return { uid, notificationId, endpoint };
  } catch {
    return null;
  }
}
