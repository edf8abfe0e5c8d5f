// A deleted or disabled account's token stops working within the recheck delay, not when it expires.
import { createFirebaseVerifier } from '../src/auth/tokenVerifier';
import type { TestApp } from './helpers';
import { EMULATOR_HOST, signUp, startApp } from './helpers';

const RECHECK_MS = 200;
let t: TestApp;

beforeAll(async () => {
  t = await startApp(
    {},
    {
      verifier: createFirebaseVerifier({
        projectId: 'demo-planner',
        emulatorHost: EMULATOR_HOST,
        recheckMs: RECHECK_MS,
      }),
    },
  );
});
afterAll(async () => t.close());

const emulator = (path: string, body: object, admin = false) =>
  fetch(`http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}?key=demo-key`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(admin ? { authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  });

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('revoked accounts', () => {
  it('refuses the token of a deleted account after the recheck delay', async () => {
    const user = await signUp();
    expect((await t.call('GET', '/connect/task/task', { user })).status).toBe(200);
    expect((await emulator('accounts:delete', { idToken: user.token })).status).toBe(200);
    await wait(RECHECK_MS + 50);
    const res = await t.call('GET', '/connect/task/task', { user });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthenticated');
  });

  it('refuses the token of a disabled account after the recheck delay', async () => {
    const user = await signUp();
    expect((await t.call('GET', '/connect/task/task', { user })).status).toBe(200);
    const disabled = await emulator(
      'accounts:update',
      { localId: user.uid, disableUser: true },
      true,
    );
    expect(disabled.status).toBe(200);
    await wait(RECHECK_MS + 50);
    expect((await t.call('GET', '/connect/task/task', { user })).status).toBe(401);
  });

  it('keeps serving a valid account from the cache within the delay', async () => {
    const user = await signUp();
    for (let i = 0; i < 5; i++)
      expect((await t.call('GET', '/connect/task/task', { user })).status).toBe(200);
  });
});
