// Reminders on this device (Web Push): the device's state, turning it on (the browser's permission is asked
// then, never on page load) and off, and a test push. Only with the cookieConsent flag (docs/product.md section 1).
import { isProduction } from '../logger';
import type { ApiError } from './errors';
import { request } from './http';

/**
 * on: subscribed. off: may be turned on. needs-consent: cookieConsent is not 'true'. blocked: the browser
 * refuses notifications for this site. unsupported: no service worker or Push API here (or a development
 * build, which registers no worker).
 */
export type PushState = 'on' | 'off' | 'needs-consent' | 'blocked' | 'unsupported';

export type PushChange =
  | { ok: true; state: PushState }
  | { ok: false; reason: 'blocked' | 'unavailable' | 'push-service' | 'server'; error?: ApiError };

/**
 * How long a production page waits for its worker before reading "no registration" as unsupported: on a
 * first visit the shell registers it only once the page's start has gone quiet (at most 15 s, then the
 * browser's idle moment: shell/src/features/offline/startQuiet.ts). A development build registers none.
 */
export const WORKER_WAIT_MS = 20_000;

/** Whether this browser has what Web Push needs: service workers and the Push API. */
function pushCapable(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window;
}

/**
 * The registration of the page's service worker, if one controls or is installing for this page; with
 * `waitMs`, the first one to become active within that time when there is none yet.
 */
async function registration(waitMs = 0): Promise<ServiceWorkerRegistration | null> {
  if (!pushCapable()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  if (reg || waitMs <= 0) return reg ?? null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The device's state; in a production build it waits up to `waitMs` for the shell's worker. */
export async function readPushState(
  consent: boolean | null,
  waitMs = isProduction() ? WORKER_WAIT_MS : 0,
): Promise<PushState> {
  // Without consent nothing needs the worker: where the browser can receive pushes, say so at once
  // rather than once the first visit's worker has come.
  if (consent !== true && waitMs > 0 && pushCapable()) return 'needs-consent';
  const reg = await registration(waitMs);
  if (!reg) return 'unsupported';
  if (consent !== true) return 'needs-consent';
  if (Notification.permission === 'denied') return 'blocked';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

/** base64url (the api's VAPID public key) to the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** Asks the browser's permission, subscribes this device and registers it with the api. */
export async function enablePush(): Promise<PushChange> {
  const reg = await registration();
  if (!reg) return { ok: false, reason: 'unavailable' };
  const key = await request('GET', '/push/key', undefined, (m) => m.pushKeyResponseSchema);
  if (!key.success)
    return { ok: false, reason: key.error === 'not-found' ? 'unavailable' : 'server', error: key };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'blocked' };
  let subscription: PushSubscription;
  try {
    subscription =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.data.publicKey),
      }));
  } catch {
    return { ok: false, reason: 'push-service' };
  }
  const saved = await request(
    'POST',
    '/push/subscribe',
    { subscription: subscription.toJSON() },
    (m) => m.pushSubscribeResponseSchema,
  );
  if (!saved.success) {
    await subscription.unsubscribe().catch(() => false);
    return { ok: false, reason: 'server', error: saved };
  }
  return { ok: true, state: 'on' };
}

/** Unsubscribes this device, in the browser and on the api (sign-out, consent withdrawn, turned off). */
export async function disablePush(): Promise<PushChange> {
  const reg = await registration();
  const subscription = reg ? await reg.pushManager.getSubscription() : null;
  if (!subscription) return { ok: true, state: 'off' };
  const removed = await request(
    'POST',
    '/push/unsubscribe',
    { endpoint: subscription.endpoint },
    (m) => m.pushUnsubscribeResponseSchema,
  );
  await subscription.unsubscribe().catch(() => false);
  return removed.success
    ? { ok: true, state: 'off' }
    : { ok: false, reason: 'server', error: removed };
}

/** Asks the api to push a test reminder to each of the user's devices. */
export function sendTestPush() {
  return request('POST', '/push/test', {}, (m) => m.pushTestResponseSchema);
}

/** This device's push subscription endpoint (the product's push-messaging token), or null; never prompts. */
export async function currentPushEndpoint(): Promise<string | null> {
  const reg = await registration();
  return (await reg?.pushManager.getSubscription())?.endpoint ?? null;
}
