// Debian's Chromium for every browser the suite starts (browser tests, benches, Lighthouse): where it is
// (PLANNER_CHROMIUM overrides) and the flags that work on these machines (docs/architecture.md).
import { execFileSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.PLANNER_CHROMIUM || '/usr/bin/chromium';

/** "Chromium 156.0.8078.114 built on Debian ...", for the benches' reports (the wrapper's stderr left out). */
export function chromiumVersion() {
  return execFileSync(CHROMIUM_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
