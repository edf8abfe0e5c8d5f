// The shared singletons the shell provides to every remote (docs/architecture.md): request -> loader.
// The remotes' copies stay unused: each remote gets the shell's own instance of React, the bus, i18next...
// react-router-dom, react-i18next, rxjs and @tanstack/react-query are their facades (only the names the suite imports).

type Loader = () => Promise<object>;

export const SHARED_MODULES: Readonly<Record<string, Loader>> = {
  react: () => import('react'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-router-dom': () => import('planner-shared-facade/react-router-dom'),
  rxjs: () => import('planner-shared-facade/rxjs'),
  i18next: () => import('i18next'),
  'react-i18next': () => import('planner-shared-facade/react-i18next'),
  localforage: () => import('localforage'),
  '@tanstack/react-query': () => import('planner-shared-facade/@tanstack/react-query'),
  '@planner/shared/model': () => import('@planner/shared/model'),
  '@planner/shared/model/constants': () => import('@planner/shared/model/constants'),
  '@planner/shared/domain': () => import('@planner/shared/domain'),
  // The same chunk as QuickAddField's own import of the parser (one copy of chrono in the shell's dist).
  '@planner/shared/quickAdd': () =>
    import(/* webpackChunkName: "quick-add" */ '@planner/shared/quickAdd'),
  '@planner/shared/ics': () => import('@planner/shared/ics'),
  '@planner/shared/bus': () => import('@planner/shared/bus'),
  '@planner/shared/consent': () => import('@planner/shared/consent'),
  '@planner/shared/sync': () => import('@planner/shared/sync'),
  '@planner/shared/mf': () => import('@planner/shared/mf'),
  '@planner/shared/i18n': () => import('@planner/shared/i18n'),
  '@planner/shared/ui': () => import('@planner/shared/ui'),
  '@planner/shared/logger': () => import('@planner/shared/logger'),
  // Only in development, where swc compiles JSX to jsxDEV calls (a constant branch: gone in production).
  ...(process.env.NODE_ENV === 'development'
    ? { 'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime') }
    : {}),
};

/**
 * Provided on first use instead of at start: the wire model's schemas (and zod with them) serve the
 * sync layer's first call and the profile and settings forms, never a page's first paint; the quick-add
 * parser (and chrono-node with it) is loaded when a quick-add field gets the focus; the ICS module serves
 * an export.
 */
export const LAZY_SHARED_MODULES: ReadonlySet<string> = new Set([
  '@planner/shared/model',
  '@planner/shared/quickAdd',
  // ical.js with it: only an export of the calendar needs it (the import parses in the calendar's worker).
  '@planner/shared/ics',
]);
