// @planner/shared/bus: the typed event bus shared by the shell and every remote.
export * from './catalog';
export * from './bus';
export { useFact } from './useFact';
