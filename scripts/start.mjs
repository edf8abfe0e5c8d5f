// `npm start`: the auth emulator, the api on embedded PGlite, a production build of the six bundles,
// their static servers; prints the address once everything answers. Ctrl-C / SIGTERM stops every child.
import { startAuthEmulator } from './lib/emulator.mjs';
import { apiExists, startApi } from './lib/api.mjs';
import { buildAll } from './build.mjs';
import { serveSuite, waitForUrls, config } from './lib/suite.mjs';

const stops = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping Planner…');
  for (const stop of stops.reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(error.message || error);
    }
  }
  process.exit(code);
}

process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));
process.once('SIGHUP', () => void shutdown(0));
// `npm start` runs us under npm and sh: a SIGTERM to npm ends them but not us. Noticing that our
// parent is gone (we were re-parented) stops everything as if we had been signalled ourselves.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void shutdown(0);
}, 1000).unref();

async function main() {
  const started = Date.now();
  console.log('starting the auth emulator and the api while the bundles build…');
  const services = (async () => {
    const emulator = await startAuthEmulator();
    stops.push(emulator.stop);
    console.log(
      `auth emulator ${emulator.reused ? 'already running' : 'started'} on ${emulator.host}`,
    );
    if (!apiExists()) {
      console.warn('api/src/main.ts does not exist yet: the api is not started');
      return;
    }
    const api = await startApi();
    stops.push(api.stop);
    console.log(`api ready on ${api.url} (embedded PGlite)`);
  })();
  // Both run at once; a failure of either stops everything.
  const [servicesResult, buildResult] = await Promise.allSettled([services, buildAll()]);
  for (const result of [servicesResult, buildResult]) {
    if (result.status === 'rejected') throw result.reason;
  }
  const suite = await serveSuite();
  stops.push(() => suite.close());
  await waitForUrls(Object.values(suite.urls).map((u) => `${u}/`));
  for (const [name, url] of Object.entries(suite.urls)) console.log(`  ${name.padEnd(14)} ${url}`);
  console.log(
    `(ready in ${((Date.now() - started) / 1000).toFixed(0)} s; Ctrl-C stops everything)`,
  );
  console.log(`\nPlanner is ready: http://localhost:${config.SHELL_PORT}`);
}

main().catch(async (error) => {
  console.error(`npm start failed: ${error.message || error}`);
  await shutdown(1);
});
