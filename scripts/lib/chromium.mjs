// Debian's Chromium for every browser the suite starts (browser tests, benches, Lighthouse): where it is
// (PLANNER_CHROMIUM overrides) and the flags that work on these machines (docs/architecture.md).
export const CHROMIUM_PATH = process.env.PLANNER_CHROMIUM || '/usr/bin/chromium';

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
