// A stand-in api in memory for component tests and the bench: the routes of docs/product.md section 7
// with their envelopes, conflict check and ids, answered through the sync layer's transport seam.
// The real data layer runs on top of it (cache, local copy, outcomes): only the network is replaced.
import type {
  AppNotification,
  CalendarEvent,
  CalendarSettings,
  Preset,
  Profile,
  Subscription,
  SubscriptionErrorCode,
  Task,
} from '../model';
import {
  DEFAULT_CALENDAR_SETTINGS,
  DEFAULT_PROFILE,
  IDEMPOTENCY_KEY_HEADER,
} from '../model/constants';
import { configureSync, type Transport } from '../sync/config';

export interface MemoryData {
  tasks: Task[];
  calendar: CalendarEvent[];
  eventPresets: Preset[];
  notifications: AppNotification[];
  profile: Profile | null;
  settings: CalendarSettings | null;
  subscriptions: Subscription[];
  /**
   * What each outside calendar's address serves (its events), or why it cannot be read; an address not
   * listed answers 404.
   */
  outsideCalendars: Record<
    string,
    CalendarEvent[] | { reason: SubscriptionErrorCode; status: number | null }
  >;
}

/** How the api fails while `failing` is set: no answer at all, or a server error. */
export type MemoryFailure = 'unreachable' | { status: number; error: string; message: string };

export interface MemoryApi {
  data: MemoryData;
  /** Every call, in order, e.g. "PUT /task/update/t1". */
  calls: string[];
  /** Set: every call fails this way (and changes nothing). */
  failing: MemoryFailure | null;
  transport: Transport;
}

type Entity = { id: string; lastUpdated?: number };
type ListName = 'tasks' | 'calendar' | 'eventPresets' | 'notifications';

const LISTS: Record<string, { name: ListName; bodyKey: string }> = {
  task: { name: 'tasks', bodyKey: 'task' },
  calendar: { name: 'calendar', bodyKey: 'event' },
  preset: { name: 'eventPresets', bodyKey: 'preset' },
  notifications: { name: 'notifications', bodyKey: 'notification' },
};

const ok = (data: unknown, status = 200) => ({ status, data: { success: true, data } });
const fail = (status: number, error: string, message: string, data?: unknown) => ({
  status,
  data: { success: false, error, message, ...(data === undefined ? {} : { data }) },
});

export function createMemoryApi(seed: Partial<MemoryData> = {}): MemoryApi {
  let nextId = 1;
  const answered = new Map<string, { status: number; data: unknown }>();
  const api: MemoryApi = {
    data: {
      tasks: [],
      calendar: [],
      eventPresets: [],
      notifications: [],
      profile: DEFAULT_PROFILE,
      settings: DEFAULT_CALENDAR_SETTINGS,
      subscriptions: [],
      outsideCalendars: {},
      ...seed,
    },
    calls: [],
    failing: null,
    transport: async ({ method, path, body, headers }) => {
      api.calls.push(`${method} ${path}`);
      if (api.failing === 'unreachable') {
        throw Object.assign(new Error('unreachable'), { isAxiosError: true });
      }
      if (api.failing) return fail(api.failing.status, api.failing.error, api.failing.message);
      // The real api's idempotency keys: a repeated key gets the first answer and changes nothing.
      const key = headers?.[IDEMPOTENCY_KEY_HEADER];
      const seen = key ? answered.get(key) : undefined;
      if (seen) return seen;
      const reply = answer(method, path, (body ?? {}) as Record<string, unknown>);
      if (key && reply.status < 500) answered.set(key, reply);
      return reply;
    },
  };

  /** The server's version of a write: one more than what it replaces (the real api uses its clock). */
  function version(previous: number | undefined): number {
    return (previous ?? 0) + 1;
  }

  type Answer = { status: number; data: unknown };

  /** As the api: an edit begun from an older version than the stored profile's gets 409. */
  function saveProfile(profile: Profile): Answer {
    const stored = api.data.profile;
    const storedVersion = stored?.version ?? 0;
    if (stored && profile.version !== undefined && profile.version < storedVersion) {
      return fail(409, 'conflict', 'Conflict', stored);
    }
    const saved = { ...profile, version: version(storedVersion) };
    api.data.profile = saved;
    return ok(saved);
  }

  function answer(method: string, url: string, body: Record<string, unknown>): Answer {
    const [path = '', query = ''] = url.split('?');
    const params = new URLSearchParams(query);
    const [, base, action, rawId] = path.split('/');
    const id = rawId === undefined ? undefined : decodeURIComponent(rawId);
    if (base === 'profile' || base === 'settings') {
      if (method === 'GET') return ok(api.data[base]);
      if (base === 'profile') return saveProfile(body.profile as Profile);
      const value = body[base] as never;
      api.data[base] = value;
      return ok(value);
    }
    if (base === 'calendar' && action === 'apply' && method === 'POST') return applyPlan(body);
    if (base === 'calendar' && action === 'subscriptions') {
      return answerSubscriptions(method, id, path.split('/')[4], body);
    }
    if (base === 'task' && action === 'apply' && method === 'POST') return applyTasks(body);
    const list = LISTS[base ?? ''];
    if (!list) return fail(404, 'not-found', `No route ${method} ${path}`);
    const items = api.data[list.name] as Entity[];
    const input = body[list.bodyKey] as Entity | undefined;
    const at = (target: string | undefined) => items.findIndex((item) => item.id === target);
    if (method === 'GET') return ok(items);
    if (method === 'POST' && action === 'create' && input) {
      const created = { ...input, id: `new-${nextId++}`, lastUpdated: input.lastUpdated ?? 1 };
      items.push(created);
      return ok(created, 201);
    }
    if (method === 'PUT' && action === 'update' && input) {
      const index = at(id);
      if (index === -1) return fail(404, 'not-found', 'Not found');
      const stored = items[index]!;
      if ((input.lastUpdated ?? 0) < (stored.lastUpdated ?? 0)) {
        return fail(409, 'conflict', 'Conflict', stored);
      }
      const saved = { ...input, id: stored.id, lastUpdated: version(stored.lastUpdated) };
      items[index] = saved;
      return ok(saved);
    }
    if (method === 'DELETE' && action === 'delete') {
      const index = at(id);
      if (index === -1) return fail(404, 'not-found', 'Not found');
      const version = params.get('version');
      const stored = items[index]!;
      if (version !== null && (stored.lastUpdated ?? 0) > Number(version)) {
        return fail(409, 'conflict', 'Conflict', stored);
      }
      items.splice(index, 1);
      return ok({ id });
    }
    if (method === 'DELETE' && action === 'deletemulti') {
      const ids = new Set((body[`${list.bodyKey}Ids`] as string[]) ?? []);
      const removed = items.filter((item) => ids.has(item.id)).map((item) => item.id);
      api.data[list.name] = items.filter((item) => !ids.has(item.id)) as never;
      return ok({ ids: removed });
    }
    return fail(404, 'not-found', `No route ${method} ${path}`);
  }

  /** What an outside calendar's address gives now: its events, or why it cannot be read. */
  function readOutside(url: string) {
    const served = api.data.outsideCalendars[url] ?? { reason: 'http' as const, status: 404 };
    return served;
  }

  /** /calendar/subscriptions: list, add (read at once), update, remove, refresh (as the api does). */
  function answerSubscriptions(
    method: string,
    id: string | undefined,
    action: string | undefined,
    body: Record<string, unknown>,
  ): Answer {
    const list = api.data.subscriptions;
    if (method === 'GET' && !id) return ok(list);
    if (method === 'POST' && !id) {
      const url = String(body.url ?? '');
      const served = readOutside(url);
      if (!Array.isArray(served)) {
        return fail(400, 'validation-error', `url: The calendar could not be read`, served);
      }
      const color = String(body.color);
      const created: Subscription = {
        id: `sub-${nextId++}`,
        url,
        name: String(body.name),
        color,
        hidden: false,
        lastSuccessAt: Date.now(),
        lastError: null,
        events: served.map((e) => ({ ...e, color })),
      };
      api.data.subscriptions = [...list, created];
      return ok(created);
    }
    const index = list.findIndex((s) => s.id === id);
    if (index === -1) return fail(404, 'not-found', 'Subscription not found');
    const stored = list[index]!;
    let saved: Subscription | null = null;
    if (method === 'PUT') {
      const color = (body.color as string | undefined) ?? stored.color;
      saved = {
        ...stored,
        name: (body.name as string | undefined) ?? stored.name,
        color,
        hidden: (body.hidden as boolean | undefined) ?? stored.hidden,
        events: stored.events.map((e) => ({ ...e, color })),
      };
    } else if (method === 'POST' && action === 'refresh') {
      const served = readOutside(stored.url);
      saved = Array.isArray(served)
        ? {
            ...stored,
            lastSuccessAt: Date.now(),
            lastError: null,
            events: served.map((e) => ({ ...e, color: stored.color })),
          }
        : { ...stored, lastError: { code: served.reason, status: served.status, at: Date.now() } };
    } else if (method === 'DELETE') {
      api.data.subscriptions = list.filter((s) => s.id !== id);
      return ok({ id });
    }
    if (!saved) return fail(404, 'not-found', 'No such route');
    api.data.subscriptions = list.map((s) => (s.id === id ? saved : s));
    return ok(saved);
  }

  /** POST /calendar/apply: every operation or none (the api's one transaction). */
  function applyPlan(body: Record<string, unknown>): Answer {
    const before = api.data.calendar;
    api.data.calendar = [...before];
    const results: unknown[] = [];
    const operations = (body.operations ?? []) as Array<{
      type: string;
      id?: string;
      event?: Entity;
    }>;
    for (const [index, op] of operations.entries()) {
      const one: Answer =
        op.type === 'create'
          ? answer('POST', '/calendar/create', { event: op.event })
          : op.type === 'update'
            ? answer('PUT', `/calendar/update/${op.id}`, { event: op.event })
            : answer('DELETE', `/calendar/delete/${op.id}`, {});
      const envelope = one.data as {
        success: boolean;
        data?: unknown;
        error?: string;
        message?: string;
      };
      if (!envelope.success) {
        api.data.calendar = before;
        return fail(
          one.status,
          envelope.error ?? 'error-occurred',
          `operations[${index}]: ${envelope.message ?? ''}`,
          envelope.data,
        );
      }
      results.push(
        op.type === 'delete'
          ? { type: 'delete', id: op.id }
          : { type: op.type, event: envelope.data },
      );
    }
    return ok({ results });
  }

  /** POST /task/apply: every update or none (the api's one transaction). */
  function applyTasks(body: Record<string, unknown>): Answer {
    const before = api.data.tasks;
    api.data.tasks = [...before];
    const results: unknown[] = [];
    const updates = (body.updates ?? []) as Array<{ id: string; task: Entity }>;
    for (const [index, update] of updates.entries()) {
      const one = answer('PUT', `/task/update/${update.id}`, { task: update.task });
      const envelope = one.data as {
        success: boolean;
        data?: unknown;
        error?: string;
        message?: string;
      };
      if (!envelope.success) {
        api.data.tasks = before;
        return fail(
          one.status,
          envelope.error ?? 'error-occurred',
          `updates[${index}]: ${envelope.message ?? ''}`,
          envelope.data,
        );
      }
      results.push(envelope.data);
    }
    return ok({ results });
  }

  return api;
}

/** Points the sync layer at a new memory api (tests: in beforeEach, with the cache emptied). */
export function installMemoryApi(seed: Partial<MemoryData> = {}): MemoryApi {
  const api = createMemoryApi(seed);
  configureSync({
    baseUrl: 'http://memory.test',
    appSecret: 'test',
    mode: 'development',
    getToken: () => Promise.resolve('token'),
    transport: api.transport,
  });
  return api;
}
