// The shell's federation host: every singleton of the suite provided, from the shell's own instances.
import '../../testing/polyfills';
import * as React from 'react';
import * as bus from '@planner/shared/bus';
import { init, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import type * as FederationHostModule from './federationHost';

type FederationHost = typeof FederationHostModule;

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));

const { sharedDependencies } = jest.requireActual<{
  sharedDependencies(dir: string, development: boolean): Record<string, unknown>;
}>('../../../../tooling/webpack/sharedDependencies.cjs');
const { providedSharedVersions } = jest.requireActual<{
  providedSharedVersions(dir: string, development: boolean): Record<string, unknown>;
}>('../../../../tooling/webpack/createConfig.cjs');

const SHELL_DIR = `${__dirname}/../../..`;
const initMock = init as jest.Mock;
const registerGlobalPluginsMock = registerGlobalPlugins as jest.Mock;

interface ProvidedShared {
  version: string;
  scope: string;
  lib: () => Record<string, unknown>;
  get?: () => Promise<() => Record<string, unknown>>;
  shareConfig: { singleton: boolean; requiredVersion: string };
}

/** A fresh module registry, as the page has: federationHost starts once per page. */
async function freshHost(versions: Record<string, unknown>) {
  process.env.PLANNER_SHARED = JSON.stringify(versions);
  let host!: FederationHost;
  jest.isolateModules(() => {
    host = jest.requireActual<FederationHost>('./federationHost');
  });
  return host;
}

afterEach(() => {
  delete process.env.PLANNER_SHARED;
  initMock.mockReset();
  registerGlobalPluginsMock.mockReset();
});

describe('startFederationHost', () => {
  it('provides every singleton the remotes are built to share, as already loaded singletons', async () => {
    const host = await freshHost(providedSharedVersions(SHELL_DIR, false));
    await host.startFederationHost();
    expect(initMock).toHaveBeenCalledTimes(1);
    const options = initMock.mock.calls[0][0] as {
      name: string;
      shareStrategy: string;
      shared: Record<string, ProvidedShared>;
      plugins: { name: string }[];
    };
    expect(options.name).toBe('shell');
    expect(options.shareStrategy).toBe('loaded-first');
    expect(options.plugins.map((p) => p.name)).toEqual([
      'inject-external-runtime-core-plugin',
      'planner-remote-error',
      'planner-early-manifest',
      'planner-yielding',
    ]);
    // Every remote's instance, made after this, resolves its shared modules with it.
    expect(registerGlobalPluginsMock).toHaveBeenCalledTimes(1);
    expect(
      (registerGlobalPluginsMock.mock.calls[0][0] as { name: string }[]).map((p) => p.name),
    ).toEqual(['planner-same-version-share']);
    expect(registerGlobalPluginsMock.mock.invocationCallOrder[0]).toBeLessThan(
      initMock.mock.invocationCallOrder[0]!,
    );
    // Nothing a remote shares is left for it to load its own copy of.
    expect(Object.keys(options.shared).sort()).toEqual(
      Object.keys(sharedDependencies(SHELL_DIR, false)).sort(),
    );
    const react = options.shared.react as ProvidedShared;
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
    expect(react.version).toBe(React.version);
    // The very instances the shell runs on.
    expect(react.lib().useState).toBe(React.useState);
    expect(options.shared['@planner/shared/bus']?.lib().bus).toBe(bus.bus);
  });

  it('provides the wire model (its schemas and zod) on first use, not at start', async () => {
    const host = await freshHost(providedSharedVersions(SHELL_DIR, false));
    await host.startFederationHost();
    const options = initMock.mock.calls[0][0] as { shared: Record<string, ProvidedShared> };
    const model = options.shared['@planner/shared/model'];
    expect(model?.lib).toBeUndefined();
    expect(model?.shareConfig.singleton).toBe(true);
    const factory = await model?.get?.();
    expect(typeof factory?.().taskSchema).toBe('object');
  });

  it('starts once however often it is asked', async () => {
    const host = await freshHost(providedSharedVersions(SHELL_DIR, false));
    await Promise.all([host.startFederationHost(), host.startFederationHost()]);
    await host.startFederationHost();
    expect(initMock).toHaveBeenCalledTimes(1);
  });

  it('refuses to start without the versions the build writes in', async () => {
    const host = await freshHost({});
    await expect(host.startFederationHost()).rejects.toThrow(/no version for the shared module/);
    expect(initMock).not.toHaveBeenCalled();
  });
});
