// The bench's markdown table: each target with its measured value (and the previous run's, when given).
import { median } from './stats.mjs';
const LH_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * The absolute Lighthouse targets of /dashboard (mobile): each category's score, and TBT. The reference
 * page is held to them too (referenceMisses).
 */
const DASHBOARD_ABSOLUTES = { score: 90, tbtMs: 300 };

/** [label, read the value, goal as written, met?] for each target of the suite (docs/ and the issues say why). */
const TARGETS = [
  ['JS transferred, / (gzip KB)', (r) => r.pages?.js.landing.totalKB, '< 130', (v) => v < 130],
  [
    'JS transferred, /dashboard (gzip KB)',
    (r) => r.pages?.js.dashboard.totalKB,
    '< 450',
    (v) => v < 450,
  ],
  [
    'Navigation to calendar + tasks rendered, warm (ms)',
    (r) => r.pages?.dashboardRenderedMs.median,
    '< 500',
    (v) => v < 500,
  ],
  [
    'Warm reload with the service worker / without (ratio, same run)',
    (r) => r.pages?.dashboardRenderedWithWorkerMs?.ratioToWithout,
    '<= 1.0',
    (v) => v <= 1.0,
  ],
  [
    'Warm reload offline (no network) to calendar + tasks rendered (ms)',
    (r) => r.pages?.dashboardRenderedOfflineMs?.median,
    '< 1000',
    (v) => v < 1000,
  ],
  [
    'JS heap after the dashboard settles (MB)',
    (r) => r.pages?.heapMB.median,
    '< 40',
    (v) => v < 40,
  ],
  ...LH_CATEGORIES.map((cat) => [
    `Lighthouse (mobile) / ${cat}`,
    (r) => r.lighthouse?.landing[cat],
    cat === 'performance' ? '>= 98' : '>= 95',
    (v) => v >= (cat === 'performance' ? 98 : 95),
  ]),
  ...LH_CATEGORIES.map((cat) => [
    `Lighthouse (mobile) /dashboard ${cat}`,
    (r) => r.lighthouse?.dashboard[cat],
    `>= ${DASHBOARD_ABSOLUTES.score}`,
    (v) => v >= DASHBOARD_ABSOLUTES.score,
  ]),
  [
    'Lighthouse (mobile) /dashboard performance, worst run',
    (r) => r.lighthouse?.dashboard.performanceMin,
    '>= 85',
    (v) => v >= 85,
  ],
  [
    'Lighthouse (mobile) /dashboard TBT (ms)',
    (r) => r.lighthouse?.dashboard.metrics.tbtMs,
    `<= ${DASHBOARD_ABSOLUTES.tbtMs}`,
    (v) => v <= DASHBOARD_ABSOLUTES.tbtMs,
  ],
  [
    'Dashboard / reference page: main-thread script time (mobile)',
    (r) => r.lighthouse?.ratios?.scriptMs,
    '<= 1.5',
    (v) => v <= 1.5,
  ],
  ...['landing', 'dashboard'].flatMap((page) =>
    LH_CATEGORIES.map((cat) => [
      `Lighthouse desktop preset ${page === 'landing' ? '/' : '/dashboard'} ${cat}`,
      (r) => r.lighthouseDesktop?.[page][cat],
      page === 'landing' ? '>= 95' : '>= 90',
      (v) => v >= (page === 'landing' ? 95 : 90),
    ]),
  ),
];

/**
 * How steady the host's speed was through one Lighthouse series, from each run's benchmarkIndex. Each
 * ratio pairs a reference run with the dashboard run after it: on a shared machine whose speed moved from
 * 1,096 to 2,687 within ten minutes (29 Nov 2026), pairs measured at different speeds gave a script-time
 * ratio of 4.88 in one series of 3 and 6.05 in the next. A pair is uneven when its two indexes are more
 * than UNEVEN_PAIR apart; a series with more uneven pairs than even ones is not comparable with another.
 */
export const UNEVEN_PAIR = 0.2;

export function hostSpeed(series) {
  const index = (s) => s?.metrics.benchmarkIndex ?? 0;
  const all = ['landing', 'dashboard', 'reference']
    .flatMap((page) => series[page]?.samples ?? [])
    .map(index)
    .filter((b) => b > 0);
  if (!all.length) return null;
  const pairs = (series.dashboard?.samples ?? [])
    .map((d, i) => [index(d), index(series.reference?.samples[i])])
    .filter(([d, r]) => d > 0 && r > 0);
  const uneven = pairs.filter(([d, r]) => Math.abs(d - r) / Math.min(d, r) > UNEVEN_PAIR).length;
  return {
    median: median(all),
    min: Math.min(...all),
    max: Math.max(...all),
    pairs: pairs.length,
    uneven,
    steady: uneven * 2 <= pairs.length,
  };
}

/**
 * Which absolute targets of /dashboard the reference page (React + FullCalendar + a list, one bundle, no
 * app) misses itself in this series: on a host where it does, no page doing more than it can meet them,
 * and only the ratios say something about the dashboard's code (3 Dec 2026: reference 87 and TBT 477 ms).
 */
export function referenceMisses(series) {
  const reference = series?.reference;
  if (!reference) return [];
  const misses = [];
  if (reference.performance < DASHBOARD_ABSOLUTES.score)
    misses.push(`performance ${reference.performance} (< ${DASHBOARD_ABSOLUTES.score})`);
  if (reference.metrics.tbtMs > DASHBOARD_ABSOLUTES.tbtMs)
    misses.push(`TBT ${reference.metrics.tbtMs} ms (> ${DASHBOARD_ABSOLUTES.tbtMs})`);
  return misses;
}

const cell = (v) => (v === undefined || v === null || Number.isNaN(v) ? 'n/a' : String(v));

export function markdown(result, before) {
  const lines = [];
  lines.push(`# Performance bench (${result.date})`);
  lines.push('');
  lines.push(
    `Production builds served locally (JS sizes: gzip; Lighthouse downloads brotli, as browsers do), Debian Chromium ${result.chromium}, median of ${result.runs} runs, ` +
      `${result.cpus} CPUs, load average at start ${result.loadAverageStart.join(' / ')}, at end ${result.loadAverageEnd.join(' / ')}. ` +
      `Lighthouse ${result.lighthouseVersion}.`,
  );
  lines.push('');
  const head = before ? '| Target | Goal | Before | Now | Met |' : '| Target | Goal | Now | Met |';
  lines.push(head, head.replace(/[^|]+/g, '---'));
  for (const [label, get, goal, ok] of TARGETS) {
    const now = get(result);
    const met = now === undefined || now === null ? 'n/a' : ok(now) ? 'yes' : '**no**';
    lines.push(
      before
        ? `| ${label} | ${goal} | ${cell(get(before))} | ${cell(now)} | ${met} |`
        : `| ${label} | ${goal} | ${cell(now)} | ${met} |`,
    );
  }
  if (result.pages) {
    for (const [page, label] of [
      ['landing', '/'],
      ['dashboard', '/dashboard (guest, cold HTTP cache, everything mounted)'],
    ]) {
      lines.push('', `## JavaScript of ${label}: ${result.pages.js[page].totalKB} KB gzip`, '');
      lines.push('| File | KB (transferred) | Encoding |', '|---|---|---|');
      for (const f of result.pages.js[page].files)
        lines.push(`| ${f.url.replace(/^http:\/\/localhost/, '')} | ${f.kb} | ${f.encoding} |`);
    }
    lines.push(
      '',
      `Dashboard rendered (ms, warm): ${result.pages.dashboardRenderedMs.samples.join(', ')}; ` +
        (result.pages.dashboardFirstReloadMs
          ? `the first reload of each profile, while V8 writes its code cache: ${result.pages.dashboardFirstReloadMs.samples.join(', ')}; `
          : '') +
        `with the service worker: ${result.pages.dashboardRenderedWithWorkerMs?.samples.join(', ') ?? 'n/a'}; ` +
        `offline: ${result.pages.dashboardRenderedOfflineMs?.samples.join(', ') ?? 'n/a'}. ` +
        `Heap (MB): ${result.pages.heapMB.samples.join(', ')}. Load average (1 min) per run: ${result.pages.loadAverage1m.join(', ')}.`,
    );
  }
  for (const [key, title] of [
    ['lighthouse', 'Lighthouse (default config: mobile, simulated slow 4G, 4x CPU)'],
    ['lighthouseDesktop', 'Lighthouse (desktop preset)'],
  ]) {
    if (!result[key]) continue;
    lines.push('', `## ${title}`, '');
    lines.push(
      '| Page | Perf (worst) | A11y | Best pr. | FCP ms | LCP ms | TBT ms | CLS | SI ms | Script ms | Benchmark index |',
    );
    lines.push('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const [page, label] of [
      ['landing', '/'],
      ['dashboard', '/dashboard'],
      ['reference', 'reference page (bench/reference)'],
      ['floor', 'floor page (bench/floor)'],
    ]) {
      const l = result[key][page];
      if (!l) continue;
      const m = l.metrics;
      lines.push(
        `| ${label} | ${l.performance} (${l.performanceMin ?? 'n/a'}) | ${l.accessibility} | ${l['best-practices']} | ${m.fcpMs} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.siMs} | ${m.scriptMs ?? 'n/a'} | ${m.benchmarkIndex ?? 'n/a'} |`,
      );
      if (l.failed.length)
        lines.push(`| ${label}: audits below 1 | ${l.failed.join(', ')} |||||||||`);
    }
    const speed = hostSpeed(result[key]);
    if (speed)
      lines.push(
        '',
        `Host speed: benchmarkIndex median ${speed.median} (${speed.min}-${speed.max}); reference and ` +
          `dashboard runs at speeds more than ${UNEVEN_PAIR * 100}% apart: ${speed.uneven} of ${speed.pairs} pairs` +
          (speed.steady
            ? '.'
            : ': **unsteady host**, these ratios are not comparable with another series.'),
      );
    const misses = key === 'lighthouse' ? referenceMisses(result[key]) : [];
    if (misses.length)
      lines.push(
        '',
        `The reference page alone misses the dashboard's absolute targets on this host: ${misses.join(', ')}. ` +
          'No page doing more than it can meet them here; the ratios below are what says something about the code.',
      );
    const ratios = result[key].ratios;
    if (ratios)
      lines.push(
        '',
        `/dashboard over the reference page, median of the run-by-run ratios: script time ${cell(ratios.scriptMs)}, TBT ${cell(ratios.tbtMs)}, LCP ${cell(ratios.lcpMs)}.`,
      );
    const floorRatios = result[key].floorRatios;
    if (floorRatios)
      lines.push(
        '',
        `The floor page over the reference page (the same page on the stack DESIGN.md names: Firebase's ` +
          `start, i18next, the local copy in localforage, zod, TanStack Query, axios; one bundle, no ` +
          `federation, no frame): script time ${cell(floorRatios.scriptMs)}, TBT ${cell(floorRatios.tbtMs)}, LCP ${cell(floorRatios.lcpMs)}.`,
      );
  }
  if (result.benches) {
    lines.push('', '## Api, tasks and calendar benches', '');
    const api = result.benches.api;
    if (api?.results) {
      lines.push('| Api route | req/s | p50 ms | p99 ms |', '|---|---|---|---|');
      for (const r of api.results)
        lines.push(`| ${r.name} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} |`);
    } else lines.push(`api bench failed: ${api?.error ?? 'not run'}`);
    for (const name of ['tasks', 'calendar']) {
      const b = result.benches[name];
      const entries = Object.entries(b ?? {}).flatMap(([k, v]) =>
        v && typeof v === 'object'
          ? Object.entries(v).map(([k2, v2]) => [`${k}.${k2}`, v2])
          : [[k, v]],
      );
      lines.push(
        '',
        `**${name}** (exit ${b?.exitCode}): ${entries.map(([k, v]) => `${k} ${v}`).join(', ')}`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}
