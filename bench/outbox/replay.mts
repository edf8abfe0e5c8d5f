// The client half of bench/outbox (run by run.mjs): queue the writes with the api out of reach, then time
// the replay against the real api and count its requests.
import 'fake-indexeddb/auto';
// One entry (the package's index): its modules load once, as the app loads them.
import sync from '../../shared/src/sync/index';
import type { Transport } from '../../shared/src/sync/config';

const { configureSync, loadOutbox, outboxState, replayOutbox, tasks } = sync;

const url = process.env.BENCH_API_URL ?? '';
const writes = Number(process.env.BENCH_WRITES ?? 500);
const base = {
  appSecret: process.env.BENCH_SECRET ?? '',
  mode: 'production' as const,
  getToken: async () => process.env.BENCH_TOKEN ?? null,
};

// Out of reach: every call fails without an answer.
const offline: Transport = async () => {
  throw Object.assign(new Error('offline'), { isAxiosError: true });
};
configureSync({ ...base, baseUrl: url, transport: offline });
await loadOutbox();
const queuedAt = performance.now();
const created = [];
for (let i = 0; i < writes / 2; i++) {
  const now = Date.now();
  const outcome = await tasks.create({
    title: `Offline task ${i}`,
    description: '',
    priority: 'medium',
    deadline: null,
    deadlineRange: 'moreThan5Days',
    estimatedTimeRange: '15to2Hour',
    done: false,
    doneAt: null,
    createdAt: new Date(now).toISOString(),
    lastUpdated: now,
  });
  if (!outcome.ok) throw new Error('a queued create failed');
  created.push(outcome.data);
}
for (const task of created) {
  const outcome = await tasks.update(task.id, { ...task, title: `${task.title} (edited)` });
  if (!outcome.ok) throw new Error('a queued edit failed');
}
const queueMs = performance.now() - queuedAt;
const waiting = outboxState().waiting;

// Reachable again: every call goes over HTTP to the api (fetch, counted), with the app's headers.
let requests = 0;
const online: Transport = async ({ method, path, body, headers }) => {
  requests += 1;
  const response = await fetch(`${url}/connect${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'app-secret': base.appSecret,
      authorization: `Bearer ${await base.getToken()}`,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: await response.json() };
};
configureSync({ ...base, baseUrl: url, transport: online });
const replayStarted = performance.now();
await replayOutbox();
const replayMs = performance.now() - replayStarted;
const replayRequests = requests;
const left = outboxState();
requests = 0;
const stored = await tasks.load();
const edited = stored.ok ? stored.data.filter((t) => t.title.endsWith('(edited)')).length : -1;

const result = {
  writes: waiting,
  queueMs: Math.round(queueMs),
  replayMs: Math.round(replayMs),
  replayRequests,
  msPerWrite: Number((replayMs / waiting).toFixed(1)),
  leftWaiting: left.waiting,
  leftFailed: left.failed.length,
  storedEdited: edited,
  targets: { replayMs: 15_000, maxRequests: waiting },
};
console.log(JSON.stringify(result, null, 2));
if (edited !== writes / 2 || left.waiting || left.failed.length || replayRequests > waiting)
  process.exitCode = 1;
// The outbox keeps a BroadcastChannel open to other tabs (as a page does); in Node it would keep this process alive.
process.exit();
