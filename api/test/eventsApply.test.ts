// POST /calendar/apply end to end: a whole event plan in one transaction, all of it or none of it.
import { MAX_APPLY_OPERATIONS, applyResultSchema } from '@planner/shared/model';
import type { CalendarEvent, Preset } from '@planner/shared/model';
import type { TestApp, User } from './helpers';
import { eventBody, presetBody, signUp, startApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

const APPLY = '/connect/calendar/apply';

async function list(user: User): Promise<CalendarEvent[]> {
  const res = await t.call('GET', '/connect/calendar/calendar', { user });
  expect(res.status).toBe(200);
  return res.body.data as CalendarEvent[];
}

async function create(user: User, overrides: Record<string, unknown> = {}): Promise<CalendarEvent> {
  const res = await t.call('POST', '/connect/calendar/create', {
    user,
    body: { event: eventBody(overrides) },
  });
  expect(res.status).toBe(201);
  return res.body.data as CalendarEvent;
}

/** The event as an update sends it: the stored record without its id. */
function draft(e: CalendarEvent, changes: Partial<CalendarEvent> = {}) {
  const { id: _id, ...rest } = e;
  return { ...rest, ...changes };
}

/** A user with two stored events, their list read once (so the list cache holds it). */
async function userWithTwo() {
  const user = await signUp();
  const a = await create(user, { title: 'A' });
  const b = await create(user, { title: 'B' });
  expect(await list(user)).toEqual([a, b]);
  return { user, a, b };
}

describe('POST /calendar/apply', () => {
  it('applies a create, an update and a delete, answering the stored entities in order', async () => {
    const { user, a, b } = await userWithTwo();
    const res = await t.call('POST', APPLY, {
      user,
      body: {
        operations: [
          { type: 'create', event: eventBody({ title: 'C', id: 'ignored' }) },
          { type: 'update', id: a.id, event: draft(a, { title: 'A (moved)' }) },
          { type: 'delete', id: b.id },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { results } = applyResultSchema.parse(res.body.data);
    expect(results.map((r) => r.type)).toEqual(['create', 'update', 'delete']);
    const [created, updated, deleted] = results;
    if (created?.type !== 'create' || updated?.type !== 'update') throw new Error('result types');
    expect(created.event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.event.title).toBe('C');
    expect(updated.event).toMatchObject({ id: a.id, title: 'A (moved)' });
    expect(updated.event.lastUpdated).toBeGreaterThan(a.lastUpdated);
    expect(deleted).toEqual({ type: 'delete', id: b.id });
    // The list (cached before the plan) shows exactly the result.
    expect(await list(user)).toEqual([updated.event, created.event]);
  });

  it('runs the operations in order: an update then a delete of the same event', async () => {
    const { user, a, b } = await userWithTwo();
    const res = await t.call('POST', APPLY, {
      user,
      body: {
        operations: [
          { type: 'update', id: a.id, event: draft(a, { title: 'A2' }) },
          { type: 'delete', id: a.id },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(await list(user)).toEqual([b]);
  });

  it('refuses a plan whose third operation is invalid with 400 naming it, and changes nothing', async () => {
    const { user, a, b } = await userWithTwo();
    const before = await list(user);
    const res = await t.call('POST', APPLY, {
      user,
      body: {
        operations: [
          { type: 'create', event: eventBody({ title: 'C' }) },
          { type: 'delete', id: b.id },
          {
            type: 'update',
            id: a.id,
            event: draft(a, { endDate: '2030-03-04T08:00:00+01:00' }),
          },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'validation-error' });
    expect(res.body.message).toBe(
      'operations[2]: event.endDate: End time must be after start time.',
    );
    expect(await list(user)).toEqual(before);
  });

  it('refuses an unknown preset in the third operation (checked while applying) and rolls back', async () => {
    const { user, b } = await userWithTwo();
    const preset = (
      await t.call('POST', '/connect/preset/create', { user, body: { preset: presetBody() } })
    ).body.data as Preset;
    const before = await list(user);
    const res = await t.call('POST', APPLY, {
      user,
      body: {
        operations: [
          { type: 'create', event: eventBody({ title: 'From preset', presetId: preset.id }) },
          { type: 'delete', id: b.id },
          { type: 'create', event: eventBody({ presetId: 'not-my-preset' }) },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'validation-error',
      message: 'operations[2]: event.presetId: Unknown preset',
    });
    expect(await list(user)).toEqual(before);
  });

  it('answers 409 with the stored event when the third operation is stale, and changes nothing', async () => {
    const { user, a, b } = await userWithTwo();
    // Someone else edits A after this client read it.
    const fresh = await t.call('PUT', `/connect/calendar/update/${a.id}`, {
      user,
      body: { event: draft(a, { title: 'A elsewhere' }) },
    });
    expect(fresh.status).toBe(200);
    const before = await list(user);
    const res = await t.call('POST', APPLY, {
      user,
      body: {
        operations: [
          { type: 'create', event: eventBody({ title: 'C' }) },
          { type: 'update', id: b.id, event: draft(b, { title: 'B2' }) },
          { type: 'update', id: a.id, event: draft(a, { title: 'A stale' }) },
        ],
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      error: 'conflict',
      message: 'operations[2]: Event was changed elsewhere since this edit began',
      data: fresh.body.data,
    });
    expect(await list(user)).toEqual(before);
  });

  it('answers 404 for an unknown id (update or delete), and changes nothing', async () => {
    const { user, a } = await userWithTwo();
    const before = await list(user);
    for (const unknown of [
      { type: 'delete', id: 'no-such-event' },
      { type: 'update', id: 'no-such-event', event: draft(a) },
    ]) {
      const res = await t.call('POST', APPLY, {
        user,
        body: {
          operations: [
            { type: 'create', event: eventBody({ title: 'C' }) },
            { type: 'delete', id: a.id },
            unknown,
          ],
        },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        error: 'not-found',
        message: 'operations[2]: Event not found',
      });
      expect(await list(user)).toEqual(before);
    }
  });

  it("answers 404 for another user's event and changes neither user's calendar", async () => {
    const owner = await userWithTwo();
    const intruder = await userWithTwo();
    const ownerBefore = await list(owner.user);
    const intruderBefore = await list(intruder.user);
    for (const op of [
      { type: 'update', id: owner.a.id, event: draft(owner.a, { title: 'Mine now' }) },
      { type: 'delete', id: owner.b.id },
    ]) {
      const res = await t.call('POST', APPLY, {
        user: intruder.user,
        body: { operations: [{ type: 'delete', id: intruder.a.id }, op] },
      });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        error: 'not-found',
        message: 'operations[1]: Event not found',
      });
    }
    expect(await list(owner.user)).toEqual(ownerBefore);
    expect(await list(intruder.user)).toEqual(intruderBefore);
  });

  it('counts the plan’s own creates against the per-user cap (422) and rolls back', async () => {
    const { user } = await userWithTwo();
    const before = await list(user);
    // Pretend the list holds 19,999 events (the cap is 20,000): the plan's second create is one too many.
    await t.db.query(`UPDATE list_revisions SET items = 19999 WHERE uid = $1 AND kind = 'events'`, [
      user.uid,
    ]);
    const res = await t.call('POST', APPLY, {
      user,
      body: {
        operations: [
          { type: 'create', event: eventBody({ title: 'C' }) },
          { type: 'create', event: eventBody({ title: 'D' }) },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('limit-reached');
    expect(res.body.message).toMatch(/^operations\[1\]: events: the list is full/);
    expect(await list(user)).toEqual(before);
    const [row] = await t.db.query<{ items: number | string }>(
      `SELECT items FROM list_revisions WHERE uid = $1 AND kind = 'events'`,
      [user.uid],
    );
    expect(Number(row?.items)).toBe(19999);
  });

  it('refuses an empty, oversized or malformed plan with 400', async () => {
    const { user, a } = await userWithTwo();
    const before = await list(user);
    const deletes = (n: number) => Array.from({ length: n }, () => ({ type: 'delete', id: a.id }));
    const bodies: [unknown, string][] = [
      [{ operations: [] }, 'operations: '],
      [{ operations: deletes(MAX_APPLY_OPERATIONS + 1) }, 'operations: '],
      [{}, 'operations: '],
      [
        {
          operations: [
            { type: 'delete', id: a.id },
            { type: 'move', id: a.id },
          ],
        },
        'operations[1]: ',
      ],
      [{ operations: [{ type: 'delete', id: 'bad id!' }] }, 'operations[0]: id: '],
      [{ operations: [{ type: 'update', id: a.id }] }, 'operations[0]: event: '],
    ];
    for (const [body, message] of bodies) {
      const res = await t.call('POST', APPLY, { user, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation-error');
      expect(res.body.message).toContain(message);
    }
    expect(await list(user)).toEqual(before);
  });

  it('takes up to the maximum number of operations', async () => {
    const user = await signUp();
    const res = await t.call('POST', APPLY, {
      user,
      body: {
        operations: Array.from({ length: MAX_APPLY_OPERATIONS }, (_, i) => ({
          type: 'create',
          event: eventBody({ title: `E${i}` }),
        })),
      },
    });
    expect(res.status).toBe(200);
    expect((await list(user)).map((e) => e.title)).toEqual(
      Array.from({ length: MAX_APPLY_OPERATIONS }, (_, i) => `E${i}`),
    );
  });

  it('needs a signed-in user (401)', async () => {
    const res = await t.call('POST', APPLY, {
      body: { operations: [{ type: 'create', event: eventBody() }] },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthenticated');
  });
});
