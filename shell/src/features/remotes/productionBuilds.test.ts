/**
 * @jest-environment node
 */
// What a production bundle takes of a library that ships a development and a production build.
import fs from 'node:fs';
import path from 'node:path';

interface WebpackConfig {
  name: string;
  resolve?: { alias?: Record<string, string> };
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
