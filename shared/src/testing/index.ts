// @planner/shared/testing: stand-ins for component tests and the bench (never in an app bundle).
export { createMemoryApi, installMemoryApi } from './memoryApi';
export type { MemoryApi, MemoryData, MemoryFailure } from './memoryApi';
export { deferred } from './deferred';
export { makeTask } from './fixtures';
export { makePlanInput, seededRandom } from './planData';
export type { PlanDataOptions } from './planData';
