// The shell's webpack config: the host over the shared factory (no build-time remotes; remotes.json at run time).
const { createHostConfig } = require('../tooling/webpack/index.cjs');

module.exports = createHostConfig({ dir: __dirname });
