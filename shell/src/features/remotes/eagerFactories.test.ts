/**
 * @jest-environment node
 */
// The build rule that puts each module factory of a minified chunk in parentheses, so that V8 compiles it
// while the script streams in rather than on the main thread (tooling/webpack/eagerFactoriesPlugin.cjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import webpack from 'webpack';

const { EagerFactoriesPlugin } = jest.requireActual<{
  EagerFactoriesPlugin: new () => webpack.WebpackPluginInstance;
}>('../../../../tooling/webpack/eagerFactoriesPlugin.cjs');
const MinimizerPlugin = jest.requireActual<{
  new (options: object): webpack.WebpackPluginInstance;
  swcMinify: unknown;
}>('minimizer-webpack-plugin');

let dir: string;
let main: string;
let map: RawSourceMap;
let moduleIds: string[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eager-factories-'));
  // CommonJS modules, which webpack does not concatenate: the chunk's module map has a factory for each
  // (the entry module runs inline and has none).
  fs.writeFileSync(path.join(dir, 'greeting.cjs'), "exports.greet = (name) => 'hello ' + name;\n");
  fs.writeFileSync(path.join(dir, 'shout.cjs'), 'exports.shout = (text) => text.toUpperCase();\n');
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    [
      "import { greet } from './greeting.cjs';",
      "import { shout } from './shout.cjs';",
      'globalThis.result = shout(greet(globalThis.who));',
      '',
    ].join('\n'),
  );
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        devtool: 'source-map',
        context: dir,
        entry: './main.js',
        output: { path: path.join(dir, 'dist'), filename: 'main.js' },
        optimization: {
          concatenateModules: false,
          minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
        },
        plugins: [new EagerFactoriesPlugin()],
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    ),
  );
  expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
  moduleIds = (stats.toJson({ all: false, modules: true, ids: true }).modules ?? [])
    .filter((m) => m.name?.endsWith('.cjs'))
    .map((m) => String(m.id));
  main = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
  map = JSON.parse(fs.readFileSync(path.join(dir, 'dist/main.js.map'), 'utf8')) as RawSourceMap;
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('EagerFactoriesPlugin', () => {
  it("puts every module's factory of the minified chunk in parentheses", () => {
    expect(moduleIds.length).toBe(2);
    for (const id of moduleIds) expect(main).toMatch(new RegExp(`[{,]${id}:\\(function\\(`));
  });

  it('leaves a bundle that runs as before', () => {
    const context = vm.createContext({ who: 'Ada' });
    vm.runInContext(main, context);
    expect(context.result).toBe('HELLO ADA');
  });

  it('keeps the source map pointing at the sources', () => {
    const at = main.indexOf('hello ');
    const before = main.slice(0, at);
    const line = before.split('\n').length;
    const column = at - (before.lastIndexOf('\n') + 1);
    const original = new SourceMapConsumer(map).originalPositionFor({ line, column });
    expect(original.source).toMatch(/greeting\.cjs$/);
    expect(original.line).toBe(1);
  });
});
