// Runs the api, tasks, calendar, outbox and ics benches (their own scripts, one at a time) and returns their JSON.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function runScript(root, script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The first top-level JSON object printed on stdout (the tasks and calendar benches print one). */
export function firstJsonObject(text) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l === '{');
  if (start < 0) return null;
  const end = lines.findIndex((l, i) => i > start && l === '}');
  if (end < 0) return null;
  return JSON.parse(lines.slice(start, end + 1).join('\n'));
}

export async function runSubBenches({ root, runs, log = console.log }) {
  const out = {};
  const api = await runScript(root, 'bench/api/run.mjs', []);
  const apiFile = path.join(root, 'bench/results/api.json');
  out.api = {
    exitCode: api.code,
    ...(api.code === 0 && fs.existsSync(apiFile)
      ? JSON.parse(fs.readFileSync(apiFile, 'utf8'))
      : { error: api.stderr.slice(-2000) }),
  };
  log(`  api bench: exit ${api.code}`);
  for (const name of ['tasks', 'calendar', 'outbox', 'ics']) {
    const r = await runScript(root, `bench/${name}/run.mjs`, ['--runs', String(Math.max(runs, 5))]);
    const json = firstJsonObject(r.stdout);
    out[name] = { exitCode: r.code, ...(json ?? { error: (r.stderr || r.stdout).slice(-2000) }) };
    log(`  ${name} bench: exit ${r.code}`);
  }
  return out;
}
