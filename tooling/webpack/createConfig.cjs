// The one webpack config factory: the shell (host) and the five remotes are each a few lines over it.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { EagerFactoriesPlugin } = require('./eagerFactoriesPlugin.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const config = require('../config/index.cjs');
const { sharedDependencies } = require('./sharedDependencies.cjs');
const { SharedSubpathImportsPlugin } = require('./sharedSubpathImports.cjs');
const { PublicAssetsPlugin } = require('./publicAssetsPlugin.cjs');
const { YieldAfterChunksPlugin } = require('./yieldAfterChunksPlugin.cjs');
const { facadeAliases, providedFacadeAliases } = require('./sharedFacades.cjs');
const { BundledOncePlugin, SHARED_MODULES_FILE } = require('./sharedModulesLoader.cjs');

const ROOT = config.ROOT;
const RUNTIME_CORE_FILE = 'mf-runtime-core.js';
/** Remote -> the lazy chunks it must name (the shell's loading plan fetches them ahead). */
const NAMED_CHUNKS = require('../../shared/src/mf/chunks.json');

function modeOf(argv = {}) {
  return argv.mode || process.env.NODE_ENV || 'production';
}

/** process.env.X expressions the client code reads, written in as literals (DefinePlugin). */
function defineClientEnv(mode) {
  const values = { NODE_ENV: mode, ...config.clientEnv() };
  const defs = {};
  for (const [key, value] of Object.entries(values))
    defs[`process.env.${key}`] = JSON.stringify(value);
  return defs;
}

function swcRule(development) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Workspace packages resolve to their real path (shared/src, tooling/...), so only third-party code is skipped.
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development } },
        },
        sourceMaps: development,
      },
    },
  };
}

/** CSS Modules for *.module.css (names salted per bundle so two remotes never collide), plain CSS otherwise. */
function cssRules(uniqueName, development) {
  const extract = MiniCssExtractPlugin.loader;
  return [
    {
      test: /\.module\.css$/,
      use: [
        extract,
        {
          loader: 'css-loader',
          options: {
            modules: {
              localIdentName: development ? '[name]__[local]--[hash:base64:5]' : '[hash:base64:7]',
              localIdentContext: ROOT,
              localIdentHashSalt: uniqueName,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
            importLoaders: 0,
          },
        },
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [extract, 'css-loader'] },
  ];
}

function minimizers() {
  // PLANNER_KEEP_NAMES=1: functions keep their names (bench/trace/renders.mjs names the components).
  const keep_fnames = Boolean(process.env.PLANNER_KEEP_NAMES);
  return [
    new MinimizerPlugin({
      test: /\.[cm]?js(\?.*)?$/i,
      extractComments: true,
      minify: {
        implementation: MinimizerPlugin.swcMinify,
        options: { compress: { passes: 2, keep_fnames }, mangle: { keep_fnames } },
      },
    }),
    new MinimizerPlugin({
      test: /\.css(\?.*)?$/i,
      minify: { implementation: require('webpack/lib/css/cssMinify'), options: {} },
    }),
  ];
}

/**
 * react-router's exports map names only its development build, whose dev warnings run in every render of
 * <Routes> and every navigation. A production bundle takes the production build beside it: the same code
 * with ENABLE_DEV_WARNINGS false. Both entries, or react-router-dom's `react-router/dom` would bring the
 * development chunk back in beside the production one.
 */
function reactRouterBuild(development) {
  if (development) return {};
  const dir = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    'react-router$': path.join(dir, 'index.mjs'),
    'react-router/dom$': path.join(dir, 'dom-export.mjs'),
  };
}

/**
 * The name of a build's persistent cache: one per set of build-time values, and per source-map and names
 * option (a build with PLANNER_SOURCEMAP=1 after a plain one took the cached modules, and most chunks
 * had no map; the same held for the minified output under PLANNER_KEEP_NAMES).
 */
function cacheName(build, mode) {
  const key = crypto
    .createHash('sha1')
    .update(
      JSON.stringify([
        defineClientEnv(mode),
        Boolean(process.env.PLANNER_SOURCEMAP),
        Boolean(process.env.PLANNER_KEEP_NAMES),
      ]),
    )
    .digest('hex')
    .slice(0, 8);
  return `${build}-${mode}-${key}`;
}

/** What every bundle has in common; `kind`-specific parts are added by createHostConfig/createRemoteConfig. */
function baseConfig({ dir, uniqueName, mode, entry, publicPath, port, keep = [] }) {
  const development = mode === 'development';
  return {
    name: uniqueName,
    mode,
    context: dir,
    target: ['web', 'es2022'],
    entry,
    devtool: development
      ? 'eval-cheap-module-source-map'
      : process.env.PLANNER_SOURCEMAP
        ? 'source-map'
        : false,
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName,
      filename: development ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Files the bundle's other compilers write into the same dist (runtime core, workers) stay.
      clean: {
        keep: new RegExp(
          `^(${[RUNTIME_CORE_FILE, ...keep].map((f) => f.replace(/\./g, '\\.')).join('|')})`,
        ),
      },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
      alias: { ...facadeAliases(), ...reactRouterBuild(development) },
    },
    module: {
      rules: [
        swcRule(development),
        ...cssRules(uniqueName, development),
        { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(defineClientEnv(mode)),
      new SharedSubpathImportsPlugin(),
      new MiniCssExtractPlugin({
        filename: development ? '[name].css' : '[name].[contenthash:8].css',
        // Named like their JS chunk: a remote's named chunk (shared/src/mf/chunks.json) keeps its CSS beside it,
        // so the shell's loading plan finds both by the name (earlyPreload.ts).
        chunkFilename: development ? '[name].css' : '[name].[contenthash:8].css',
      }),
      new PublicAssetsPlugin({ dir: path.join(dir, 'public'), exclude: ['index.html'] }),
      new YieldAfterChunksPlugin(),
      ...(development ? [] : [new EagerFactoriesPlugin()]),
    ],
    optimization: {
      minimize: !development,
      minimizer: minimizers(),
    },
    cache: {
      type: 'filesystem',
      name: cacheName(uniqueName, mode),
      cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack'),
      buildDependencies: {
        config: [
          __filename,
          path.join(__dirname, 'sharedDependencies.cjs'),
          path.join(__dirname, 'sharedFacades.cjs'),
          path.join(__dirname, 'sharedSubpathImports.cjs'),
          path.join(__dirname, 'sharedModulesLoader.cjs'),
          path.join(dir, 'webpack.config.cjs'),
        ],
      },
    },
    performance: { hints: false },
    // 'error' in production hides the federation manifest plugin's notice about publicPath 'auto'
    // (expected: a remote's chunks load from wherever its manifest was fetched).
    infrastructureLogging: { level: development ? 'warn' : 'error' },
    stats: 'errors-warnings',
    devServer: {
      port,
      host: 'localhost',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      static: false,
    },
  };
}

/** A remote's federation plugin: its exposes, the shared singletons, and the runtime core the shell provides. */
function federation({ name, exposes, dir, development }) {
  return new ModuleFederationPlugin({
    name,
    shared: sharedDependencies(dir, development),
    shareStrategy: 'loaded-first',
    dts: false,
    // Production: the entry's name carries its content hash, like every other file, so a warm load takes
    // it from the cache without asking the server again; mf-manifest.json (no-cache) names it.
    filename: development ? 'remoteEntry.js' : 'remoteEntry.[contenthash:8].js',
    exposes,
    manifest: { fileName: 'mf-manifest.json' },
    // The runtime core comes from the global `_FEDERATION_RUNTIME_CORE`: the shell's, or in a
    // standalone page the small mf-runtime-core.js (runtimeCoreConfig). The bundler runtime in
    // remoteEntry.js leaves out what a remote never does: load remotes of its own, read manifests
    // (the shell's runtime does), run outside a browser. 0.7 KB gzip less per remoteEntry.js.
    experiments: {
      externalRuntime: true,
      optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
    },
  });
}

/**
 * What the shell provides to the remotes at run time, written into its bundle as
 * `process.env.PLANNER_SHARED`: `{ [request]: { version, requiredVersion } }` (docs/architecture.md).
 */
function providedSharedVersions(dir, development) {
  const out = {};
  for (const [request, options] of Object.entries(sharedDependencies(dir, development)))
    out[request] = { version: options.version, requiredVersion: options.requiredVersion };
  return out;
}

/**
 * The shell's service worker (production only): Workbox compiles src/sw/serviceWorker.ts into sw.js with
 * the list of the shell's files to precache. remotes.json is left out: it is written when served and the
 * worker fetches it network-first.
 */
function serviceWorkerPlugin(dir, mode) {
  const { InjectManifest } = require('workbox-webpack-plugin');
  return new InjectManifest({
    // The worker calls the api for pushes (delivered, snooze): the same build-time values as the page.
    webpackCompilationPlugins: [new webpack.DefinePlugin(defineClientEnv(mode))],
    swSrc: path.join(dir, 'src/sw/serviceWorker.ts'),
    swDest: 'sw.js',
    exclude: [/\.map$/, /^remotes\.json$/, /\.LICENSE\.txt$/],
    // The Firebase SDK chunk and the signed-in area are above Workbox's 2 MB default only uncompressed in dev.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
}

/**
 * index.html with what its script that requests the signed-in area's start needs written in: the session
 * hint's key and the start chunk's URL (src/features/dashboard/signedInStart.json names both). Fails the
 * build when no chunk has that name: the page would request a file that does not exist.
 */
function signedInStartHints(html, compilation, dir) {
  const hints = JSON.parse(
    fs.readFileSync(path.join(dir, 'src/features/dashboard/signedInStart.json'), 'utf8'),
  );
  const chunk = compilation.namedChunks.get(hints.chunk);
  const file = chunk && [...chunk.files].find((name) => name.endsWith('.js'));
  if (!file) {
    compilation.errors.push(
      new webpack.WebpackError(
        `shell: no chunk named "${hints.chunk}" (src/features/dashboard/signedInStart.json names it; ` +
          'src/routes.tsx imports it with that webpackChunkName)',
      ),
    );
    return html;
  }
  const publicPath = compilation.getPath(compilation.outputOptions.publicPath, {});
  return html
    .replaceAll('%SESSION_HINT_KEY%', hints.sessionHintKey)
    .replaceAll('%SIGNED_IN_START_URL%', `${publicPath}${file}`);
}

/**
 * The shell: entry src/index.tsx, html page from public/index.html, SPA routes. Not a build-time
 * federation host: its public pages carry no federation runtime and tree-shake react-router, rxjs, ...
 * like any app. The signed-in area loads the runtime and provides the shared singletons to the
 * remotes from the shell's own module instances (src/features/remotes/federationHost.ts).
 * @param {{ dir: string }} options
 */
function createHostConfig({ dir }) {
  return (_env, argv) => {
    const mode = modeOf(argv);
    const development = mode === 'development';
    const port = Number(process.env.PORT) || config.SHELL_PORT;
    const base = baseConfig({
      dir,
      uniqueName: 'shell',
      mode,
      entry: { main: './src/index.tsx' },
      publicPath: '/',
      port,
    });
    Object.assign(base.resolve.alias, providedFacadeAliases());
    // The provider map of the shared singletons is generated from their one list (sharedModulesLoader.cjs).
    base.module.rules.push({
      test: SHARED_MODULES_FILE,
      enforce: 'pre',
      use: { loader: require.resolve('./sharedModulesLoader.cjs'), options: { development } },
    });
    base.plugins.push(
      new BundledOncePlugin(),
      new webpack.DefinePlugin({
        'process.env.PLANNER_SHARED': JSON.stringify(
          JSON.stringify(providedSharedVersions(dir, development)),
        ),
      }),
      new HtmlWebpackPlugin({
        // A function: read again on every compilation, so the dev server picks up edits.
        templateContent: ({ compilation }) =>
          signedInStartHints(
            fs.readFileSync(path.join(dir, 'public/index.html'), 'utf8'),
            compilation,
            dir,
          ),
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
    );
    if (!development) base.plugins.push(serviceWorkerPlugin(dir, mode));
    // The entry's libraries come as two scripts of their own beside main.js: react-dom (half of the entry,
    // 210 KB minified) and the others. Chromium parses each script on its own background thread and runs
    // each in its own task, so the start's longest task is no longer one 395 KB script's compile and run.
    // Fresh-tab traces of /dashboard at 412 px, 10 alternated rounds: longest task 67 -> 37 ms, long tasks
    // weighted as Lighthouse does (4t - 50) 617 -> 466; react-dom alone (two scripts) measured no better
    // (docs/architecture.md, "Where the start's main thread goes").
    base.optimization.splitChunks = {
      cacheGroups: {
        reactDom: {
          test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
          name: 'react-dom',
          chunks: 'initial',
          enforce: true,
          priority: 20,
        },
        libraries: {
          test: /[\\/]node_modules[\\/]/,
          name: 'libraries',
          chunks: 'initial',
          enforce: true,
          priority: 10,
        },
        // The modules of @planner/shared that two or more of the shell's lazy chunks import (the sync layer,
        // the wire model, the provided singletons, the signed-in area: intl, the model's checks, ids, ...):
        // one chunk for all of them, not a copy in each (and, for a provided subpath's module, not a second
        // instance: BundledOncePlugin). Not in the entry: the public pages use none of them.
        sharedCommon: {
          test: /[\\/]shared[\\/]src[\\/]/,
          name: 'shared-common',
          chunks: 'async',
          minChunks: 2,
          minSize: 0,
          priority: 5,
          enforce: true,
        },
      },
    };
    base.devServer.setupMiddlewares = (middlewares) => {
      // The same remotes.json the static server writes at deploy time, from the same env.
      middlewares.unshift({
        name: 'remotes-json',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(config.remotesManifest()));
        },
      });
      return middlewares;
    };
    return base;
  };
}

/**
 * The tiny script a remote's standalone page loads first: the federation runtime core that the
 * remote's own runtime expects as the global `_FEDERATION_RUNTIME_CORE` (externalRuntime: true);
 * inside the shell, the shell provides it.
 */
function runtimeCoreConfig({ dir, uniqueName, mode }) {
  const development = mode === 'development';
  return {
    name: `${uniqueName}-runtime-core`,
    mode,
    context: dir,
    target: ['web', 'es2022'],
    entry: { 'mf-runtime-core': path.join(__dirname, 'runtimeCoreProvider.js') },
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      filename: RUNTIME_CORE_FILE,
      publicPath: 'auto',
      uniqueName: `${uniqueName}_runtime_core`,
    },
    optimization: { minimize: !development, minimizer: minimizers() },
    cache: {
      type: 'filesystem',
      name: cacheName(`${uniqueName}-runtime-core`, mode),
      cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack'),
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's Web Workers, built on their own (no federation: a worker has no share scope, and its
 * shared imports are bundled in): one file each, `<name>.js`, no chunks, so it runs from anywhere. The
 * remote loads it from its own origin (mf-calendar/src/features/ics/icsWorkerClient.ts: a cross-origin
 * page starts it through a blob that importScripts it).
 */
function workerConfig({ dir, uniqueName, mode, workers }) {
  const development = mode === 'development';
  return {
    name: `${uniqueName}-workers`,
    mode,
    context: dir,
    target: ['webworker', 'es2022'],
    entry: workers,
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      publicPath: 'auto',
      uniqueName: `${uniqueName}_workers`,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule(development)] },
    plugins: [new webpack.DefinePlugin(defineClientEnv(mode))],
    optimization: {
      minimize: !development,
      minimizer: minimizers(),
      splitChunks: false,
      runtimeChunk: false,
    },
    cache: {
      type: 'filesystem',
      name: cacheName(`${uniqueName}-workers`, mode),
      cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack'),
      buildDependencies: { config: [__filename] },
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/** Every chunk name a remote's entry of chunks.json lists: `{ fullcalendar: '...', texts: { en: '...' } }`. */
function chunkNames(listed) {
  return Object.values(listed).flatMap((v) => (typeof v === 'string' ? [v] : chunkNames(v)));
}

/**
 * Fails a remote's build when it emits no chunk of a name the suite lists for it (shared/src/mf/chunks.json,
 * which the shell's loading plan fetches ahead): a webpackChunkName comment holds only a
 * literal, so this check is what keeps the remote's name and the suite's constant one and the same.
 */
class NamedChunksPlugin {
  constructor(remote, names) {
    this.remote = remote;
    this.names = names;
  }

  apply(compiler) {
    compiler.hooks.afterCompile.tap('NamedChunksPlugin', (compilation) => {
      for (const name of this.names) {
        if (compilation.namedChunks.has(name)) continue;
        compilation.errors.push(
          new webpack.WebpackError(
            `${this.remote}: no chunk named "${name}" (shared/src/mf/chunks.json lists it; ` +
              `name the import with /* webpackChunkName: "${name}" */)`,
          ),
        );
      }
    });
  }
}

/**
 * What a remote exposes, read from its src/exposes.ts (`'./Name': () => import('./file')`, held to the
 * suite's contract RemoteModules by the typecheck): exposed name -> module request. That file is the one
 * list, so the webpack config never repeats it.
 */
function exposesOf(dir) {
  const file = path.join(dir, 'src/exposes.ts');
  const text = fs.readFileSync(file, 'utf8');
  const exposes = {};
  for (const [, name, target] of text.matchAll(
    /['"](\.\/[\w-]+)['"]\s*:\s*\(\)\s*=>\s*import\(\s*['"](\.\/[^'"]+)['"]\s*\)/g,
  ))
    exposes[name] = `./src/${target.slice(2)}`;
  if (!exposes['./lifecycles']) throw new Error(`${file} exposes no './lifecycles'`);
  return exposes;
}

/**
 * A remote: exposes its modules through remoteEntry.js + mf-manifest.json, and has a standalone
 * dev page (src/standalone.ts, the dev harness) served at its own port.
 * `workers` (name -> entry) are built beside it as plain `<name>.js` files (workerConfig).
 * Its exposed modules come from src/exposes.ts (exposesOf).
 * @param {{ dir: string, name: keyof typeof config.REMOTES, workers?: Record<string, string> }} options
 */
function createRemoteConfig({ dir, name, workers = {} }) {
  const { scope, port } = config.REMOTES[name];
  const exposes = exposesOf(dir);
  return (_env, argv) => {
    const mode = modeOf(argv);
    const development = mode === 'development';
    const base = baseConfig({
      dir,
      uniqueName: scope,
      mode,
      entry: { standalone: './src/standalone.ts' },
      publicPath: 'auto',
      // PORT moves the dev server only (e.g. when the remote's own port is taken).
      port: Number(process.env.PORT) || port,
      keep: Object.keys(workers).map((w) => `${w}.js`),
    });
    base.cache.buildDependencies.config.push(path.join(dir, 'src/exposes.ts'));
    const namedChunks = chunkNames(NAMED_CHUNKS[name] ?? {});
    base.optimization.splitChunks = {
      cacheGroups: {
        // webpack's default vendors group, except that a named chunk keeps its libraries: the shell fetches
        // it ahead by its name (earlyPreload.ts) and cannot name a numbered chunk split off it. FullCalendar
        // (73 KB) was such a chunk: requested only once the remote's lifecycles had run, 165 ms after the
        // named chunk on a cold /dashboard (Lighthouse's network log, 27 Nov 2026).
        defaultVendors: {
          idHint: 'vendors',
          test: /[\\/]node_modules[\\/]/i,
          priority: -10,
          reuseExistingChunk: true,
          chunks: (chunk) => !chunk.canBeInitial() && !namedChunks.includes(chunk.name),
        },
      },
    };
    base.plugins.push(
      federation({ name: scope, exposes, dir, development }),
      new NamedChunksPlugin(name, namedChunks),
      new HtmlWebpackPlugin({
        templateContent: fs
          .readFileSync(path.join(__dirname, 'standalone.html'), 'utf8')
          .replace('{{title}}', `Planner · ${name} (standalone)`)
          .replace('{{runtimeCore}}', RUNTIME_CORE_FILE),
        filename: 'index.html',
        chunks: ['standalone'],
        scriptLoading: 'defer',
      }),
    );
    const configs = [base, runtimeCoreConfig({ dir, uniqueName: scope, mode })];
    if (Object.keys(workers).length > 0)
      configs.push(workerConfig({ dir, uniqueName: scope, mode, workers }));
    return configs;
  };
}

module.exports = {
  createHostConfig,
  createRemoteConfig,
  providedSharedVersions,
  exposesOf,
  NamedChunksPlugin,
  chunkNames,
  RUNTIME_CORE_FILE,
};
