/**
 * @jest-environment node
 */
// The build rule that gives the main thread back between a lazy chunk's arrival and the run of its modules
// (tooling/webpack/yieldAfterChunksPlugin.cjs), in every bundle's webpack runtime.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

type RuntimeModuleClass = new () => { generate(): string };
const { YieldAfterChunksPlugin, yieldAfterChunksRuntime } = jest.requireActual<{
  YieldAfterChunksPlugin: new () => webpack.WebpackPluginInstance;
  yieldAfterChunksRuntime: (compiler: { webpack: typeof webpack }) => RuntimeModuleClass;
}>('../../../../tooling/webpack/yieldAfterChunksPlugin.cjs');

/** Runs the runtime module's code over a fake `__webpack_require__` whose chunks load at once. */
function runtimeOver(ensure: (chunkId: string) => Promise<unknown>) {
  const code = new (yieldAfterChunksRuntime({ webpack }))().generate();
  const require = { e: ensure };
  new Function('__webpack_require__', code)(require);
  return require;
}

describe('YieldAfterChunksPlugin', () => {
  it("runs a chunk's modules in a task after the one its script arrived in", async () => {
    const order: string[] = [];
    const require = runtimeOver(async () => 'loaded');
    // A task queued when the chunk arrives: the modules run after it, not in the chunk's own task.
    setTimeout(() => order.push('next task'), 0);
    const value = await require.e('chunk').then((v) => {
      order.push('modules');
      return v;
    });
    expect(value).toBe('loaded');
    expect(order).toEqual(['next task', 'modules']);
  });

  it("passes a chunk's failure on, without waiting", async () => {
    const require = runtimeOver(() => Promise.reject(new Error('chunk failed')));
    await expect(require.e('chunk')).rejects.toThrow('chunk failed');
  });

  it('is in the runtime of a bundle that loads chunks, and only there', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yield-after-chunks-'));
    try {
      fs.writeFileSync(path.join(dir, 'lazy.js'), 'export const x = 1;\n');
      fs.writeFileSync(path.join(dir, 'main.js'), "import('./lazy').then((m) => m.x);\n");
      fs.writeFileSync(path.join(dir, 'plain.js'), 'export const y = 2;\n');
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        webpack(
          {
            mode: 'development',
            devtool: false,
            context: dir,
            entry: { main: './main.js', plain: './plain.js' },
            output: { path: path.join(dir, 'dist') },
            plugins: [new YieldAfterChunksPlugin()],
          },
          (error, result) => (error || !result ? reject(error) : resolve(result)),
        ),
      );
      expect(stats.hasErrors()).toBe(false);
      const main = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
      const plain = fs.readFileSync(path.join(dir, 'dist/plain.js'), 'utf8');
      expect(main).toContain('/* webpack/runtime/yield after chunks */');
      expect(plain).not.toContain('yield after chunks');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
