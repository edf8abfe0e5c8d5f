// The sync layer is on every signed-in page's first paint (the stores' state): zod, the wire schemas and
// axios must load with its first server call or local read, not with it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const sources = readdirSync(__dirname).filter(
  (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== 'testApi.ts',
);

/** Import statements that bring in a value at load time (not `import type`, not `import()`). */
function valueImportsOf(file: string): string[] {
  const text = readFileSync(path.join(__dirname, file), 'utf8');
  return [...text.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)].map((m) => m[1] ?? '');
}

describe('@planner/shared/sync', () => {
  it('has source files to check', () => {
    expect(sources).toEqual(expect.arrayContaining(['http.ts', 'entities.ts', 'schemas.ts']));
  });

  it.each(sources)('%s loads neither zod, axios nor the schemas up front', (file) => {
    const heavy = valueImportsOf(file).filter((spec) =>
      ['zod', 'axios', '../model'].includes(spec),
    );
    expect(heavy).toEqual([]);
  });
});
