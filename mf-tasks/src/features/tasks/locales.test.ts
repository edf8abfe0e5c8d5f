import en from '../../locales/en/tasks.json';
import fr from '../../locales/fr/tasks.json';

/** Every key path of a nested translation object, plural suffixes folded (fr may add _many). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(one|other|many)$/, '')];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('tasks locales', () => {
  it('has every text in both English and French', () => {
    expect([...new Set(keys(fr))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('has no empty text', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
    expect([...texts(en), ...texts(fr)].filter((t) => t.trim() === '')).toEqual([]);
  });
});
