// ICS bench (docs/product.md section 10): a generated 5,000-VEVENT file (Google-like: single events in three
// zones and UTC, weekly/daily/monthly series with EXDATEs, RECURRENCE-ID overrides, every-2-weeks rules that
// must be expanded) is
//   1. parsed and mapped by @planner/shared/ics in Node (median of --runs), and written back by toIcs;
//   2. saved as ONE POST /calendar/apply of upserts into an in-process api on a fresh PGlite (first import,
//      then the same file again: updates only);
//   3. if mf-calendar/dist/ics-worker.js is built, parsed by that worker in Chromium while the page's main
//      thread is watched for long tasks (the page must stay responsive: no long task over 200 ms).
// Target: parse + save under 5 s. Prints one JSON object. Usage: node bench/ics/run.mjs [--runs 5]
/* global Worker -- inside page.evaluate */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { register as registerCjs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';
import { launchChromium, servePage } from '../lib/pageBench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const PORT = Number(process.env.BENCH_ICS_PORT ?? 3330);
const EVENTS = 5_000;
const TARGET_MS = 5_000;
const LONG_TASK_LIMIT_MS = 200;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x) => Math.round(x);

/** A 5,000-VEVENT calendar of this year and next (so nothing is skipped). */
function generate(year) {
  const zones = ['Europe/Paris', 'America/New_York', 'Asia/Tokyo'];
  const pad = (n) => String(n).padStart(2, '0');
  const stamp = (d) =>
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Planner bench//EN'];
  let n = 0;
  const day = (i) => new Date(Date.UTC(year, 0, 2 + (i % 360), 8 + (i % 10), (i % 4) * 15));
  const vevent = (props) => {
    lines.push('BEGIN:VEVENT', `UID:bench-${n}@example.com`, 'DTSTAMP:20260101T000000Z', ...props);
    lines.push(`SUMMARY:Event ${n} with a title long enough to fold past the seventy-five octets`);
    lines.push('DESCRIPTION:Line one\\nLine two\\, with a comma');
    if (n % 3 === 0) lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-PT15M', 'END:VALARM');
    lines.push('END:VEVENT');
    n++;
  };
  while (n < EVENTS) {
    const i = n;
    const start = day(i);
    const end = new Date(start.getTime() + 3_600_000);
    const zone = zones[i % 3];
    if (i % 10 === 0) {
      // A series with two EXDATEs and, every other one, a moved occurrence.
      const rule = ['FREQ=WEEKLY', 'FREQ=DAILY;COUNT=30', 'FREQ=MONTHLY'][i % 3];
      const ex1 = new Date(start.getTime() + 7 * 86_400_000);
      const ex2 = new Date(start.getTime() + 14 * 86_400_000);
      vevent([
        `DTSTART;TZID=${zone}:${stamp(start)}`,
        `DTEND;TZID=${zone}:${stamp(end)}`,
        `RRULE:${rule}`,
        `EXDATE;TZID=${zone}:${stamp(ex1)},${stamp(ex2)}`,
      ]);
      if (i % 20 === 0 && n < EVENTS) {
        const uid = `bench-${n - 1}@example.com`;
        const moved = new Date(start.getTime() + 21 * 86_400_000);
        lines.push(
          'BEGIN:VEVENT',
          `UID:${uid}`,
          'DTSTAMP:20260101T000000Z',
          `RECURRENCE-ID;TZID=${zone}:${stamp(moved)}`,
          `DTSTART;TZID=${zone}:${stamp(new Date(moved.getTime() + 3_600_000))}`,
          `DTEND;TZID=${zone}:${stamp(new Date(moved.getTime() + 7_200_000))}`,
          'SUMMARY:Moved occurrence',
          'END:VEVENT',
        );
        n++;
      }
    } else if (i % 97 === 0) {
      // Every two weeks: our kinds cannot say it, so it is expanded.
      vevent([
        `DTSTART;TZID=${zone}:${stamp(start)}`,
        `DTEND;TZID=${zone}:${stamp(end)}`,
        'RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=10',
      ]);
    } else if (i % 4 === 0) {
      vevent([`DTSTART:${stamp(start)}Z`, `DTEND:${stamp(end)}Z`]);
    } else {
      vevent([`DTSTART;TZID=${zone}:${stamp(start)}`, `DTEND;TZID=${zone}:${stamp(end)}`]);
    }
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

const now = new Date();
const text = generate(now.getFullYear());
// TypeScript sources run as the api runs them (tsx).
registerCjs();
registerEsm();
const require = createRequire(import.meta.url);
const { parseIcs, toIcs } = require('../../shared/src/ics/index.ts');
const options = { now, timeZone: 'Europe/Paris' };

// 1. Parse + map in Node.
const parseRuns = [];
let parsed = null;
for (let r = 0; r < RUNS; r++) {
  const t = performance.now();
  parsed = parseIcs(text, options);
  parseRuns.push(performance.now() - t);
}
const t1 = performance.now();
const written = toIcs(
  parsed.events.map((e, i) => ({ ...e, id: `e${i}`, lastUpdated: 1 })),
  { now },
);
const writeMs = performance.now() - t1;

// 2. Save: one apply of upserts into an in-process api on a fresh PGlite.
const { buildApp } = require('../../api/src/app.ts');
const { loadConfig } = require('../../api/src/config.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-ics-'));
const config = {
  ...loadConfig({ APP_SECRET: 'bench', FIREBASE_PROJECT_ID: 'demo-planner', LOG_LEVEL: 'silent' }),
  databaseUrl: null,
  dataDir,
  rateLimitMax: 1_000_000,
};
const app = await buildApp({ config, verifier: async () => ({ uid: 'bench' }), logger: false });
await app.ready();
const save = async () => {
  const lastUpdated = Date.now();
  const t = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/connect/calendar/apply',
    headers: {
      'app-secret': 'bench',
      authorization: 'Bearer x',
      'content-type': 'application/json',
    },
    payload: JSON.stringify({
      operations: parsed.events.map((event) => ({
        type: 'upsert',
        event: { ...event, lastUpdated },
      })),
    }),
  });
  const ms = performance.now() - t;
  if (res.statusCode !== 200)
    throw new Error(`apply answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return ms;
};
const firstSaveMs = await save();
const againSaveMs = await save();
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

// 3. The worker in Chromium, with the main thread watched.
let browserResult = null;
const workerFile = path.join(ROOT, 'mf-calendar/dist/ics-worker.js');
if (fs.existsSync(workerFile)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-ics-page-'));
  fs.copyFileSync(workerFile, path.join(dir, 'ics-worker.js'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>ics</title><p>bench</p>');
  const server = await servePage(dir, PORT);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/`);
    const runs = [];
    for (let r = 0; r < RUNS; r++) {
      runs.push(
        await page.evaluate(
          ({ text, now }) =>
            new Promise((resolve, reject) => {
              const long = [];
              const observer = new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) long.push(entry.duration);
              });
              observer.observe({ type: 'longtask', buffered: false });
              const worker = new Worker('/ics-worker.js');
              const t = performance.now();
              let records = 0;
              worker.onmessage = (event) => {
                if (event.data.type === 'progress') return;
                if (event.data.type === 'events') {
                  records += event.data.events.length;
                  return;
                }
                const ms = performance.now() - t;
                worker.terminate();
                setTimeout(() => {
                  observer.disconnect();
                  if (event.data.type !== 'done') reject(new Error(event.data.code));
                  else
                    resolve({
                      ms,
                      records,
                      longestTaskMs: long.length ? Math.max(...long) : 0,
                    });
                }, 50);
              };
              worker.postMessage({
                id: 1,
                file: new Blob([text], { type: 'text/calendar' }),
                now,
                timeZone: 'Europe/Paris',
                untitled: '(No title)',
              });
            }),
          { text, now: now.getTime() },
        ),
      );
    }
    browserResult = {
      workerParseMs: round(median(runs.map((r) => r.ms))),
      workerParseMaxMs: round(Math.max(...runs.map((r) => r.ms))),
      mainThreadLongestTaskMs: round(Math.max(...runs.map((r) => r.longestTaskMs))),
      longTaskLimitMs: LONG_TASK_LIMIT_MS,
    };
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const parseMs = median(parseRuns);
const result = {
  bench: 'ics',
  file: { vevents: EVENTS, bytes: Buffer.byteLength(text), records: parsed.events.length },
  counts: parsed.counts,
  runs: RUNS,
  node: {
    parseMs: round(parseMs),
    parseMaxMs: round(Math.max(...parseRuns)),
    writeMs: round(writeMs),
    writtenBytes: Buffer.byteLength(written),
  },
  save: { firstImportMs: round(firstSaveMs), reimportMs: round(againSaveMs) },
  browser: browserResult ?? 'skipped: build mf-calendar first (node scripts/build.mjs)',
  parsePlusSaveMs: round(parseMs + firstSaveMs),
  targetMs: TARGET_MS,
  withinTarget:
    parseMs + firstSaveMs < TARGET_MS &&
    (!browserResult || browserResult.mainThreadLongestTaskMs <= LONG_TASK_LIMIT_MS),
  machine: { cpus: os.cpus().length, loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100) },
};
console.log(JSON.stringify(result, null, 2));
