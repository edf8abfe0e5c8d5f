// The six built bundles served together (npm start, npm run serve, e2e): remotes.json from env, stop/restart one.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startStaticServer } from './staticServer.mjs';

const require = createRequire(import.meta.url);
export const config = require('../../tooling/config/index.cjs');

export const ROOT = config.ROOT;

export function distOf(bundle) {
  return path.join(ROOT, bundle.dir, 'dist');
}

/** Which bundles have no build output yet. */
export function missingDists() {
  return config.BUNDLES.filter((b) => !fs.existsSync(path.join(distOf(b), 'index.html')));
}

/** Writes the shell's remotes.json from env (PLANNER_REMOTE_<NAME>_URL or the local ports). */
export function writeRemotesJson(env = process.env, ports = {}) {
  const overrides = { ...env };
  for (const name of config.REMOTE_NAMES) {
    const port = ports[name];
    if (port && !env[config.remoteUrlVar(name)])
      overrides[config.remoteUrlVar(name)] = `http://localhost:${port}`;
  }
  const manifest = config.remotesManifest(overrides);
  const file = path.join(distOf(config.BUNDLES[0]), 'remotes.json');
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  for (const ext of ['.gz', '.br']) fs.rmSync(`${file}${ext}`, { force: true });
  return manifest;
}

/**
 * Serves every dist on its port (or `ports[name]`). Returns { servers, urls, stop(name), restart(name), close() }.
 */
export async function serveSuite({ env = process.env, ports = {}, host } = {}) {
  const portOf = (b) => ports[b.name] ?? b.port;
  const remotePorts = Object.fromEntries(config.REMOTE_NAMES.map((n) => [n, ports[n]]));
  const remotes = writeRemotesJson(env, remotePorts);
  const servers = {};
  const start = async (bundle) => {
    servers[bundle.name] = await startStaticServer({
      root: distOf(bundle),
      port: portOf(bundle),
      host,
      spa: bundle.kind === 'host',
      cors: true,
    });
  };
  try {
    await Promise.all(config.BUNDLES.map(start));
  } catch (error) {
    await Promise.all(Object.values(servers).map((s) => s.close()));
    throw error;
  }
  const byName = (name) => {
    const bundle = config.BUNDLES.find((b) => b.name === name);
    if (!bundle) throw new Error(`unknown bundle "${name}"`);
    return bundle;
  };
  return {
    servers,
    remotes,
    urls: Object.fromEntries(config.BUNDLES.map((b) => [b.name, `http://localhost:${portOf(b)}`])),
    async stop(name) {
      byName(name);
      const server = servers[name];
      delete servers[name];
      if (server) await server.close();
    },
    async restart(name) {
      const bundle = byName(name);
      if (!servers[name]) await start(bundle);
    },
    async close() {
      await Promise.all(Object.values(servers).map((s) => s.close()));
    },
  };
}

/** Resolves once every URL answers (any HTTP status), or rejects after timeoutMs. */
export async function waitForUrls(urls, timeoutMs = 60_000) {
  const started = Date.now();
  for (const url of urls) {
    for (;;) {
      try {
        await fetch(url, { method: 'GET' });
        break;
      } catch {
        if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer in time`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }
}
