// `node scripts/serve.mjs`: serves the six built dists on their ports (gzip, cache headers, CORS, SPA
// fallback) and writes the shell's remotes.json from PLANNER_REMOTE_<NAME>_URL. Build first (npm run build).
import path from 'node:path';
import { missingDists, serveSuite } from './lib/suite.mjs';

export async function serve() {
  const missing = missingDists();
  if (missing.length) {
    throw new Error(`not built yet: ${missing.map((b) => b.name).join(', ')} (run npm run build)`);
  }
  const suite = await serveSuite();
  for (const [name, url] of Object.entries(suite.urls)) console.log(`${name.padEnd(14)} ${url}`);
  console.log('remotes.json', JSON.stringify(suite.remotes));
  return suite;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  serve()
    .then((suite) => {
      const stop = () => suite.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error) => {
      console.error(error.message || error);
      process.exit(1);
    });
}
