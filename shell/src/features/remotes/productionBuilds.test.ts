/**
 * @jest-environment node
 */
// What a production bundle takes of a library that ships a development and a production build.
import fs from 'node:fs';
import path from 'node:path';

interface WebpackConfig {
  name: string;
  resolve?: { alias?: Record<string, string> };
  cache?: { name?: string };
}
type ConfigFactory = (env: object, argv: { mode: string }) => WebpackConfig | WebpackConfig[];
const { createHostConfig, createRemoteConfig } = jest.requireActual<{
  createHostConfig(options: { dir: string }): ConfigFactory;
  createRemoteConfig(options: { dir: string; name: string }): ConfigFactory;
}>('../../../../tooling/webpack/createConfig.cjs');

const ROOT = `${__dirname}/../../../..`;

/** The bundle's own compiler (a remote's factory also returns its runtime core's). */
function aliasesOf(factory: ConfigFactory, mode: string): Record<string, string> {
  const built = factory({}, { mode });
  const own = Array.isArray(built) ? built[0]! : built;
  return own.resolve?.alias ?? {};
}

describe('react-router in the bundles', () => {
  const factories = {
    shell: createHostConfig({ dir: `${ROOT}/shell` }),
    tasks: createRemoteConfig({ dir: `${ROOT}/mf-tasks`, name: 'tasks' }),
  };

  it.each(Object.keys(factories))(
    "is react-router's production build in %s's production bundle, both of its entries",
    (bundle) => {
      const alias = aliasesOf(factories[bundle as keyof typeof factories], 'production');
      // Its exports map names only the development build; the production one has the dev warnings off.
      const entry = alias['react-router$']!;
      const chunks = [...fs.readFileSync(entry, 'utf8').matchAll(/from "\.\/(chunk-\w+\.mjs)"/g)];
      const code = chunks.map(([, chunk]) =>
        fs.readFileSync(path.join(path.dirname(entry), chunk!), 'utf8'),
      );
      expect(code.join('\n')).toContain('ENABLE_DEV_WARNINGS = false');
      expect(alias['react-router/dom$']).toMatch(/dist\/production\/dom-export\.mjs$/);
      expect(fs.existsSync(alias['react-router/dom$']!)).toBe(true);
    },
  );

  it('is the development build, with its warnings, in a development bundle', () => {
    const alias = aliasesOf(factories.shell, 'development');
    expect(alias['react-router$']).toBeUndefined();
    expect(alias['react-router/dom$']).toBeUndefined();
  });
});

describe("the builds' persistent caches", () => {
  // The calendar's own config: its remote bundle, its standalone runtime core and its .ics worker.
  const calendar = jest.requireActual<ConfigFactory>('../../../../mf-calendar/webpack.config.cjs');
  const cacheNames = (): string[] => {
    const built = calendar({}, { mode: 'production' });
    return (Array.isArray(built) ? built : [built]).map((config) => config.cache?.name ?? '');
  };
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('are one per option that changes the output, for every compiler of a remote', () => {
    delete process.env.PLANNER_SOURCEMAP;
    delete process.env.PLANNER_KEEP_NAMES;
    const plain = cacheNames();
    expect(plain).toHaveLength(3);
    process.env.PLANNER_SOURCEMAP = '1';
    const withMaps = cacheNames();
    process.env.PLANNER_KEEP_NAMES = '1';
    const withNames = cacheNames();
    for (const [i, name] of plain.entries()) {
      expect(name).not.toBe('');
      expect(withMaps[i]).not.toBe(name);
      expect(withNames[i]).not.toBe(withMaps[i]);
    }
    expect(new Set(plain).size).toBe(3);
  });
});
