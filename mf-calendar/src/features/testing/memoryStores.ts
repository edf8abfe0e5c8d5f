// The calendar and presets of a component test (and the bench): the real data layer (cache, local copy,
// outcomes, one request per plan) over a memory api, with the page's cache filled as a finished read leaves it.
import {
  eventSchema,
  presetSchema,
  type CalendarEvent,
  type EventInput,
  type Preset,
} from '@planner/shared/model';
import {
  calendar,
  clearOutbox,
  configureSync,
  eventPresets,
  getSyncConfig,
  queryClient,
  type ListEntity,
} from '@planner/shared/sync';
import { installMemoryApi, type MemoryApi } from '@planner/shared/testing';

export type Call = { type: 'create' | 'update' | 'remove'; id?: string; body?: unknown };

type Failing = null | 'all' | 'no-id';

/**
 * One memory api for the page (events and presets), and the calls each entity received: a plan sent to
 * POST /calendar/apply counts each of its operations (and `requests` shows the one request).
 */
let shared: {
  api: MemoryApi;
  events: Call[];
  presets: Call[];
  failing: Record<'events' | 'presets', Failing>;
} | null = null;

function memoryPage() {
  if (shared && getSyncConfig()?.transport === transport) return shared;
  queryClient.clear();
  void clearOutbox();
  shared = {
    api: installMemoryApi(),
    events: [],
    presets: [],
    failing: { events: null, presets: null },
  };
  configureSync({ ...getSyncConfig()!, transport });
  return shared;
}

const transport: NonNullable<ReturnType<typeof getSyncConfig>>['transport'] = async (call) => {
  const page = shared!;
  const [, base, action, rawId] = call.path.split('/');
  const kind = base === 'preset' ? 'presets' : 'events';
  const calls = page[kind];
  const failing = page.failing[kind];
  const body = (call.body ?? {}) as Record<string, unknown>;
  const record = (type: Call['type'], id: string | undefined, sent: unknown) =>
    calls.push({
      type,
      ...(id === undefined ? {} : { id }),
      ...(sent === undefined ? {} : { body: sent }),
    });
  if (action === 'apply') {
    for (const op of body.operations as Array<{ type: string; id?: string; event?: unknown }>) {
      record(op.type === 'delete' ? 'remove' : (op.type as Call['type']), op.id, op.event);
    }
  } else if (call.method === 'POST') record('create', undefined, body.event ?? body.preset);
  else if (call.method === 'PUT')
    record('update', decodeURIComponent(rawId ?? ''), body.event ?? body.preset);
  else if (call.method === 'DELETE') record('remove', decodeURIComponent(rawId ?? ''), undefined);
  if (failing === 'all' && call.method !== 'GET') {
    page.api.calls.push(`${call.method} ${call.path}`);
    return { status: 500, data: { success: false, error: 'error-occurred', message: 'down' } };
  }
  if (failing === 'no-id' && call.method === 'POST' && action === 'create') {
    // A server answering without an id: the caller must count it as failed; nothing is stored.
    return { status: 201, data: { success: true, data: { ...(body.event as object), id: '' } } };
  }
  return page.api.transport(call);
};

class MemoryStore<T extends { id: string; lastUpdated: number }> {
  constructor(
    private readonly entity: ListEntity<T, never>,
    private readonly kind: 'events' | 'presets',
    initial: readonly T[],
  ) {
    const page = memoryPage();
    page[kind].length = 0;
    page.failing[kind] = null;
    const list = initial.map((item) => this.parse(item));
    if (kind === 'events') page.api.data.calendar = [...(list as never[])];
    else page.api.data.eventPresets = [...(list as never[])];
    queryClient.setQueryData(entity.key, {
      value: list,
      settled: true,
      fromCache: false,
      error: null,
    });
  }

  protected parse(item: T): T {
    return item;
  }

  /** What the page shows now. */
  get items(): readonly T[] {
    return this.entity.items();
  }

  /** Every write this entity received, in order. */
  get calls(): Call[] {
    return memoryPage()[this.kind];
  }

  /** The memory api itself (its data, and `failing` for every route). */
  get api(): MemoryApi {
    return memoryPage().api;
  }

  /** The api's requests, e.g. "POST /calendar/apply". */
  get requests(): string[] {
    return memoryPage().api.calls;
  }

  /** 'all': every write fails (and changes nothing); 'no-id': a create is answered without an id. */
  set failing(failing: Failing) {
    memoryPage().failing[this.kind] = failing;
  }
}

export class MemoryEventStore extends MemoryStore<CalendarEvent> {
  constructor(initial: readonly CalendarEvent[] = []) {
    super(
      calendar as ListEntity<CalendarEvent, never>,
      'events',
      initial.map((e) => eventSchema.parse(e)),
    );
  }
}

export class MemoryPresetStore extends MemoryStore<Preset> {
  constructor(initial: readonly Preset[] = []) {
    super(
      eventPresets as ListEntity<Preset, never>,
      'presets',
      initial.map((p) => presetSchema.parse(p)),
    );
  }
}

export function makeEvent(fields: Partial<EventInput> & { id: string }): CalendarEvent {
  return eventSchema.parse({
    title: `Event ${fields.id}`,
    timeZone: 'Europe/Paris',
    startDate: '2026-03-16T09:00:00+01:00',
    endDate: '2026-03-16T10:00:00+01:00',
    lastUpdated: 1,
    ...fields,
  });
}
