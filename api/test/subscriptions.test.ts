// Subscribing to an outside calendar (docs/product.md section 10): the SSRF guard, the size cap and the
// timeout of a read, refreshes against a local HTTP server serving a changing ICS file (ETag and 304),
// a failed refresh keeping the last good copy, other users, and account deletion.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { subscriptionSchema } from '@planner/shared/model';
import type { Subscription } from '@planner/shared/model';
import { isAllowedUrl, isBlockedAddress } from '../src/subscriptions/addressGuard';
import { FetchError, fetchCalendar } from '../src/subscriptions/fetchCalendar';
import { refreshDue } from '../src/subscriptions/refreshScheduler';
import type { TestApp, User } from './helpers';
import { signUp, startApp } from './helpers';

const YEAR = new Date().getUTCFullYear();
const LIST = '/connect/calendar/subscriptions';

function ics(titles: string[], extra = ''): string {
  const events = titles.map((title, i) =>
    [
      'BEGIN:VEVENT',
      `UID:event-${i}@club.example`,
      `DTSTAMP:${YEAR}0101T000000Z`,
      `DTSTART:${YEAR + 1}03${String(10 + i).padStart(2, '0')}T090000Z`,
      `DTEND:${YEAR + 1}03${String(10 + i).padStart(2, '0')}T100000Z`,
      `SUMMARY:${title}`,
      'END:VEVENT',
    ].join('\r\n'),
  );
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Club//EN', ...events, extra, 'END:VCALENDAR']
    .filter(Boolean)
    .join('\r\n');
}

/** A local calendar server: its text and ETag can change; it counts requests and conditional hits. */
type Served = { status: number; body: string; etag: string; delayMs: number; redirect?: string };
const served: Record<string, Served> = {};
const seen: { path: string; ifNoneMatch: string | undefined }[] = [];
let server: http.Server;
let base: string;

function serve(path: string, value: Partial<Served>): void {
  served[path] = { status: 200, body: '', etag: '"v1"', delayMs: 0, ...served[path], ...value };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    seen.push({ path, ifNoneMatch: req.headers['if-none-match'] });
    const entry = served[path];
    if (!entry) {
      res.writeHead(404).end('no');
      return;
    }
    setTimeout(() => {
      if (entry.redirect) {
        res.writeHead(302, { location: entry.redirect }).end();
        return;
      }
      if (entry.status !== 200) {
        res.writeHead(entry.status).end('failure');
        return;
      }
      if (req.headers['if-none-match'] === entry.etag) {
        res.writeHead(304, { etag: entry.etag }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/calendar', etag: entry.etag }).end(entry.body);
    }, entry.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the address check (SSRF guard)', () => {
  it('refuses private, loopback, link-local, unique-local and metadata addresses, accepts public ones', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '0.0.0.0',
      '169.254.169.254',
      '100.100.100.200',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '2002:0a00:0001::1',
      'not-an-address',
    ]) {
      expect([address, isBlockedAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect([address, isBlockedAddress(address)]).toEqual([address, false]);
    }
  });

  it('takes https only in production, and http to this machine in development', () => {
    const production = { production: true };
    const development = { production: false };
    expect(isAllowedUrl(new URL('https://calendar.example/a.ics'), production)).toBe(true);
    expect(isAllowedUrl(new URL('http://calendar.example/a.ics'), production)).toBe(false);
    expect(isAllowedUrl(new URL('http://localhost:8080/a.ics'), production)).toBe(false);
    expect(isAllowedUrl(new URL('http://localhost:8080/a.ics'), development)).toBe(true);
    expect(isAllowedUrl(new URL('http://127.0.0.1/a.ics'), development)).toBe(true);
    expect(isAllowedUrl(new URL('http://10.0.0.1/a.ics'), development)).toBe(false);
    expect(isAllowedUrl(new URL('https://user:pw@calendar.example/a.ics'), production)).toBe(false);
  });

  it('refuses a name that resolves to a private address, in production, before connecting', async () => {
    await expect(
      fetchCalendar('https://inside.example/a.ics', {
        production: true,
        resolve: async () => ['93.184.215.14', '10.1.2.3'],
      }),
    ).rejects.toMatchObject({ code: 'blocked-address' });
  });
});

describe('reading a calendar', () => {
  it('stops reading past the size cap', async () => {
    serve('/big.ics', { body: ics(['x'.repeat(5000)]) });
    await expect(
      fetchCalendar(`${base}/big.ics`, { production: false, maxBytes: 1000 }),
    ).rejects.toMatchObject({ code: 'too-large' });
  });

  it('gives up after the timeout', async () => {
    serve('/slow.ics', { body: ics(['Slow']), delayMs: 2000 });
    const started = Date.now();
    const read = fetchCalendar(`${base}/slow.ics`, { production: false, timeoutMs: 300 });
    await expect(read).rejects.toBeInstanceOf(FetchError);
    await expect(read).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('follows at most three redirects', async () => {
    serve('/r0.ics', { body: ics(['After redirects']) });
    serve('/r1.ics', { redirect: '/r0.ics' });
    serve('/r2.ics', { redirect: `${base}/r1.ics` });
    serve('/r3.ics', { redirect: '/r2.ics' });
    serve('/r4.ics', { redirect: '/r3.ics' });
    const ok = await fetchCalendar(`${base}/r3.ics`, { production: false });
    expect(ok).toMatchObject({ kind: 'ok' });
    await expect(fetchCalendar(`${base}/r4.ics`, { production: false })).rejects.toMatchObject({
      code: 'too-many-redirects',
    });
  });

  it('checks a redirect again: one towards a refused address is not followed', async () => {
    serve('/away.ics', { redirect: 'http://10.0.0.1/inside.ics' });
    await expect(fetchCalendar(`${base}/away.ics`, { production: false })).rejects.toMatchObject({
      code: 'blocked-address',
    });
  });
});

describe('the subscription routes', () => {
  let t: TestApp;
  let alice: User;
  let bob: User;

  beforeAll(async () => {
    t = await startApp({ subscriptionRefreshMs: 0 });
    [alice, bob] = await Promise.all([signUp(), signUp()]);
  });
  afterAll(async () => t.close());

  async function subscribe(user: User, path: string, name = 'Club') {
    return t.call('POST', LIST, {
      user,
      body: { url: `${base}${path}`, name, color: '#2E7D32', timeZone: 'Europe/Paris' },
    });
  }

  async function listOf(user: User): Promise<Subscription[]> {
    const res = await t.call('GET', LIST, { user });
    expect(res.status).toBe(200);
    return (res.body.data as unknown[]).map((s) => subscriptionSchema.parse(s));
  }

  it('adds a calendar, keeps its events apart from the user’s own, refreshes with its ETag', async () => {
    serve('/club.ics', { body: ics(['Training', 'Match']), etag: '"v1"' });
    const added = await subscribe(alice, '/club.ics');
    expect(added.status).toBe(200);
    const sub = subscriptionSchema.parse(added.body.data);
    expect(sub).toMatchObject({ name: 'Club', color: '#2E7D32', hidden: false, lastError: null });
    expect(sub.lastSuccessAt).toEqual(expect.any(Number));
    expect(sub.events.map((e) => [e.title, e.color])).toEqual([
      ['Training', '#2E7D32'],
      ['Match', '#2E7D32'],
    ]);
    // Never the user's own events, never in their export feed.
    const own = await t.call('GET', '/connect/calendar/calendar', { user: alice });
    expect(own.body.data).toEqual([]);

    // Unchanged: a conditional read, answered 304, keeps the copy.
    seen.length = 0;
    const same = await t.call('POST', `${LIST}/${sub.id}/refresh`, { user: alice });
    expect(same.status).toBe(200);
    expect(seen).toEqual([{ path: '/club.ics', ifNoneMatch: '"v1"' }]);
    expect(subscriptionSchema.parse(same.body.data).events).toHaveLength(2);

    // Changed: the new copy replaces the old one.
    serve('/club.ics', { body: ics(['Training', 'Match', 'Party']), etag: '"v2"' });
    const changed = await t.call('POST', `${LIST}/${sub.id}/refresh`, { user: alice });
    expect(subscriptionSchema.parse(changed.body.data).events.map((e) => e.title)).toEqual([
      'Training',
      'Match',
      'Party',
    ]);
  });

  it('keeps the last good copy when a refresh fails, and says why and when it last worked', async () => {
    serve('/flaky.ics', { body: ics(['Kept']), etag: '"f1"' });
    const sub = subscriptionSchema.parse((await subscribe(alice, '/flaky.ics', 'Flaky')).body.data);
    serve('/flaky.ics', { status: 503 });
    const failed = subscriptionSchema.parse(
      (await t.call('POST', `${LIST}/${sub.id}/refresh`, { user: alice })).body.data,
    );
    expect(failed.lastError).toMatchObject({ code: 'http', status: 503 });
    expect(failed.lastSuccessAt).toBe(sub.lastSuccessAt);
    expect(failed.events.map((e) => e.title)).toEqual(['Kept']);

    serve('/flaky.ics', { status: 200, body: 'this is not a calendar', etag: '"f2"' });
    const garbled = subscriptionSchema.parse(
      (await t.call('POST', `${LIST}/${sub.id}/refresh`, { user: alice })).body.data,
    );
    expect(garbled.lastError).toMatchObject({ code: 'not-ics' });
    expect(garbled.events.map((e) => e.title)).toEqual(['Kept']);
  });

  it('refreshes on a schedule the subscriptions that are due', async () => {
    serve('/scheduled.ics', { body: ics(['Before']), etag: '"s1"' });
    const sub = subscriptionSchema.parse(
      (await subscribe(bob, '/scheduled.ics', 'Scheduled')).body.data,
    );
    serve('/scheduled.ics', { body: ics(['After']), etag: '"s2"' });
    // Not due yet: nothing is read.
    await refreshDue(
      { db: t.db, intervalMs: 60_000, fetch: { production: false } },
      Date.now() - 1000,
    );
    expect((await listOf(bob)).find((s) => s.id === sub.id)?.events[0]?.title).toBe('Before');
    // Due: read again.
    await refreshDue(
      { db: t.db, intervalMs: 60_000, fetch: { production: false } },
      Date.now() + 61_000,
    );
    expect((await listOf(bob)).find((s) => s.id === sub.id)?.events[0]?.title).toBe('After');
  });

  it('renames, recolours, hides and removes; another user can neither see nor touch it', async () => {
    serve('/mine.ics', { body: ics(['Mine']) });
    const sub = subscriptionSchema.parse((await subscribe(alice, '/mine.ics', 'Mine')).body.data);
    const path = `${LIST}/${sub.id}`;
    const updated = await t.call('PUT', path, {
      user: alice,
      body: { name: 'Renamed', color: '#123456', hidden: true },
    });
    expect(updated.status).toBe(200);
    expect(subscriptionSchema.parse(updated.body.data)).toMatchObject({
      name: 'Renamed',
      color: '#123456',
      hidden: true,
    });
    expect(subscriptionSchema.parse(updated.body.data).events[0]?.color).toBe('#123456');

    expect((await listOf(bob)).map((s) => s.id)).not.toContain(sub.id);
    for (const [method, url, body] of [
      ['PUT', path, { hidden: false }],
      ['POST', `${path}/refresh`, undefined],
      ['DELETE', path, undefined],
    ] as const) {
      const res = await t.call(method, url, { user: bob, body });
      expect([method, res.status, res.body.error]).toEqual([method, 404, 'not-found']);
    }
    expect((await listOf(alice)).find((s) => s.id === sub.id)?.name).toBe('Renamed');

    const removed = await t.call('DELETE', path, { user: alice });
    expect(removed.status).toBe(200);
    expect((await listOf(alice)).map((s) => s.id)).not.toContain(sub.id);
  });

  it('refuses bad input with a 400 naming the field, an unreadable address with its reason', async () => {
    const bad = await t.call('POST', LIST, {
      user: alice,
      body: { url: 'ftp://x.example/a.ics', name: '', color: 'green' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/url: .*name: .*color: /);
    const missing = await subscribe(alice, '/nothing-here.ics');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: 'validation-error',
      data: { reason: 'http', status: 404 },
    });
    expect((await listOf(alice)).map((s) => s.url)).not.toContain(`${base}/nothing-here.ics`);
    expect((await t.call('GET', LIST, {})).status).toBe(401);
    expect((await t.call('GET', LIST, { user: alice, secret: null })).status).toBe(403);
  });

  it('allows at most 20 subscriptions per user', async () => {
    const carol = await signUp();
    serve('/many.ics', { body: ics(['One']) });
    for (let i = 0; i < 20; i++) {
      expect((await subscribe(carol, '/many.ics', `Cal ${i}`)).status).toBe(200);
    }
    const over = await subscribe(carol, '/many.ics', 'One too many');
    expect([over.status, over.body.error]).toEqual([422, 'limit-reached']);
  });

  it('deleting the account removes its subscriptions', async () => {
    const dave = await signUp();
    serve('/dave.ics', { body: ics(['Dave']) });
    expect((await subscribe(dave, '/dave.ics')).status).toBe(200);
    const res = await t.call('DELETE', '/connect/account', { user: dave });
    expect(res.status).toBe(200);
    expect(
      await t.db.query('SELECT 1 FROM calendar_subscriptions WHERE uid = $1', [dave.uid]),
    ).toEqual([]);
  });
});

describe('the refresh timer', () => {
  it('starts with the server, reads the calendar again when it is due, and stops when the app closes', async () => {
    const t = await startApp({ subscriptionRefreshMs: 500 });
    const user = await signUp();
    serve('/timer.ics', { body: ics(['First']), etag: '"t1"' });
    const added = await t.call('POST', LIST, {
      user,
      body: { url: `${base}/timer.ics`, name: 'Timer', color: '#2E7D32' },
    });
    expect(added.status).toBe(200);
    serve('/timer.ics', { body: ics(['Second']), etag: '"t2"' });
    const titleNow = async () =>
      subscriptionSchema.parse(((await t.call('GET', LIST, { user })).body.data as unknown[])[0])
        .events[0]?.title;
    const deadline = Date.now() + 10_000;
    while ((await titleNow()) !== 'Second' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await titleNow()).toBe('Second');
    await t.close();
    seen.length = 0;
    await new Promise((r) => setTimeout(r, 2500));
    expect(seen.filter((s) => s.path === '/timer.ics')).toEqual([]);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(
      { production: true, subscriptionRefreshMs: 0 },
      { subscriptionFetch: { resolve: async () => ['10.0.0.7'] } },
    );
  });
  afterAll(async () => t.close());

  it('refuses http, private and loopback addresses and names that resolve to them', async () => {
    const user = await signUp();
    for (const url of [
      'http://10.0.0.1/a.ics',
      'http://localhost:8080/a.ics',
      `${base}/club.ics`,
      'https://10.0.0.1/a.ics',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/a.ics',
      'https://[fd00::1]/a.ics',
      'https://calendar.internal.example/a.ics',
    ]) {
      const res = await t.call('POST', LIST, {
        user,
        body: { url, name: 'Inside', color: '#2E7D32' },
      });
      expect([url, res.status, (res.body.data as { reason?: string } | undefined)?.reason]).toEqual(
        [url, 400, 'blocked-address'],
      );
    }
    expect((await t.call('GET', LIST, { user })).body.data).toEqual([]);
  });
});
