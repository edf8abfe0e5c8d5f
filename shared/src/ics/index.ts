// @planner/shared/ics: reading and writing iCalendar files (docs/product.md section 10) with ical.js. A
// subpath of its own, so ical.js loads only when a person imports or exports (the calendar's import
// worker bundles it; the api writes its subscription feed with it).
export { IcsError, parseIcs } from './parse';
export type { IcsCounts, IcsErrorCode, IcsImport, ImportedEvent, ParseIcsOptions } from './parse';
export { toIcs, vtimezone } from './write';
export type { ExportableEvent, ToIcsOptions } from './write';
export { ianaZoneOf } from './zones';
