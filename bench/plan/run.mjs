// Plan bench: times planTasks (@planner/shared/domain) on 200 tasks over 14 days with 300 events (some of
// them series) and a full profile. Target: median under 100 ms. Usage: npm run bench:plan [-- --runs 30]
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';
import { performance } from 'node:perf_hooks';
import { loadAverage, median, round } from '../lib/stats.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;
const WARMUP = 5;
const TASKS = 200;
const EVENTS = 300;
const DAYS = 14;
const TARGET_MS = 100;

// The shared package is TypeScript: tsx compiles it as it is required.
register();
const require = createRequire(import.meta.url);
const { planTasks } = require('../../shared/src/domain/index.ts');
const { makePlanInput } = require('../../shared/src/testing/planData.ts');

// A busy fortnight that still has room: 300 events of 15 min to 1 h, a few of them series.
const generated = makePlanInput(2, {
  tasks: TASKS,
  events: EVENTS,
  days: DAYS,
  seriesShare: 0.03,
  longestEventQuarters: 4,
});
const input = {
  ...generated,
  // Every routine set: sleep, both meals, commutes on weekdays.
  profile: {
    bedtime: '23:00',
    wakeUpTime: '07:00',
    lunchTime: '12:30',
    dinnerTime: '19:30',
    commuteDurationMin: 45,
    transportMode: 'public_transport',
  },
  settings: { slotMinTime: '07:00:00', slotMaxTime: '22:00:00' },
};

const times = [];
let result = null;
for (let i = 0; i < WARMUP + RUNS; i++) {
  // Fresh task objects each run: the urgency ranking's per-object cache does not help.
  const tasks = input.tasks.map((t) => ({ ...t }));
  const started = performance.now();
  result = planTasks({ ...input, tasks });
  const ms = performance.now() - started;
  if (i >= WARMUP) times.push(ms);
}

const series = input.events.filter((e) => e.recurrence !== 'none').length;
const out = {
  tasks: TASKS,
  openUnscheduled: input.tasks.filter((t) => !t.done && t.scheduledStart === undefined).length,
  events: EVENTS,
  seriesAmongEvents: series,
  days: DAYS,
  timeZone: input.timeZone,
  runs: RUNS,
  medianMs: round(median(times), 2),
  minMs: round(Math.min(...times), 2),
  maxMs: round(Math.max(...times), 2),
  placed: result.placements.length,
  unplaced: result.unplaced.length,
  summary: result.summary,
  targetMs: TARGET_MS,
  withinTarget: median(times) < TARGET_MS,
  node: process.version,
  loadAverage: loadAverage(),
};
console.log(JSON.stringify(out, null, 2));
if (!out.withinTarget) process.exitCode = 1;
