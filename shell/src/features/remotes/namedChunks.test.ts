// The build rule that keeps a remote's chunk names and the suite's constants (shared/src/mf/chunks.json) one.
import { CALENDAR_CHUNKS } from '@planner/shared/mf';

interface Compilation {
  namedChunks: Map<string, unknown>;
  errors: Error[];
}
const { NamedChunksPlugin, chunkNames, exposesOf } = jest.requireActual<{
  chunkNames(listed: object): string[];
  NamedChunksPlugin: new (
    remote: string,
    names: string[],
  ) => {
    apply(compiler: unknown): void;
  };
  exposesOf(dir: string): Record<string, string>;
}>('../../../../tooling/webpack/createConfig.cjs');

function compile(plugin: InstanceType<typeof NamedChunksPlugin>, chunks: string[]): Error[] {
  let done: ((compilation: Compilation) => void) | undefined;
  plugin.apply({ hooks: { afterCompile: { tap: (_: string, fn: typeof done) => (done = fn) } } });
  const compilation = { namedChunks: new Map(chunks.map((c) => [c, {}])), errors: [] };
  done?.(compilation);
  return compilation.errors;
}

describe('NamedChunksPlugin', () => {
  it("fails a remote's build that emits no chunk of a name the suite lists for it", () => {
    const plugin = new NamedChunksPlugin('calendar', [CALENDAR_CHUNKS.fullcalendar]);
    expect(compile(plugin, [CALENDAR_CHUNKS.fullcalendar, 'other'])).toEqual([]);
    const errors = compile(plugin, ['fullcalendar']);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain(`no chunk named "${CALENDAR_CHUNKS.fullcalendar}"`);
  });
});

describe('chunkNames', () => {
  it("lists every name of a remote's entry, the texts of each language too", () => {
    expect(chunkNames(CALENDAR_CHUNKS)).toEqual([
      'preload-fullcalendar',
      'texts-calendar-en',
      'texts-calendar-fr',
    ]);
  });
});

describe('exposesOf', () => {
  it('reads what a remote exposes from its src/exposes.ts', () => {
    expect(exposesOf(`${__dirname}/../../../../mf-tasks`)).toEqual({
      './lifecycles': './src/lifecycles',
      './TasksSidebar': './src/features/sidebar/TasksSidebar',
    });
  });
});
