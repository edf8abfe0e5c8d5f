/** @jest-environment ./jest/machineTimeZoneEnvironment.cjs */
// Quick add reads days in the user's time zone (settings), whatever the time zone of the machine it runs on:
// "avant vendredi" typed at 00:12 on a Saturday in Paris is next Friday, on a machine in Paris, in UTC or
// in Los Angeles alike. Each case runs under its machine zone (setMachineTimeZone, jest/machineTimeZoneEnvironment).
import { parseQuickAdd } from './parseQuickAdd';
import { summarize } from './testing';

const MACHINE_ZONES = ['UTC', 'Europe/Paris', 'America/Los_Angeles', 'Pacific/Kiritimati'];

declare const setMachineTimeZone: (zone: string) => void;

/** [what is typed, language, now, user's zone, expected summary] */
const CASES: readonly [string, 'en' | 'fr', string, string, string][] = [
  // Saturday 28 November, 00:12 in Paris: Friday has passed.
  [
    "réviser l'examen avant vendredi urgent",
    'fr',
    '2026-11-27T23:12:00Z',
    'Europe/Paris',
    'task due 2026-12-04 !high',
  ],
  ['rapport vendredi', 'fr', '2026-11-27T23:12:00Z', 'Europe/Paris', 'task due 2026-12-04'],
  ['27 nov rapport', 'fr', '2026-11-27T23:12:00Z', 'Europe/Paris', 'task due 2027-11-27'],
  // Friday 27 November, 23:30 in Paris: Friday is still today.
  ['report due friday', 'en', '2026-11-27T22:30:00Z', 'Europe/Paris', 'task due 2026-11-27'],
  ['report by 27 nov', 'en', '2026-11-27T22:30:00Z', 'Europe/Paris', 'task due 2026-11-27'],
  // Friday 27 November, 20:00 in New York (01:00 Saturday in UTC): Friday is still today there.
  ['report due friday', 'en', '2026-11-28T01:00:00Z', 'America/New_York', 'task due 2026-11-27'],
  [
    'call mom saturday 9am',
    'en',
    '2026-11-28T01:00:00Z',
    'America/New_York',
    'event 2026-11-28 09:00-10:00',
  ],
  // Friday 27 November, 10:00 in New York: "friday at 3" is this afternoon there.
  [
    'gym friday at 3',
    'en',
    '2026-11-27T15:00:00Z',
    'America/New_York',
    'event 2026-11-27 15:00-16:00',
  ],
  // A time alone is the next such time in the user's zone.
  [
    'call mom at 11pm',
    'en',
    '2026-11-28T01:00:00Z',
    'America/New_York',
    'event 2026-11-27 23:00-00:00+1',
  ],
];

describe.each(MACHINE_ZONES)('on a machine in %s', (machineZone) => {
  test.each(CASES)('%s (%s, %s in %s) is %s', (text, language, now, timeZone, expected) => {
    setMachineTimeZone(machineZone);
    expect(summarize(parseQuickAdd(text, { language, now: new Date(now), timeZone }))).toBe(
      expected,
    );
  });
});
