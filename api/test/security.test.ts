// Guards of every data route: app-secret (403), Firebase ID tokens (401), rate limit per uid (429).
import type { TestApp, User } from './helpers';
import { signUp, startApp } from './helpers';

let t: TestApp;
let alice: User;

beforeAll(async () => {
  t = await startApp();
  alice = await signUp();
});
afterAll(async () => t.close());

const DATA_ROUTES: [string, string][] = [
  ['GET', '/calendar/calendar'],
  ['POST', '/calendar/create'],
  ['PUT', '/calendar/update/x'],
  ['DELETE', '/calendar/delete/x'],
  ['GET', '/task/task'],
  ['POST', '/task/create'],
  ['PUT', '/task/update/x'],
  ['DELETE', '/task/delete/x'],
  ['DELETE', '/task/deletemulti'],
  ['GET', '/preset/preset'],
  ['POST', '/preset/create'],
  ['PUT', '/preset/update/x'],
  ['DELETE', '/preset/delete/x'],
  ['GET', '/notifications/all'],
  ['PUT', '/notifications/update/x'],
  ['GET', '/profile/profile'],
  ['PUT', '/profile/update'],
  ['GET', '/settings/settings'],
  ['PUT', '/settings/update'],
];

describe.each(['/connect', '/testconnect'])('guards on every data route under %s', (prefix) => {
  it.each(DATA_ROUTES)(
    '%s %s: 403 without or with a wrong app-secret, 401 without or with a bad token',
    async (method, path) => {
      const url = `${prefix}${path}`;
      const m = method as 'GET';
      const noSecret = await t.call(m, url, { user: alice, secret: null });
      expect(noSecret.status).toBe(403);
      expect(noSecret.body).toEqual({
        success: false,
        error: 'forbidden',
        message: expect.any(String),
      });
      expect((await t.call(m, url, { user: alice, secret: 'wrong' })).body.error).toBe('forbidden');

      const noToken = await t.call(m, url, {});
      expect(noToken.status).toBe(401);
      expect(noToken.body).toEqual({
        success: false,
        error: 'unauthenticated',
        message: expect.any(String),
      });
      const badToken = await t.call(m, url, { token: 'not-a-jwt' });
      expect(badToken.status).toBe(401);
      const tampered = await t.call(m, url, { token: `${alice.token.slice(0, -4)}AAAA` });
      expect([401]).toContain(tampered.status);
      const basic = await t.call(m, url, { headers: { authorization: 'Basic abc' } });
      expect(basic.status).toBe(401);
    },
  );
});

describe('tokens', () => {
  it('refuses a token for another Firebase project', async () => {
    const other = await startApp({ firebaseProjectId: 'demo-other' });
    try {
      const res = await other.call('GET', '/connect/task/task', { user: alice });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('unauthenticated');
    } finally {
      await other.close();
    }
  });

  it('accepts an anonymous (guest) token', async () => {
    const res = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ returnSecureToken: true }),
      },
    );
    const { idToken } = (await res.json()) as { idToken: string };
    expect((await t.call('GET', '/connect/task/task', { token: idToken })).body).toEqual({
      success: true,
      revision: 0,
      data: [],
    });
  });
});

describe('rate limit per user', () => {
  it('answers 429 rate-limited past the limit, counted per uid', async () => {
    const r = await startApp({ rateLimitMax: 3, rateLimitWindowMs: 60_000 });
    try {
      const [u1, u2] = await Promise.all([signUp(), signUp()]);
      for (let i = 0; i < 3; i++)
        expect((await r.call('GET', '/connect/task/task', { user: u1 })).status).toBe(200);
      const limited = await r.call('GET', '/connect/task/task', { user: u1 });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        success: false,
        error: 'rate-limited',
        message: expect.any(String),
      });
      expect(limited.raw.headers['retry-after']).toBeDefined();
      // Same address, another user: not limited.
      expect((await r.call('GET', '/connect/task/task', { user: u2 })).status).toBe(200);
    } finally {
      await r.close();
    }
  });
});
