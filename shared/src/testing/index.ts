// @planner/shared/testing: stand-ins for component tests and the bench (never in an app bundle).
export { createMemoryApi, installMemoryApi } from './memoryApi';
export type { MemoryApi, MemoryData, MemoryFailure } from './memoryApi';
export { makeTask } from './fixtures';
export { makePlanInput, seededRandom } from './planData';
export type { PlanDataOptions } from './planData';
