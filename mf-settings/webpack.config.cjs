// The settings remote's webpack config: its exposed modules over the shared factory.
const { createRemoteConfig } = require('../tooling/webpack/index.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'settings',
  exposes: {
    './lifecycles': './src/lifecycles.tsx',
  },
});
