// The settings remote's webpack config over the shared factory (what it exposes: src/exposes.ts), plus the ads provider setting.
const webpack = require('webpack');
const { createRemoteConfig } = require('../tooling/webpack/index.cjs');

const remote = createRemoteConfig({
  dir: __dirname,
  name: 'settings',
});

/** PLANNER_ADS_PROVIDER (empty by default: the house message) is read only by this remote's ad slot. */
module.exports = (env, argv) => {
  const [app, ...rest] = remote(env, argv);
  app.plugins.push(
    new webpack.DefinePlugin({
      'process.env.PLANNER_ADS_PROVIDER': JSON.stringify(process.env.PLANNER_ADS_PROVIDER ?? ''),
    }),
  );
  return [app, ...rest];
};
