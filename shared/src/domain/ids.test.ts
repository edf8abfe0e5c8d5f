import { isLocalId, newLocalNotificationId, newUuid } from './ids';

describe('client ids', () => {
  it("makes a local notification id of 'local-' plus 10 letters or digits", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newLocalNotificationId()));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^local-[A-Za-z0-9]{10}$/);
      expect(isLocalId(id)).toBe(true);
    }
    expect(isLocalId('3f1c2a4e-0000-4000-8000-000000000000')).toBe(false);
  });

  it('makes version 4 UUIDs', () => {
    expect(newUuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newUuid()).not.toBe(newUuid());
  });
});
