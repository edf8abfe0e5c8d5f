import { changedFields, conflictingFields, mergeEdits, pickFields } from './mergeEdits';

const base = { id: 't1', title: 'Call mum', priority: 'medium', deadline: null, lastUpdated: 1 };

describe('mergeEdits', () => {
  it('takes their version with my changed fields when we changed different fields', () => {
    const mine = { ...base, title: 'Call mum at 6' };
    const theirs = { ...base, priority: 'high', lastUpdated: 5 };
    expect(mergeEdits(base, mine, theirs)).toEqual({
      ...base,
      title: 'Call mum at 6',
      priority: 'high',
      lastUpdated: 5,
    });
  });

  it('refuses to choose when both changed one field to different values', () => {
    const mine = { ...base, title: 'Mine' };
    const theirs = { ...base, title: 'Theirs', lastUpdated: 5 };
    expect(mergeEdits(base, mine, theirs)).toBeNull();
    expect(conflictingFields(base, mine, theirs)).toEqual(['title']);
  });

  it('accepts the same change made on both sides', () => {
    const mine = { ...base, title: 'Same' };
    const theirs = { ...base, title: 'Same', lastUpdated: 5 };
    expect(mergeEdits(base, mine, theirs)).toEqual(theirs);
  });

  it('cannot merge without the version the edit started from', () => {
    expect(mergeEdits(undefined, { ...base, title: 'A' }, { ...base, lastUpdated: 3 })).toBeNull();
  });

  it('ignores the bookkeeping fields and compares nested values by content', () => {
    expect(
      changedFields({ ...base, tags: ['a'] }, { ...base, tags: ['a'], lastUpdated: 9 }),
    ).toEqual([]);
    expect(changedFields(base, { ...base, deadline: '2026-12-01' })).toEqual(['deadline']);
  });

  it('builds the version chosen field by field', () => {
    const mine = { ...base, title: 'Mine', priority: 'low' };
    const theirs = { ...base, title: 'Theirs', priority: 'high', lastUpdated: 5 };
    expect(pickFields(mine, theirs, ['title'])).toEqual({ ...theirs, title: 'Mine' });
  });
});
