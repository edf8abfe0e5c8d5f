// The calendar remote's webpack config over the shared factory (what it exposes: src/exposes.ts).
const { createRemoteConfig } = require('../tooling/webpack/index.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'calendar',
  // The .ics reader: parses off the main thread (src/features/ics/icsWorkerClient.ts loads it).
  workers: { 'ics-worker': './src/features/ics/ics.worker.ts' },
});
