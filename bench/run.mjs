// `npm run bench`: the performance bench of the composed suite on its production builds (npm run build first).
// Usage: npm run bench [-- --runs 5] [--skip lighthouse,pages,benches] [--form-factor mobile|desktop|both]
//        [--label NAME] (writes bench/results/NAME.json; the markdown compares with --before NAME)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { startSuite, SHELL_URL } from './lib/suite.mjs';
import { chromiumVersion } from '../scripts/lib/chromium.mjs';
import { measurePages } from './lib/pages.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { runSubBenches } from './lib/subBenches.mjs';
import { markdown } from './lib/report.mjs';
import { loadAverage } from './lib/stats.mjs';
import { seedReferenceData, startFloor, startReference } from './lib/reference.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/results');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const runs = Math.max(5, Number(arg('runs', 5)));
const skip = new Set(arg('skip', '').split(',').filter(Boolean));
const label = arg('label', 'bench');
const beforeLabel = arg('before', null);
const formFactor = arg('form-factor', 'both');

const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  chromium: chromiumVersion(),
  lighthouseVersion: require('lighthouse/package.json').version,
  runs,
  loadAverageStart: loadAverage(),
};

const suite = await startSuite();
try {
  if (!skip.has('pages')) {
    console.log('pages: JS transferred, dashboard rendered, heap');
    result.pages = await measurePages({ shellUrl: SHELL_URL, runs });
  }
  if (!skip.has('lighthouse')) {
    // The reference page (bench/reference) and the floor page (bench/floor) are measured beside
    // /dashboard in the same runs.
    const reference = await startReference();
    const floor = await startFloor();
    const common = {
      shellUrl: SHELL_URL,
      runs,
      referenceUrl: reference.url,
      floorUrl: floor.url,
      prepareDashboard: seedReferenceData,
    };
    try {
      // 'both': Lighthouse's default (mobile: simulated slow 4G, 4x CPU) then its desktop preset.
      const primary = formFactor === 'both' ? 'mobile' : formFactor;
      console.log(`lighthouse (${primary})`);
      result.lighthouse = await measureLighthouse({ ...common, formFactor: primary });
      if (formFactor === 'both') {
        console.log('lighthouse (desktop)');
        result.lighthouseDesktop = await measureLighthouse({ ...common, formFactor: 'desktop' });
      }
    } finally {
      await reference.close();
      await floor.close();
    }
  }
} finally {
  await suite.stop();
}
if (!skip.has('benches')) {
  console.log('api, tasks, calendar, outbox and ics benches');
  result.benches = await runSubBenches({ root: ROOT, runs });
}
result.loadAverageEnd = loadAverage();

fs.mkdirSync(RESULTS, { recursive: true });
fs.writeFileSync(path.join(RESULTS, `${label}.json`), `${JSON.stringify(result, null, 2)}\n`);
const beforeFile = beforeLabel && path.join(RESULTS, `${beforeLabel}.json`);
const before =
  beforeFile && fs.existsSync(beforeFile) ? JSON.parse(fs.readFileSync(beforeFile, 'utf8')) : null;
const md = markdown(result, before);
fs.writeFileSync(path.join(RESULTS, `${label}.md`), md);
console.log(`\n${md}`);
console.log(`written: bench/results/${label}.json, bench/results/${label}.md`);
