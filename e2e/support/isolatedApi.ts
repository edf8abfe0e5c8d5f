// An api of a test's own (own port, own PGlite folder) that one page talks to instead of the suite's, so the test
// can stop it and start it again (same folder, same data) without touching the tests running beside it.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { API_URL, REMOTE_PORTS, SHELL_PORT } from '../env';

export interface IsolatedApi {
  /** Where it listens while it runs (the page keeps calling API_URL; the route forwards). */
  url: string;
  /** Stops the server process: the page's api calls are then refused, like a server that is down. */
  stop(): Promise<void>;
  /** Starts it again on the same port and the same data folder. */
  start(): Promise<void>;
  /** Stops it for good and removes its data folder. */
  dispose(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts an api of its own and routes every call `page` makes to the suite's api address to it. Call before page.goto. */
export async function isolateApi(page: Page): Promise<IsolatedApi> {
  const { startApi } = await import('../../scripts/lib/api.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-e2e-own-api-'));
  const port = await freePort();
  const origins = [SHELL_PORT, ...Object.values(REMOTE_PORTS)].map((p) => `http://localhost:${p}`);
  const launch = () =>
    startApi({ port, dataDir, env: { CORS_ORIGINS: origins.join(','), LOG_LEVEL: 'warn' } });
  let running: Awaited<ReturnType<typeof launch>> | null = await launch();
  const url = running.url;

  await page.route(`${API_URL}/**`, async (route) => {
    if (!running) {
      await route.abort('connectionrefused');
      return;
    }
    try {
      const response = await route.fetch({ url: route.request().url().replace(API_URL, url) });
      await route.fulfill({ response });
    } catch {
      await route.abort('connectionrefused');
    }
  });

  // A start still under way when the test ends (a timeout) is stopped once it has started: never left running.
  let starting: ReturnType<typeof launch> | null = null;
  const stop = async () => {
    const current = running ?? (await starting?.catch(() => null)) ?? null;
    running = null;
    starting = null;
    await current?.stop();
  };
  return {
    url,
    stop,
    start: async () => {
      if (running) return;
      starting = launch();
      running = await starting;
      starting = null;
    },
    dispose: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
