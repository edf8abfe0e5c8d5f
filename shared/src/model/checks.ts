// The checks of text, zones and years that the schemas, the forms and the imports share (docs/conventions.md
// item 10): no zod, like constants.ts. A subpath of its own (@planner/shared/model/checks): the public
// pages' entry imports constants, and the remotes' forms import these, so neither carries the other.
import { intlKnowsZone } from '../intl';
import { MAX_YEAR, MIN_YEAR } from './constants';

/** The regions of the IANA zone names (Area/Location), e.g. Europe/Paris, America/Argentina/Salta. */
const IANA_ZONE_SHAPE =
  /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)(\/[A-Z][a-z][A-Za-z0-9_+-]*){1,2}$/;

/**
 * A canonical IANA time zone that this browser (or Node) knows: 'UTC' or an Area/Location name spelt as
 * the database spells it. Case-folded ('europe/paris'), POSIX-style ('EST5EDT') and backward-compatible
 * ('US/Eastern') names are refused, though Intl would accept them.
 */
export function isValidTimeZone(tz: string): boolean {
  if (tz !== 'UTC' && !IANA_ZONE_SHAPE.test(tz)) return false;
  return intlKnowsZone(tz);
}

/** No NUL and no unpaired surrogate: text PostgreSQL (and JSON consumers) can store and read back. */
export function isStorableText(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
  return !/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    text,
  );
}

/** Characters that show nothing (spaces, zero-width and format characters). */
const INVISIBLE = /[\s\u200B-\u200F\u2060-\u2064\uFEFF\u00AD\u180E]/g;

/** A title someone can see: not empty once blanks and zero-width characters are removed. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

/** The year of an ISO date or date-time, if it lies within MIN_YEAR..MAX_YEAR. */
export function isYearInRange(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR;
}
