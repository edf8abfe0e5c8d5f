import {
  dateTimeFormat,
  deviceTimeZone,
  intlKnowsZone,
  listFormat,
  relativeTimeFormat,
} from './intl';

const AT = new Date(Date.UTC(2026, 10, 27, 14, 5));

describe('@planner/shared/intl', () => {
  it('builds one DateTimeFormat per locale and options, and formats as Intl does', () => {
    const options: Intl.DateTimeFormatOptions = { timeZone: 'Europe/Paris', hour: 'numeric' };
    const first = dateTimeFormat('en-GB', options);
    expect(dateTimeFormat('en-GB', { ...options })).toBe(first);
    expect(first.format(AT)).toBe(new Intl.DateTimeFormat('en-GB', options).format(AT));
    expect(dateTimeFormat('fr', options)).not.toBe(first);
    expect(dateTimeFormat('en-GB', { ...options, timeZone: 'Asia/Tokyo' })).not.toBe(first);
    expect(dateTimeFormat('en-GB', { ...options, timeZone: 'Asia/Tokyo' }).format(AT)).toBe('23');
  });

  it('throws for a zone Intl refuses, every time (a refusal is never stored)', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });

  it('tells which zones this runtime knows', () => {
    expect(intlKnowsZone('Europe/Paris')).toBe(true);
    expect(intlKnowsZone('UTC')).toBe(true);
    expect(intlKnowsZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('builds relative-time and list formats once too', () => {
    const days = relativeTimeFormat('fr', { numeric: 'auto' });
    expect(relativeTimeFormat('fr', { numeric: 'auto' })).toBe(days);
    expect(days.format(1, 'day')).toBe('demain');
    const list = listFormat('en', { style: 'long', type: 'conjunction' });
    expect(listFormat('en', { style: 'long', type: 'conjunction' })).toBe(list);
    expect(list.format(['Monday', 'Friday'])).toBe('Monday and Friday');
  });

  it('keeps working past its size limit (the oldest formatters are dropped, not the answers)', () => {
    for (let minute = 0; minute < 600; minute++) {
      dateTimeFormat('en', { timeZone: `Etc/GMT${minute % 2 ? '+' : '-'}${minute % 12}` });
      dateTimeFormat(`en-u-nu-latn-x-${minute}`, { hour: 'numeric' });
    }
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit' }).format(AT)).toBe('14');
  });

  describe('deviceTimeZone', () => {
    afterEach(() => jest.restoreAllMocks());

    it("is the runtime's zone, read again after a minute (a laptop that travelled)", () => {
      // Far from any reading an earlier test left, so this one reads the zone.
      const now = jest.spyOn(Date, 'now').mockReturnValue(2_000_000_000);
      const resolved = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
      resolved.mockReturnValue({ timeZone: 'Europe/Paris' } as Intl.ResolvedDateTimeFormatOptions);
      expect(deviceTimeZone()).toBe('Europe/Paris');
      resolved.mockReturnValue({ timeZone: 'Asia/Tokyo' } as Intl.ResolvedDateTimeFormatOptions);
      now.mockReturnValue(2_000_030_000);
      expect(deviceTimeZone()).toBe('Europe/Paris');
      now.mockReturnValue(2_000_061_000);
      expect(deviceTimeZone()).toBe('Asia/Tokyo');
    });

    it('is UTC when the runtime has no zone', () => {
      jest.spyOn(Date, 'now').mockReturnValue(3_000_000_000);
      jest
        .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
        .mockReturnValue({ timeZone: '' } as Intl.ResolvedDateTimeFormatOptions);
      expect(deviceTimeZone()).toBe('UTC');
    });
  });
});
