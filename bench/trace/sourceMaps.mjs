// Names a sampled function by its source rather than its place in a minified file, when the builds carry
// source maps (`PLANNER_SOURCEMAP=1 node scripts/build.mjs`): "translate i18next/dist/esm/i18next.js:529"
// rather than "p :3000/main.40fb5b1c.js:12:33876", and the package or folder it belongs to
// ("npm:i18next", "shell/src/features/remotes"), so a trace says which library or feature the time went to.
import fs from 'node:fs';
import path from 'node:path';
import sourceMap from 'source-map';
import { config, distOf } from '../../scripts/lib/suite.mjs';

/** Port -> the bundle served there and its dist (scripts/lib/suite.mjs serves each on its own port). */
const SUITE_BUNDLES = config.BUNDLES.map((b) => ({ ...b, dist: distOf(b) }));

/**
 * A map's source as a path from the repository's root. The library resolves the sources against their
 * webpack:// prefix, so "webpack://mf_calendar/../shared/src/sync/http.ts" reads
 * "webpack://mf_calendar/shared/src/sync/http.ts": what follows the bundle's name is the bundle's own
 * `src/`, the shared package's `shared/src/`, `node_modules/` or webpack's runtime.
 */
function cleanSource(source, bundle) {
  const relative = source.replace(/^webpack:\/\/[^/]*\//, '');
  const nodeModules = relative.lastIndexOf('node_modules/');
  if (nodeModules >= 0) return relative.slice(nodeModules + 'node_modules/'.length);
  if (relative.startsWith('src/')) return `${bundle.dir}/${relative}`;
  if (relative.startsWith('webpack/')) return `${bundle.dir}/(${relative})`;
  return relative;
}

/**
 * The package ("npm:@tanstack/query-core") or the feature folder ("shell/src/features/remotes") of a
 * cleaned source path.
 */
function groupOf(source, fromNodeModules) {
  if (fromNodeModules) {
    const [scope, name] = source.split('/');
    return `npm:${scope.startsWith('@') ? `${scope}/${name}` : scope}`;
  }
  const parts = source.split('/');
  // webpack's runtime in a bundle: "shell/(webpack/runtime/load script)" -> "shell/(webpack runtime)"
  if (parts[1]?.startsWith('(webpack')) return `${parts[0]}/(webpack runtime)`;
  const src = parts.indexOf('src');
  if (src < 0) return parts.slice(0, 2).join('/');
  // shell/src/features/remotes, shared/src/sync, mf-calendar/src/routes.tsx
  const depth = parts[src + 1] === 'features' ? 3 : 2;
  return parts.slice(0, src + depth).join('/');
}

/**
 * A resolver for analyse.mjs: (callFrame) -> {name, group} or null when the script has no map (or is
 * not one of the suite's builds, or of `others`: [{port, dir, dist}], e.g. the reference page). Maps are
 * read once per script.
 */
export function sourceMapResolver(others = []) {
  const bundleByPort = new Map([...SUITE_BUNDLES, ...others].map((b) => [String(b.port), b]));
  const consumers = new Map();
  const consumerFor = (url) => {
    if (consumers.has(url)) return consumers.get(url);
    let entry = null;
    const match = /^https?:\/\/(?:localhost|127\.0\.0\.1):(\d+)\/([^?#]+\.js)/.exec(url);
    const bundle = match && bundleByPort.get(match[1]);
    if (bundle) {
      const file = path.join(bundle.dist, `${match[2]}.map`);
      if (fs.existsSync(file))
        entry = {
          bundle,
          consumer: new sourceMap.SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))),
        };
    }
    consumers.set(url, entry);
    return entry;
  };
  return (frame) => {
    if (!frame?.url || frame.lineNumber < 0) return null;
    const entry = consumerFor(frame.url);
    if (!entry) return null;
    const at = { line: frame.lineNumber + 1, column: frame.columnNumber };
    // A module's factory starts just before its first mapped token: then the next mapping names it.
    let position = entry.consumer.originalPositionFor(at);
    if (!position.source)
      position = entry.consumer.originalPositionFor({
        ...at,
        bias: sourceMap.SourceMapConsumer.LEAST_UPPER_BOUND,
      });
    if (!position.source) return null;
    const fromNodeModules = position.source.includes('node_modules/');
    const source = cleanSource(position.source, entry.bundle);
    return {
      name: `${position.name || frame.functionName || '(anonymous)'} ${source}:${position.line}`,
      group: groupOf(source, fromNodeModules),
    };
  };
}

/** Whether the builds served have source maps at all (the shell's entry is enough to tell). */
export function buildsHaveSourceMaps() {
  const shell = distOf(config.BUNDLES[0]);
  return fs.readdirSync(shell).some((f) => /^main\.[0-9a-f]+\.js\.map$/.test(f));
}
