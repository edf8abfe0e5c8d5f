import {
  currentZoneName,
  matchesZone,
  offsetText,
  recentTimeZones,
  rememberTimeZone,
  timeZoneChoices,
} from './timeZones';

const WINTER = new Date('2026-01-15T12:00:00Z');

describe('time zone choices', () => {
  beforeEach(() => localStorage.clear());

  it('uses the current names, never the outdated ones the browser still lists', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('Europe/Paris')).toBe('Europe/Paris');
    const { all } = timeZoneChoices('Europe/Paris', 'Europe/Paris', [], WINTER);
    const names = all.map((z) => z.value);
    expect(names).toContain('Asia/Kolkata');
    expect(names).toContain('Europe/Kyiv');
    expect(names).not.toContain('Asia/Calcutta');
    expect(names).not.toContain('Europe/Kiev');
    expect(new Set(names).size).toBe(names.length);
  });

  it('labels each zone with its UTC offset, west to east', () => {
    const { own, all } = timeZoneChoices('Europe/Paris', 'Europe/Paris', [], WINTER);
    expect(own.map((z) => z.label)).toEqual(['Europe/Paris (UTC+01:00)']);
    expect(all.find((z) => z.value === 'Asia/Kolkata')?.label).toBe('Asia/Kolkata (UTC+05:30)');
    expect(all.find((z) => z.value === 'America/New_York')?.label).toBe(
      'America/New York (UTC−05:00)',
    );
    expect(all.find((z) => z.value === 'UTC')?.label).toBe('UTC (UTC)');
    const offsets = all.map((z) => z.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(offsetText(-210)).toBe('UTC−03:30');
  });

  it('puts the own zone first, then the recent ones, each once', () => {
    rememberTimeZone('Asia/Tokyo', 'Europe/Paris');
    rememberTimeZone('America/New_York', 'Europe/Paris');
    rememberTimeZone('Europe/Paris', 'Europe/Paris');
    rememberTimeZone('Asia/Tokyo', 'Europe/Paris');
    expect(recentTimeZones()).toEqual(['Asia/Tokyo', 'America/New_York']);
    const groups = timeZoneChoices('Europe/Paris', 'Europe/Paris', recentTimeZones(), WINTER);
    expect(groups.own.map((z) => z.value)).toEqual(['Europe/Paris']);
    expect(groups.recent.map((z) => z.value)).toEqual(['Asia/Tokyo', 'America/New_York']);
    expect(groups.all.map((z) => z.value)).not.toContain('Asia/Tokyo');
    expect(groups.all.map((z) => z.value)).not.toContain('Europe/Paris');
  });

  it('finds a zone by city, with spaces or underscores, or by its offset', () => {
    const { all } = timeZoneChoices('UTC', 'UTC', [], WINTER);
    const find = (q: string) => all.filter((z) => matchesZone(z, q)).map((z) => z.value);
    expect(find('kyiv')).toEqual(['Europe/Kyiv']);
    expect(find('new york')).toEqual(['America/New_York']);
    expect(find('port-au')).toEqual(['America/Port-au-Prince']);
    expect(find('+05:30')).toEqual(['Asia/Colombo', 'Asia/Kolkata']);
    expect(find('utc+5:45')).toEqual(['Asia/Kathmandu']);
    expect(find('zzz')).toEqual([]);
  });
});
