// The reference page of the bench (bench/reference): built like the suite's bundles (swc, the same minifier,
// precompressed), served by the suite's own static server, and its data written into the bench guest's
// account so /dashboard shows the same week and tasks. The floor page (bench/floor) is built and served the
// same way, with the client's settings the suite's bundles are built with.
/* global document -- a page.waitForFunction callback */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { pageBenchConfig } from './pageBench.mjs';
import { precompress } from '../../scripts/lib/distReport.mjs';
import { startStaticServer } from '../../scripts/lib/staticServer.mjs';
import { readPersistedUser } from '../../scripts/lib/persistedUser.mjs';
import { config } from '../../scripts/lib/suite.mjs';
import { referenceEvents, referenceTasks } from '../reference/data.mjs';
import { settle } from './pages.mjs';

const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REFERENCE_PORT = Number(process.env.BENCH_REFERENCE_PORT ?? 3320);
/** The floor page's port: the api lets it call (startSuite's CORS origins). */
export const FLOOR_PORT = REFERENCE_PORT + 1;

/** The bench page build, with a page as complete as the shell's (language, viewport, an inline icon). */
function build(dir, env, title) {
  const config = pageBenchConfig(dir);
  if (env)
    config.plugins.push(
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries(env).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
        ),
      ),
    );
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof HtmlWebpackPlugin
      ? new HtmlWebpackPlugin({
          templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${title}</title></head><body><div id="root"></div></body></html>`,
        })
      : plugin,
  );
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

async function startPage(dir, port, title, env) {
  await build(dir, env, title);
  precompress(path.join(dir, 'dist'));
  const server = await startStaticServer({ root: path.join(dir, 'dist'), port });
  return { url: `http://localhost:${port}/`, close: () => server.close() };
}

/** Builds and serves the reference page; resolves with { url, close() }. */
export function startReference() {
  return startPage(path.join(BENCH, 'reference'), REFERENCE_PORT, 'Reference');
}

/**
 * Builds and serves the floor page (bench/floor), against the suite's auth emulator and api; resolves with
 * { url, close() }. A bench visits it once first (visitFloor).
 */
export function startFloor() {
  return startPage(path.join(BENCH, 'floor'), FLOOR_PORT, 'Floor', config.clientEnv());
}

/** Creates the reference events and tasks as the page's signed-in user (through the api, like the app). */
export async function seedReferenceData(page) {
  const user = await page.evaluate(readPersistedUser);
  const token = user?.stsTokenManager?.accessToken;
  if (!token) throw new Error('seedReferenceData: nobody is signed in on this page');
  const client = config.clientEnv();
  const headers = {
    'content-type': 'application/json',
    'app-secret': client.PLANNER_APP_SECRET,
    authorization: `Bearer ${token}`,
  };
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const post = async (route, body) => {
    const res = await fetch(`${client.PLANNER_API_URL}/connect${route}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!res.ok)
      throw new Error(`seedReferenceData: ${route} answered ${res.status}: ${await res.text()}`);
  };
  for (const event of referenceEvents(new Date(), timeZone))
    await post('/calendar/create', { event });
  for (const task of referenceTasks(new Date())) await post('/task/create', { task });
}

/**
 * The floor page's first visit in `page`: the page signs in a guest of its own, the reference week is
 * written into that account (seedReferenceData, as for the dashboard's guest), and the page is loaded again
 * until it lists the tasks. Its measured loads then keep that session and local copy, as the dashboard's do.
 */
export async function visitFloor(page, url) {
  await page.goto(url);
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate(readPersistedUser))?.stsTokenManager?.accessToken) {
    if (Date.now() > deadline) throw new Error(`visitFloor: ${url} signed nobody in`);
    await page.waitForTimeout(100);
  }
  await seedReferenceData(page);
  await page.reload();
  await page.waitForFunction(
    (count) => document.querySelectorAll('aside li').length === count,
    referenceTasks(new Date()).length,
    { timeout: 30_000 },
  );
  await settle(page);
}
