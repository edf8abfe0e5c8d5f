// Guards that @planner/shared/domain stays pure: the api imports it under Node, so no browser-only module may creep in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a domain file may import: its siblings, the wire-format model, and zod. */
const ALLOWED = [/^\.\/[\w.]+$/, /^\.\.\/model$/, /^zod$/];

const sources = readdirSync(__dirname).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'testEvents.ts',
);

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(__dirname, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1] ?? '');
}

describe('@planner/shared/domain', () => {
  it('has source files to check', () => {
    expect(sources).toEqual(expect.arrayContaining(['index.ts', 'recurrence.ts', 'zonedTime.ts']));
  });

  it.each(sources)('%s imports only domain siblings, ../model and zod', (file) => {
    const foreign = importsOf(file).filter((spec) => !ALLOWED.some((re) => re.test(spec)));
    expect(foreign).toEqual([]);
  });
});
