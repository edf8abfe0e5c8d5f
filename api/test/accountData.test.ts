// The privacy page's promises: a user exports every row as one JSON, and deleting the account removes
// every row in one transaction and the identity provider's user; nobody else's data is touched.
import type { TestApp, User } from './helpers';
import { EMULATOR_HOST, eventBody, presetBody, signUp, startApp, taskBody } from './helpers';

let t: TestApp;
let alice: User;
let bob: User;

beforeAll(async () => {
  t = await startApp();
  [alice, bob] = await Promise.all([signUp(), signUp()]);
  for (const user of [alice, bob]) {
    expect(
      (await t.call('POST', '/connect/task/create', { user, body: { task: taskBody() } })).status,
    ).toBe(201);
    expect(
      (await t.call('POST', '/connect/calendar/create', { user, body: { event: eventBody() } }))
        .status,
    ).toBe(201);
    expect(
      (await t.call('POST', '/connect/preset/create', { user, body: { preset: presetBody() } }))
        .status,
    ).toBe(201);
    expect(
      (
        await t.call('PUT', '/connect/profile/update', {
          user,
          body: { profile: { jobTitle: 'Nurse' } },
        })
      ).status,
    ).toBe(200);
  }
});
afterAll(async () => t.close());

/** Whether the emulator still knows this user's email (a sign-in attempt). */
async function canSignIn(user: User): Promise<boolean> {
  const res = await fetch(
    `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'Passw0rd!', returnSecureToken: true }),
    },
  );
  return res.ok;
}

describe('the account', () => {
  it('exports every entity of the user, and only theirs, as one document', async () => {
    const res = await t.call('GET', '/connect/account/export', { user: alice });
    expect(res.status).toBe(200);
    const data = res.body.data as Record<string, unknown[] | unknown>;
    expect(data).toMatchObject({ uid: alice.uid, profile: { jobTitle: 'Nurse' }, settings: null });
    expect((data.tasks as { title: string }[]).map((x) => x.title)).toEqual(['Write report']);
    expect(data.events as unknown[]).toHaveLength(1);
    expect(data.presets as unknown[]).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(bob.uid);
  });

  it('deletes every row of the user and the identity provider’s user, and nothing of anyone else', async () => {
    expect(await canSignIn(alice)).toBe(true);
    const res = await t.call('DELETE', '/connect/account', { user: alice });
    expect(res.body).toEqual({ success: true, data: { deleted: true } });
    for (const table of [
      'events',
      'tasks',
      'presets',
      'notifications',
      'profiles',
      'settings',
      'list_revisions',
      'list_tombstones',
      'idempotency_keys',
    ]) {
      expect(await t.db.query(`SELECT 1 FROM ${table} WHERE uid = $1`, [alice.uid])).toEqual([]);
    }
    expect(await canSignIn(alice)).toBe(false);
    const bobs = await t.call('GET', '/connect/task/task', { user: bob });
    expect(bobs.body.data as unknown[]).toHaveLength(1);
  });
});
