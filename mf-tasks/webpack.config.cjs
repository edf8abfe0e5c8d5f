// The tasks remote's webpack config over the shared factory (what it exposes: src/exposes.ts).
const { createRemoteConfig } = require('../tooling/webpack/index.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'tasks',
});
