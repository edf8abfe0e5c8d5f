// The calendar remote's webpack config: its exposed modules over the shared factory.
const { createRemoteConfig } = require('../tooling/webpack/index.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'calendar',
  exposes: {
    './lifecycles': './src/lifecycles.tsx',
    './EventsSidebar': './src/features/sidebar/EventsSidebar.tsx',
  },
  // The .ics reader: parses off the main thread (src/features/ics/icsWorkerClient.ts loads it).
  workers: { 'ics-worker': './src/features/ics/ics.worker.ts' },
});
