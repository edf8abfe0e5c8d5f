// Lazy chunks a remote names so a page can fetch them with its entry (a loading plan's `chunks`), read
// from chunks.json, which the webpack factory reads too. A file of its own: the shell's entry imports the
// names (the loading plan) without the rest of the suite's map.
import chunks from './chunks.json';

/**
 * The calendar's named chunks: FullCalendar (with the libraries it uses) and its texts in each language.
 * The remote names them with webpackChunkName comments, which can only hold a literal, so the webpack
 * factory fails the remote's build when it emits no chunk of one of these names
 * (tooling/webpack/createConfig.cjs NamedChunksPlugin).
 */
export const CALENDAR_CHUNKS = chunks.calendar;
