// Builds one bundle (the shell or a remote) for production with the webpack Node API; used by scripts/build.mjs.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Runs the package's webpack.config.cjs in production mode. Resolves with the stats, rejects on errors. */
export async function buildBundle(dir, { mode = 'production' } = {}) {
  const webpack = require('webpack');
  const factory = require(path.join(dir, 'webpack.config.cjs'));
  const config = typeof factory === 'function' ? factory({}, { mode }) : factory;
  const compiler = webpack(config);
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => (error ? reject(error) : resolve(result)));
  });
  // Closing persists webpack's filesystem cache for the next build.
  await new Promise((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) {
    throw new Error(
      stats.toString({ all: false, errors: true, errorDetails: true, colors: false }),
    );
  }
  const warnings = stats
    .toJson({ all: false, warnings: true })
    .warnings?.map((w) => w.message)
    .filter((m) => !/publicPath='auto'/.test(m));
  return { warnings: warnings ?? [] };
}

// As a child process: `node scripts/lib/buildBundle.mjs <dir>` (scripts/build.mjs runs two at once).
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const dir = process.argv[2];
  buildBundle(dir)
    .then(({ warnings }) => {
      for (const w of warnings) console.warn(`[${path.basename(dir)}] warning: ${w}`);
      process.exit(0);
    })
    .catch((error) => {
      console.error(`[${path.basename(dir)}] build failed:\n${error.message || error}`);
      process.exit(1);
    });
}
