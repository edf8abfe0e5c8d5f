// Guards that @planner/shared/domain stays pure: the api imports it under Node, so no browser-only module may creep in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a domain file may import: its siblings and the wire-format model (its types; values from its
 * zod-free constants and checks, so a screen that only needs the domain never loads the schemas), and the
 * cached Intl formatters (../intl, no imports of its own).
 */
const ALLOWED = [
  /^\.\/[\w.]+$/,
  /^\.\.\/model$/,
  /^\.\.\/model\/(constants|checks)$/,
  /^\.\.\/intl$/,
];

const sources = readdirSync(__dirname).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'testEvents.ts',
);

const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

function importsOf(file: string): string[] {
  return [...read(file).matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1] ?? '');
}

describe('@planner/shared/domain', () => {
  it('has source files to check', () => {
    expect(sources).toEqual(expect.arrayContaining(['index.ts', 'recurrence.ts', 'zonedTime.ts']));
  });

  it.each(sources)('%s imports only domain siblings and ../model', (file) => {
    const foreign = importsOf(file).filter((spec) => !ALLOWED.some((re) => re.test(spec)));
    expect(foreign).toEqual([]);
  });

  it.each(sources)(
    '%s takes only types from ../model (values from ../model/constants and checks)',
    (file) => {
      const valueImports = [...read(file).matchAll(/^import (?!type )[^;]*from '\.\.\/model';/gm)];
      expect(valueImports.map((m) => m[0])).toEqual([]);
    },
  );
});
