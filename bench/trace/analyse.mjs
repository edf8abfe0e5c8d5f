// The analysis of a Chromium trace for bench/trace/run.mjs: the page's main thread from its navigation
// on, each event's self time (its duration less its children's) put under a kind of work and, for
// JavaScript, under the script it ran in; and every top-level task over 50 ms with what filled it most.

const LONG_TASK_MS = 50;

/** Trace event name -> kind of work (an event not listed takes its parent's kind). */
const KINDS = new Map([
  ['EvaluateScript', 'Script evaluation'],
  ['v8.evaluateModule', 'Script evaluation'],
  ['v8.run', 'Script evaluation'],
  ['v8.compile', 'Script parse and compile'],
  ['v8.compileModule', 'Script parse and compile'],
  ['V8.CompileCode', 'Script parse and compile'],
  ['v8.produceCache', 'Script parse and compile'],
  ['v8.produceModuleCache', 'Script parse and compile'],
  ['CacheScript', 'Script parse and compile'],
  ['FunctionCall', 'Script calls (timers, events, React, microtasks)'],
  ['TimerFire', 'Script calls (timers, events, React, microtasks)'],
  ['FireAnimationFrame', 'Script calls (timers, events, React, microtasks)'],
  ['EventDispatch', 'Script calls (timers, events, React, microtasks)'],
  ['RunMicrotasks', 'Script calls (timers, events, React, microtasks)'],
  ['v8.callFunction', 'Script calls (timers, events, React, microtasks)'],
  ['MajorGC', 'Garbage collection'],
  ['MinorGC', 'Garbage collection'],
  ['V8.GC_SCAVENGER', 'Garbage collection'],
  ['V8.GC_MARK_COMPACTOR', 'Garbage collection'],
  ['BlinkGC.AtomicPhase', 'Garbage collection'],
  ['CppGC.AtomicMark', 'Garbage collection'],
  ['UpdateLayoutTree', 'Style'],
  ['ParseAuthorStyleSheet', 'Style'],
  ['Layout', 'Layout'],
  ['UpdateLayerTree', 'Layout'],
  ['PrePaint', 'Paint and composite'],
  ['Paint', 'Paint and composite'],
  ['Layerize', 'Paint and composite'],
  ['Commit', 'Paint and composite'],
  ['Decode Image', 'Paint and composite'],
  ['ParseHTML', 'HTML parsing'],
  ['DocumentLoader::CreateParserPostCommit', 'HTML parsing'],
  // Messages from the browser process: network responses, IndexedDB answers, navigation steps.
  ['Receive mojo message', 'Messages from the browser (network, IndexedDB)'],
  ['Receive mojo reply', 'Messages from the browser (network, IndexedDB)'],
  ['SimpleWatcher::OnHandleReady', 'Messages from the browser (network, IndexedDB)'],
]);

const SCRIPT_KINDS = new Set([
  'Script evaluation',
  'Script parse and compile',
  'Script calls (timers, events, React, microtasks)',
]);

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** ':3001/preload-fullcalendar.43b26e54.js' rather than the whole address. */
function shortUrl(url) {
  return url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '').split('?')[0];
}

function urlOf(event) {
  const data = event.args?.data;
  return data?.url || data?.scriptName || event.args?.fileName || null;
}

/** The renderer main thread that ran the page: the one whose scripts came from `origin`'s host. */
function pageThread(events, origin) {
  const host = new URL(origin).hostname;
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  let best = null;
  for (const main of mains) {
    const count = events.filter(
      (e) => e.pid === main.pid && e.tid === main.tid && (urlOf(e) ?? '').includes(host),
    ).length;
    if (!best || count > best.count) best = { pid: main.pid, tid: main.tid, count };
  }
  return best;
}

/**
 * @param {object | object[]} trace the JSON of a Chromium trace
 * @param {{origin: string}} options the page's origin (to find its main thread)
 * @returns {{busy: number, byKind: [string, number][], byScript: [string, number][],
 *   longTasks: {at: number, duration: number, mostly: string}[]}} times in ms from navigation
 */
export function analyseTrace(trace, { origin }) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const thread = pageThread(events, origin);
  if (!thread) throw new Error('analyseTrace: no renderer main thread in the trace');
  const mine = events.filter(
    (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined,
  );
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.pid === thread.pid && e.tid === thread.tid,
  );
  const t0 = navigation?.ts ?? Math.min(...mine.map((e) => e.ts));
  const complete = mine.filter((e) => e.ts >= t0).sort((a, b) => a.ts - b.ts || b.dur - a.dur);

  // Nesting: each event's parent is the innermost open event that contains it.
  const stack = [];
  const nodes = complete.map((event) => {
    while (stack.length && stack.at(-1).event.ts + stack.at(-1).event.dur <= event.ts) stack.pop();
    const parent = stack.at(-1) ?? null;
    const node = {
      event,
      parent,
      self: event.dur,
      kind: KINDS.get(event.name) ?? parent?.kind ?? null,
      url: urlOf(event) ?? parent?.url ?? null,
      top: parent ? parent.top : event,
    };
    if (parent) parent.self -= event.dur;
    stack.push(node);
    return node;
  });

  const byKind = new Map();
  const byScript = new Map();
  const perTask = new Map();
  let busy = 0;
  for (const node of nodes) {
    if (!node.parent && TOP_LEVEL.has(node.event.name)) busy += node.event.dur;
    const self = Math.max(0, node.self) / 1000;
    const kind = node.kind ?? 'Other (the browser’s own work in tasks)';
    byKind.set(kind, (byKind.get(kind) ?? 0) + self);
    if (SCRIPT_KINDS.has(kind)) {
      const url = node.url ? shortUrl(node.url) : '(no script named)';
      byScript.set(url, (byScript.get(url) ?? 0) + self);
    }
    const label = SCRIPT_KINDS.has(kind) && node.url ? `${kind}: ${shortUrl(node.url)}` : kind;
    const task = perTask.get(node.top) ?? new Map();
    task.set(label, (task.get(label) ?? 0) + self);
    perTask.set(node.top, task);
  }
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  const longTasks = nodes
    .filter((n) => !n.parent && TOP_LEVEL.has(n.event.name) && n.event.dur / 1000 > LONG_TASK_MS)
    .map((n) => {
      const [label, time] = sorted(perTask.get(n.event) ?? new Map())[0] ?? ['?', 0];
      return {
        at: (n.event.ts - t0) / 1000,
        duration: n.event.dur / 1000,
        mostly: `${label} (${Math.round(time)} ms)`,
      };
    });
  return {
    busy: busy / 1000,
    byKind: sorted(byKind).filter(([, t]) => t >= 0.5),
    byScript: sorted(byScript),
    longTasks,
  };
}
