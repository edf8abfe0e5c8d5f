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
  // Before any of the page's HTML or script: the browser commits the navigation and creates the page's
  // script contexts. Every page has it (the reference page too); the page's own HTML parsing inside it
  // keeps its own kind (CreateParserPostCommit above).
  ['DocumentLoader::CommitNavigation', 'Navigation commit and script context (the browser’s)'],
  ['LocalWindowProxy::Initialize', 'Navigation commit and script context (the browser’s)'],
  // A font's first use (each family, weight and size): on Linux a synchronous call to the browser
  // process, inside layout (category "fonts").
  ['FontCache::GetFontPlatformData', 'Font lookups'],
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

/** The trace's own cost: starting the sampling profiler stops the thread (up to 0.5 s), not counted. */
const OVERHEAD = 'CpuProfiler::StartProfiling';

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
 * @param {{origin: string, resolve?: (frame: object) => {name: string, group: string} | null}} options
 *   the page's origin (to find its main thread); `resolve` names a sampled frame by its source
 *   (sourceMaps.mjs) when the builds have maps
 * @returns {{busy: number, byKind: [string, number][], byScript: [string, number][],
 *   longTasks: {at: number, duration: number, mostly: string}[]}} times in ms from navigation
 */
export function analyseTrace(trace, { origin, resolve = () => null }) {
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
  /** Per top-level task, the profiler's start inside it (subtracted from its duration). */
  const overhead = new Map();
  for (const node of nodes) {
    if (node.event.name === OVERHEAD) {
      overhead.set(node.top, (overhead.get(node.top) ?? 0) + node.event.dur);
      busy -= node.event.dur;
      // Its children (a GC it forced) are part of it: none of it is counted below.
      node.skip = true;
    }
    if (node.parent?.skip) node.skip = true;
    if (node.skip) continue;
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
  const byFunction = sampledFunctions(events, thread, t0, resolve);
  const duration = (n) => (n.event.dur - (overhead.get(n.event) ?? 0)) / 1000;
  const longTasks = nodes
    .filter((n) => !n.parent && TOP_LEVEL.has(n.event.name) && duration(n) > LONG_TASK_MS)
    .map((n) => {
      const [label, time] = sorted(perTask.get(n.event) ?? new Map())[0] ?? ['?', 0];
      return {
        at: (n.event.ts - t0) / 1000,
        duration: duration(n),
        mostly: `${label} (${Math.round(time)} ms)`,
      };
    });
  return {
    busy: busy / 1000,
    byKind: sorted(byKind).filter(([, t]) => t >= 0.5),
    byScript: sorted(byScript),
    byFunction,
    longTasks,
  };
}

/**
 * The sampling profiler's view (category disabled-by-default-v8.cpu_profiler), when the trace has it:
 * self time per function (name, script and position, so a minified function can be found in its file; or
 * its source, through `resolve`), for each script the time of samples whose stack passes through it
 * (inclusive), and with `resolve`, self and inclusive time per package or source folder. Empty without it.
 * @returns {{self: [string, number][], inclusiveByScript: [string, number][],
 *   selfByGroup: [string, number][], inclusiveByGroup: [string, number][]}}
 */
function sampledFunctions(events, thread, t0, resolve) {
  const profiles = events.filter(
    (e) => e.name === 'Profile' && e.pid === thread.pid && (e.tid === thread.tid || !e.tid),
  );
  const self = new Map();
  const inclusive = new Map();
  const selfByGroup = new Map();
  const inclusiveByGroup = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  /** A frame's name and group, resolved once per profile node. */
  const named = new Map();
  const nameOf = (node) => {
    if (named.has(node)) return named.get(node);
    const frame = node.callFrame ?? {};
    const resolved = resolve(frame);
    const result = resolved ?? {
      name: `${frame.functionName || '(anonymous)'} ${frame.url ? `${shortUrl(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`,
      // A frame without a script is the browser's own function called from script (appendChild,
      // fetch, an IndexedDB call) or the garbage collector.
      group: frame.url ? shortUrl(frame.url) : `(browser) ${frame.functionName || '(anonymous)'}`,
    };
    named.set(node, result);
    return result;
  };
  for (const profile of profiles) {
    const chunks = events.filter(
      (e) => e.name === 'ProfileChunk' && e.pid === thread.pid && e.id === profile.id,
    );
    const nodes = new Map();
    let time = profile.args?.data?.startTime ?? 0;
    for (const chunk of chunks) {
      const cpu = chunk.args?.data?.cpuProfile ?? {};
      for (const node of cpu.nodes ?? []) nodes.set(node.id, node);
      const samples = cpu.samples ?? [];
      const deltas = chunk.args?.data?.timeDeltas ?? [];
      for (let i = 0; i < samples.length; i++) {
        time += deltas[i] ?? 0;
        const next = deltas[i + 1] ?? 0;
        if (time < t0 || next <= 0) continue;
        const node = nodes.get(samples[i]);
        if (!node) continue;
        const frame = node.callFrame ?? {};
        if (!frame.url && /^\((idle|program|root)\)$/.test(frame.functionName)) continue;
        const ms = next / 1000;
        const top = nameOf(node);
        add(self, top.name, ms);
        add(selfByGroup, top.group, ms);
        const seenScripts = new Set();
        const seenGroups = new Set();
        for (let n = node; n; n = nodes.get(n.parent)) {
          const url = n.callFrame?.url ? shortUrl(n.callFrame.url) : null;
          if (url && !seenScripts.has(url)) {
            seenScripts.add(url);
            add(inclusive, url, ms);
          }
          if (!n.callFrame?.url && n !== node) continue;
          const { group } = nameOf(n);
          if (!seenGroups.has(group)) {
            seenGroups.add(group);
            add(inclusiveByGroup, group, ms);
          }
        }
      }
    }
  }
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  return {
    self: sorted(self),
    inclusiveByScript: sorted(inclusive),
    selfByGroup: sorted(selfByGroup),
    inclusiveByGroup: sorted(inclusiveByGroup),
  };
}
