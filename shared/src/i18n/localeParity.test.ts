// Suite-wide translation parity: every locales/{en,fr}/*.json of every package has the same keys, no empty text, same placeholders;
// French keeps one apostrophe.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = [
  'shared',
  'shell',
  'mf-calendar',
  'mf-tasks',
  'mf-notifications',
  'mf-profile',
  'mf-settings',
  'tooling/dev-harness',
];
const SKIP = new Set(['node_modules', 'dist', 'coverage']);
const LANGUAGES = ['en', 'fr'] as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every `locales` folder under a package (its own src, or the package root for the dev harness). */
function localeDirs(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales') found.push(full);
    else found.push(...localeDirs(full));
  }
  return found;
}

/** `{a: {b: ['x']}}` becomes `{'a.b.0': 'x'}`; other leaves stay as they are, so a non-text value fails. */
function flatten(
  value: Json,
  prefix = '',
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out[prefix] = value;
  }
  return out;
}

function read(file: string): Record<string, unknown> {
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Json);
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

interface Namespace {
  id: string;
  files: Record<(typeof LANGUAGES)[number], string>;
}

const namespaces: Namespace[] = [];
for (const pkg of PACKAGES) {
  for (const dir of localeDirs(path.join(ROOT, pkg))) {
    const names = new Set(
      LANGUAGES.flatMap((language) => {
        const folder = path.join(dir, language);
        return fs.existsSync(folder)
          ? fs.readdirSync(folder).filter((f) => f.endsWith('.json'))
          : [];
      }),
    );
    for (const name of names) {
      namespaces.push({
        id: path.relative(ROOT, path.join(dir, '*', name)),
        files: { en: path.join(dir, 'en', name), fr: path.join(dir, 'fr', name) },
      });
    }
  }
}

describe('translations of the whole suite', () => {
  it('finds the namespaces of shared, the shell and the five remotes', () => {
    const ids = namespaces.map((n) => n.id);
    for (const expected of [
      'shared/src/i18n/locales/*/common.json',
      'shell/src/locales/*/shell.json',
      'mf-calendar/src/locales/*/calendar.json',
      'mf-tasks/src/locales/*/tasks.json',
      'mf-notifications/src/locales/*/notifications.json',
      'mf-profile/src/locales/*/profile.json',
      'mf-settings/src/locales/*/settings.json',
    ]) {
      expect(ids).toContain(expected);
    }
  });

  describe.each(namespaces.map((n) => [n.id, n] as const))('%s', (_id, namespace) => {
    it('exists in English and in French', () => {
      expect(LANGUAGES.filter((language) => !fs.existsSync(namespace.files[language]))).toEqual([]);
    });

    it('has the same keys in both languages', () => {
      const en = Object.keys(read(namespace.files.en));
      const fr = Object.keys(read(namespace.files.fr));
      expect({
        missingInFrench: en.filter((k) => !fr.includes(k)),
        missingInEnglish: fr.filter((k) => !en.includes(k)),
      }).toEqual({ missingInFrench: [], missingInEnglish: [] });
    });

    it('has no empty or non-text value', () => {
      const bad = LANGUAGES.flatMap((language) =>
        Object.entries(read(namespace.files[language]))
          .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
          .map(([key]) => `${language}:${key}`),
      );
      expect(bad).toEqual([]);
    });

    it('writes French with the typographic apostrophe (“l’agenda”), as everywhere else', () => {
      const straight = Object.entries(read(namespace.files.fr))
        .filter(([, text]) => typeof text === 'string' && /\p{L}'\p{L}/u.test(text))
        .map(([key]) => key);
      expect(straight).toEqual([]);
    });

    it('uses the same {{placeholders}} in both languages', () => {
      const en = read(namespace.files.en);
      const fr = read(namespace.files.fr);
      const differ = Object.keys(en)
        .filter((key) => typeof en[key] === 'string' && typeof fr[key] === 'string')
        .filter(
          (key) =>
            placeholders(en[key] as string).join() !== placeholders(fr[key] as string).join(),
        );
      expect(differ).toEqual([]);
    });
  });
});
