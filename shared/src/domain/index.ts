// @planner/shared/domain: pure business rules (urgency, deadlines, purge, passwords, recurrence, event plans,
// what a quick-add sentence makes; its chrono-node parser is the lazy @planner/shared/quickAdd subpath).
export * from './deadline';
export * from './urgency';
export * from './purge';
export * from './password';
export * from './ids';
export * from './zonedTime';
export * from './clock';
export * from './recurrence';
export { lastDayOfSeries, planEventCreate, refinementsOf, toDraft } from './eventPlan';
export * from './repeatRule';
export type { EventDraft, EventOperation, EventScope, PlanOptions } from './eventPlan';
export * from './eventUpdate';
export * from './eventDelete';
export * from './urgencyRanking';
export * from './recommendPresets';
export * from './presetEvent';
export * from './mergeEdits';
export * from './taskSchedule';
export * from './planTasks';
export * from './quickAdd';
