// The build rule that keeps @planner/shared's singletons single across its own folders (tooling/webpack).
import path from 'node:path';

interface Plugin {
  rewrite(context: string, request: string): string | null;
}
const { SharedSubpathImportsPlugin } = jest.requireActual<{
  SharedSubpathImportsPlugin: new () => Plugin;
}>('../../../../tooling/webpack/sharedSubpathImports.cjs');

const src = path.resolve(__dirname, '../../../../shared/src');
const plugin = new SharedSubpathImportsPlugin();

describe('SharedSubpathImportsPlugin', () => {
  it('sends an import that leaves its subpath through the package (the shared singleton)', () => {
    expect(plugin.rewrite(path.join(src, 'sync'), '../bus')).toBe('@planner/shared/bus');
    expect(plugin.rewrite(path.join(src, 'sync'), '../domain/ids')).toBe('@planner/shared/domain');
    expect(plugin.rewrite(path.join(src, 'sync'), '../logger')).toBe('@planner/shared/logger');
  });

  it('sends an import of a nested subpath (the zod-free model constants) to that subpath alone', () => {
    expect(plugin.rewrite(path.join(src, 'bus'), '../model/constants')).toBe(
      '@planner/shared/model/constants',
    );
    expect(plugin.rewrite(path.join(src, 'bus'), '../model')).toBe('@planner/shared/model');
    expect(plugin.rewrite(path.join(src, 'model'), './constants')).toBeNull();
  });

  it('leaves imports inside one subpath, styles, and code outside shared alone', () => {
    expect(plugin.rewrite(path.join(src, 'bus'), './bus')).toBeNull();
    expect(plugin.rewrite(path.join(src, 'ui'), './Button.module.css')).toBeNull();
    expect(plugin.rewrite(path.resolve(src, '../../shell/src'), '../bus')).toBeNull();
    expect(plugin.rewrite(path.join(src, 'sync'), 'rxjs')).toBeNull();
  });
});
