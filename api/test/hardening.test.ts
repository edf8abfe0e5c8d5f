// What a probe of the api found: input the schemas accepted but PostgreSQL refused (500), input that made
// no sense, router errors outside the envelope, unlimited failed authentications, unbounded lists.
import { MAX_ITEMS_PER_USER } from '@planner/shared/model';
import type { TestApp, User } from './helpers';
import { eventBody, presetBody, signUp, startApp, taskBody } from './helpers';

let t: TestApp;
let user: User;

beforeAll(async () => {
  t = await startApp();
  user = await signUp();
});
afterAll(async () => t.close());

const NUL = 'a\u0000b';
const LONE = 'a\uD800b';

function expectFieldError(
  res: { status: number; body: { error?: string; message?: string } },
  field: string,
) {
  expect(res.status).toBe(400);
  expect(res.body.error).toBe('validation-error');
  expect(res.body.message).toContain(field);
}

describe('400, never 500, for text and dates PostgreSQL cannot store', () => {
  it.each([NUL, LONE])('refuses %j in every string field, naming it', async (bad) => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/connect/calendar/create', { event: eventBody({ title: bad }) }, 'event.title'],
      [
        'POST',
        '/connect/calendar/create',
        { event: eventBody({ description: bad }) },
        'event.description',
      ],
      [
        'POST',
        '/connect/calendar/create',
        { event: eventBody({ presetId: bad }) },
        'event.presetId',
      ],
      ['POST', '/connect/task/create', { task: taskBody({ title: bad }) }, 'task.title'],
      ['POST', '/connect/preset/create', { preset: presetBody({ source: bad }) }, 'preset.source'],
      ['PUT', '/connect/profile/update', { profile: { jobTitle: bad } }, 'profile.jobTitle'],
      ['DELETE', '/connect/task/deletemulti', { taskIds: [bad] }, 'taskIds.0'],
    ];
    for (const [method, url, body, field] of cases) {
      expectFieldError(await t.call(method as 'POST', url, { user, body }), field);
    }
  });

  it('refuses year 0000 and dates outside 1900-2200', async () => {
    for (const [field, value] of [
      ['startDate', '0000-03-04T09:00:00Z'],
      ['recurrenceEnd', '0000-01-01'],
      ['originalStart', '2201-01-01T00:00:00Z'],
    ] as const) {
      const res = await t.call('POST', '/connect/calendar/create', {
        user,
        body: {
          event: eventBody({
            [field]: value,
            ...(field === 'originalStart' ? { recurrenceId: 'r-1' } : {}),
          }),
        },
      });
      expectFieldError(res, `event.${field}`);
    }
  });
});

describe('input that makes no sense', () => {
  it.each([
    [
      'a repeat ending before the start',
      { recurrence: 'weekly', recurrenceId: 'r-1', recurrenceEnd: '2030-03-01' },
      'event.recurrenceEnd',
    ],
    ['a zone that is not a canonical IANA name', { timeZone: 'europe/paris' }, 'event.timeZone'],
    ['a POSIX zone', { timeZone: 'EST5EDT' }, 'event.timeZone'],
    ['an all-day event not at midnight', { allDay: true }, 'event.startDate'],
    [
      'an override that still repeats',
      { recurrence: 'daily', recurrenceId: 'r-1', originalStart: '2030-03-04T09:00:00+01:00' },
      'event.recurrence',
    ],
    ['a title of zero-width characters', { title: '\u200B\u200B' }, 'event.title'],
    ['an unknown preset', { presetId: 'no-such-preset' }, 'event.presetId'],
  ])('refuses %s', async (_, patch, field) => {
    expectFieldError(
      await t.call('POST', '/connect/calendar/create', { user, body: { event: eventBody(patch) } }),
      field,
    );
  });

  it('refuses a task completed before it was created', async () => {
    const res = await t.call('POST', '/connect/task/create', {
      user,
      body: { task: taskBody({ done: true, doneAt: '2001-01-01T00:00:00Z' }) },
    });
    expectFieldError(res, 'task.doneAt');
  });

  it('accepts an event made from one of the user’s presets', async () => {
    const preset = await t.call('POST', '/connect/preset/create', {
      user,
      body: { preset: presetBody() },
    });
    const id = (preset.body.data as { id: string }).id;
    const res = await t.call('POST', '/connect/calendar/create', {
      user,
      body: { event: eventBody({ presetId: id }) },
    });
    expect(res.status).toBe(201);
    // Another user's preset is as unknown as a made-up one.
    const other = await signUp();
    expectFieldError(
      await t.call('POST', '/connect/calendar/create', {
        user: other,
        body: { event: eventBody({ presetId: id }) },
      }),
      'event.presetId',
    );
  });
});

describe('router errors in the envelope', () => {
  it('answers an id longer than any id as not found, like any unknown id', async () => {
    for (const length of [101, 128, 129, 500]) {
      const res = await t.call('DELETE', `/connect/task/delete/${'a'.repeat(length)}`, { user });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'not-found', message: expect.any(String) });
    }
  });

  it('answers a broken %-escape with validation-error', async () => {
    const res = await t.call('DELETE', '/connect/task/delete/%E0%A4%A', { user });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: 'validation-error',
      message: 'url: Malformed URL',
    });
  });

  it('answers oversized headers with the envelope (431)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/health`, {
      headers: { 'x-big': 'a'.repeat(20_000) },
    });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      success: false,
      error: 'payload-too-large',
      message: 'headers: Request headers are too large',
    });
  });
});

describe('rate limits', () => {
  it('limits failed authentications per address, and valid ones never count', async () => {
    const r = await startApp({ authFailureMax: 5 });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await r.call('GET', '/connect/task/task', { token: `bad-${i}` })).status).toBe(401);
      }
      const limited = await r.call('GET', '/connect/task/task', { token: 'bad-6' });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe('rate-limited');
      // A wrong app secret counts too, and the address stays limited whatever it sends.
      expect((await r.call('GET', '/connect/task/task', { user, secret: 'nope' })).status).toBe(
        429,
      );
      const other = await startApp({ authFailureMax: 5 });
      try {
        for (let i = 0; i < 20; i++)
          expect((await other.call('GET', '/connect/task/task', { user })).status).toBe(200);
      } finally {
        await other.close();
      }
    } finally {
      await r.close();
    }
  });

  it('/connect and /testconnect share one budget per user', async () => {
    const r = await startApp({ rateLimitMax: 4 });
    try {
      const u = await signUp();
      expect((await r.call('GET', '/connect/task/task', { user: u })).status).toBe(200);
      expect((await r.call('GET', '/testconnect/task/task', { user: u })).status).toBe(200);
      expect((await r.call('GET', '/connect/task/task', { user: u })).status).toBe(200);
      expect((await r.call('GET', '/testconnect/task/task', { user: u })).status).toBe(200);
      expect((await r.call('GET', '/testconnect/task/task', { user: u })).status).toBe(429);
      expect((await r.call('GET', '/connect/task/task', { user: u })).status).toBe(429);
    } finally {
      await r.close();
    }
  });
});

describe('items per user', () => {
  it(`refuses the ${MAX_ITEMS_PER_USER + 1}th task with limit-reached, and reads the full list`, async () => {
    const u = await signUp();
    // The first MAX - 1 written straight into the table (the api would take minutes), then two creates.
    await t.db.query(
      `INSERT INTO tasks (uid, id, data, last_updated)
       SELECT $1, 'seed-' || n, jsonb_build_object('id', 'seed-' || n, 'title', 'Seed ' || n,
              'description', '', 'priority', 'low', 'deadline', null, 'deadlineRange', 'moreThan5Days',
              'estimatedTimeRange', '15to2Hour', 'done', false, 'doneAt', null,
              'createdAt', '2030-01-01T00:00:00.000Z', 'lastUpdated', 1), 1
         FROM generate_series(1, $2::int - 1) AS n`,
      [u.uid, MAX_ITEMS_PER_USER],
    );
    const last = await t.call('POST', '/connect/task/create', {
      user: u,
      body: { task: taskBody() },
    });
    expect(last.status).toBe(201);
    const over = await t.call('POST', '/connect/task/create', {
      user: u,
      body: { task: taskBody() },
    });
    expect(over.status).toBe(422);
    expect(over.body.error).toBe('limit-reached');
    const list = await t.call('GET', '/connect/task/task', { user: u });
    expect((list.body.data as unknown[]).length).toBe(MAX_ITEMS_PER_USER);
    // Room again after a delete.
    expect((await t.call('DELETE', '/connect/task/delete/seed-1', { user: u })).status).toBe(200);
    expect(
      (await t.call('POST', '/connect/task/create', { user: u, body: { task: taskBody() } }))
        .status,
    ).toBe(201);
  });
});
