// Web Push from the api: subscriptions per device, each reminder pushed once per device (encrypted, read back
// here with the device's own keys), 404/410 drop the device, snooze pushes again, tokens guard the worker calls.
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import type { PushPayload } from '@planner/shared/model';
import { pushDueSnoozes, pushReminders, SNOOZE_MS } from '../src/push/reminderPush';
import { runRemindersOnce } from '../src/reminders/runReminders';
import type { TestApp, User } from './helpers';
import { eventBody, signUp, startApp } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- http_ece has no types; it is web-push's own decrypter
const ece = require('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: string; privateKey: unknown; authSecret: string },
  ): Buffer;
};

const MIN = 60_000;
const vapid = webpush.generateVAPIDKeys();

/** What a browser holds for one subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

const FIXTURES = path.join(__dirname, 'fixtures');
const cert = fs.readFileSync(path.join(FIXTURES, 'push-service.test-only.crt'));
const key = fs.readFileSync(path.join(FIXTURES, 'push-service.test-only.key'));

/**
 * A local stand-in for a push service (HTTPS, as web-push requires; a test-only certificate the api is
 * told to trust): records each POST and answers per path (201 by default).
 */
async function pushService(statusOf: (path: string) => number = () => 201) {
  const received: Received[] = [];
  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusOf(req.url ?? '')).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let t: TestApp;
let service: Awaited<ReturnType<typeof pushService>>;

beforeAll(async () => {
  service = await pushService((path) => (path.startsWith('/gone') ? 410 : 201));
  t = await startApp(
    {
      pushVapid: {
        publicKey: vapid.publicKey,
        privateKey: vapid.privateKey,
        subject: 'mailto:t@x.y',
      },
    },
    { pushAgent: new https.Agent({ ca: cert }) },
  );
});
afterAll(async () => {
  await t.close();
  await service.close();
});

async function subscribe(user: User, path: string) {
  const keys = browserKeys();
  const endpoint = `${service.base}${path}`;
  const res = await t.call('POST', '/connect/push/subscribe', {
    user,
    body: { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
  });
  expect(res.status).toBe(200);
  return { ...keys, endpoint };
}

function decrypt(message: Received, keys: ReturnType<typeof browserKeys>): PushPayload {
  const plain = ece.decrypt(message.body, {
    version: 'aes128gcm',
    privateKey: keys.ecdh,
    authSecret: keys.auth,
  });
  return JSON.parse(plain.toString('utf8')) as PushPayload;
}

async function dueReminder(user: User, title: string, startMs: number) {
  const res = await t.call('POST', '/connect/calendar/create', {
    user,
    body: {
      event: eventBody({
        title,
        timeZone: 'UTC',
        startDate: new Date(startMs).toISOString(),
        endDate: new Date(startMs + 30 * MIN).toISOString(),
        reminderMinutes: 15,
      }),
    },
  });
  expect(res.status).toBe(201);
}

const ctx = () => ({ db: t.db, push: t.app.push!, secret: 'test-secret' });

describe('web push', () => {
  it('gives the public key and refuses a subscription that is not a push endpoint', async () => {
    const user = await signUp();
    const key = await t.call('GET', '/connect/push/key', { user });
    expect(key.body.data).toEqual({ publicKey: vapid.publicKey });
    const bad = await t.call('POST', '/connect/push/subscribe', {
      user,
      body: { subscription: { endpoint: 'ftp://x', keys: { p256dh: 'a', auth: 'b' } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation-error');
  });

  it('pushes a due reminder once to each device, encrypted, with title, time, key and target', async () => {
    const user = await signUp();
    const phone = await subscribe(user, '/phone-1');
    const laptop = await subscribe(user, '/laptop-1');
    const now = new Date(Date.parse('2032-02-01T09:00:00Z'));
    await dueReminder(user, 'Dentist', now.getTime() + 10 * MIN);

    const run = await runRemindersOnce(t.db, now);
    const mine = run.reminders.filter((r) => r.uid === user.uid);
    expect(mine).toHaveLength(1);
    expect(await pushReminders(ctx(), mine, now)).toBe(2);
    // A second pass (another api instance, a retry) sends nothing more.
    expect(await pushReminders(ctx(), mine, now)).toBe(0);

    const toPhone = service.received.filter((r) => r.path === '/phone-1');
    expect(toPhone).toHaveLength(1);
    const message = toPhone[0]!;
    expect(message.headers.urgency).toBe('high');
    expect(Number(message.headers.ttl)).toBe(600);
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(String(message.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const payload = decrypt(message, phone);
    expect(payload).toMatchObject({
      kind: 'reminder',
      title: 'Dentist',
      start: new Date(now.getTime() + 10 * MIN).toISOString(),
      message: 'reminder.upcoming',
      language: 'en',
      url: '/dashboard',
      notificationId: mine[0]!.notification.id,
    });
    expect(
      decrypt(
        service.received.find((r) => r.path === '/laptop-1')!,
        laptop,
      ).title,
    ).toBe('Dentist');
  });

  it('writes the push in the language of the user’s settings', async () => {
    const user = await signUp();
    const settings = await t.call('GET', '/connect/settings/settings', { user });
    const saved = await t.call('PUT', '/connect/settings/update', {
      user,
      body: { settings: { ...(settings.body.data as object), language: 'fr' } },
    });
    expect(saved.status).toBe(200);
    const keys = await subscribe(user, '/fr-1');
    const now = new Date(Date.parse('2032-03-01T09:00:00Z'));
    await dueReminder(user, 'Réunion', now.getTime() + 5 * MIN);
    const run = await runRemindersOnce(t.db, now);
    await pushReminders(
      ctx(),
      run.reminders.filter((r) => r.uid === user.uid),
      now,
    );
    expect(
      decrypt(
        service.received.find((r) => r.path === '/fr-1')!,
        keys,
      ).language,
    ).toBe('fr');
  });

  it('drops a device whose push service answers 410', async () => {
    const user = await signUp();
    await subscribe(user, '/gone-1');
    const test = await t.call('POST', '/connect/push/test', { user });
    expect(test.body.data).toEqual({ devices: 1, sent: 0 });
    const again = await t.call('POST', '/connect/push/test', { user });
    expect(again.body.data).toEqual({ devices: 0, sent: 0 });
  });

  it('unsubscribes this device only', async () => {
    const user = await signUp();
    const a = await subscribe(user, '/u-a');
    await subscribe(user, '/u-b');
    const res = await t.call('POST', '/connect/push/unsubscribe', {
      user,
      body: { endpoint: a.endpoint },
    });
    expect(res.body.data).toEqual({ removed: 1 });
    const test = await t.call('POST', '/connect/push/test', { user });
    expect(test.body.data).toEqual({ devices: 1, sent: 1 });
  });

  it('snoozes with the push’s token and pushes again 10 minutes later; a forged token is refused', async () => {
    const user = await signUp();
    const keys = await subscribe(user, '/snooze-1');
    const now = new Date(Date.parse('2032-04-01T09:00:00Z'));
    await dueReminder(user, 'Call mum', now.getTime() + 12 * MIN);
    const run = await runRemindersOnce(t.db, now);
    await pushReminders(
      ctx(),
      run.reminders.filter((r) => r.uid === user.uid),
      now,
    );
    const first = decrypt(
      service.received.find((r) => r.path === '/snooze-1')!,
      keys,
    );

    const forged = await t.call('POST', '/connect/push/snooze', {
      body: {
        token: `${first.actionToken!.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      },
    });
    expect(forged.status).toBe(404);
    const noSecret = await t.call('POST', '/connect/push/snooze', {
      secret: null,
      body: { token: first.actionToken },
    });
    expect(noSecret.status).toBe(403);

    const delivered = await t.call('POST', '/connect/push/delivered', {
      body: { token: first.actionToken },
    });
    expect(delivered.status).toBe(200);
    const snoozed = await t.call('POST', '/connect/push/snooze', {
      body: { token: first.actionToken },
    });
    expect(snoozed.status).toBe(200);

    // Not yet due: nothing. Ten minutes on: pushed again once, marked as snoozed, same tag.
    expect(await pushDueSnoozes(ctx(), new Date(Date.now() + SNOOZE_MS - MIN))).toBe(0);
    expect(await pushDueSnoozes(ctx(), new Date(Date.now() + SNOOZE_MS + MIN))).toBe(1);
    expect(await pushDueSnoozes(ctx(), new Date(Date.now() + SNOOZE_MS + 2 * MIN))).toBe(0);
    const pushes = service.received.filter((r) => r.path === '/snooze-1');
    expect(pushes).toHaveLength(2);
    const second = decrypt(pushes[1]!, keys);
    expect(second).toMatchObject({ snoozed: true, tag: first.tag, title: 'Call mum' });
  });
});

describe('reminders with several api instances', () => {
  it('pushes each reminder once per device when two instances run their passes at once', async () => {
    const user = await signUp();
    await subscribe(user, '/twins-1');
    const now = new Date(Date.parse('2032-05-01T09:00:00Z'));
    await dueReminder(user, 'Twins', now.getTime() + 10 * MIN);
    const twin = await startApp({}, { db: t.db });
    try {
      // Each instance: its own pass, then its pushes (what the scheduler does).
      const pass = async () => {
        const run = await runRemindersOnce(t.db, now);
        return pushReminders(
          ctx(),
          run.reminders.filter((r) => r.uid === user.uid),
          now,
        );
      };
      const sent = await Promise.all([pass(), pass()]);
      expect(sent[0]! + sent[1]!).toBe(1);
      expect(service.received.filter((r) => r.path === '/twins-1')).toHaveLength(1);
    } finally {
      await twin.close();
    }
  });
});

describe('a reminder at the start time', () => {
  it('is created (and pushed) when the event starts, not never', async () => {
    const user = await signUp();
    await subscribe(user, '/at-start-1');
    const start = Date.parse('2032-06-01T09:00:00Z');
    const res = await t.call('POST', '/connect/calendar/create', {
      user,
      body: {
        event: eventBody({
          title: 'Stand-up',
          timeZone: 'UTC',
          startDate: new Date(start).toISOString(),
          endDate: new Date(start + 15 * MIN).toISOString(),
          reminderMinutes: 0,
        }),
      },
    });
    expect(res.status).toBe(201);
    const before = await runRemindersOnce(t.db, new Date(start - MIN));
    expect(before.reminders.filter((r) => r.uid === user.uid)).toHaveLength(0);
    const at = await runRemindersOnce(t.db, new Date(start + 20_000));
    const mine = at.reminders.filter((r) => r.uid === user.uid);
    expect(mine).toHaveLength(1);
    expect(await pushReminders(ctx(), mine, new Date(start + 20_000))).toBe(1);
  });
});

describe('web push off', () => {
  it('answers not-found when the deployment has no VAPID keys', async () => {
    const off = await startApp();
    try {
      const user = await signUp();
      const res = await off.call('GET', '/connect/push/key', { user });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
