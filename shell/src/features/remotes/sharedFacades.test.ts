// The build rule that shares react-router-dom, react-i18next and rxjs as only the names the suite imports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { importedNames } = jest.requireActual<{
  importedNames(pkg: string, files: string[]): string[] | null;
}>('../../../../tooling/webpack/sharedFacades.cjs');

function namesIn(...sources: string[]): string[] | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facade-test-'));
  const files = sources.map((text, i) => {
    const file = path.join(dir, `f${i}.ts`);
    fs.writeFileSync(file, text);
    return file;
  });
  try {
    return importedNames('rxjs', files);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('sharedFacades importedNames', () => {
  it('collects the value names of named imports and re-exports, across files and lines', () => {
    expect(
      namesIn(
        "import { Subject, type Observable } from 'rxjs';",
        "import {\n  filter,\n  BehaviorSubject as State,\n} from 'rxjs';\nexport { map } from 'rxjs';",
        "import type { Subscription } from 'rxjs';",
      ),
    ).toEqual(['BehaviorSubject', 'Subject', 'filter', 'map']);
  });

  it('gives up (share the whole package) on imports a facade cannot serve', () => {
    expect(namesIn("import * as rx from 'rxjs';")).toBeNull();
    expect(namesIn("import rx, { Subject } from 'rxjs';")).toBeNull();
    expect(namesIn("import { map } from 'rxjs/operators';")).toBeNull();
    expect(namesIn("const rx = import('rxjs');")).toBeNull();
  });
});
