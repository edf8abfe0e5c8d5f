import en from './en/notifications.json';
import fr from './fr/notifications.json';

/** Every leaf key of a translation file, e.g. 'groups.account'. */
function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? leafKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('notifications texts', () => {
  it('exist in English and French alike, none empty', () => {
    expect(leafKeys(fr).sort()).toEqual(leafKeys(en).sort());
    const empty = (tree: object) =>
      leafKeys(tree).filter((k) => {
        const value = k
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(en)).toEqual([]);
    expect(empty(fr)).toEqual([]);
  });
});
