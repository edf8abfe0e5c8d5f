// @planner/shared/quickAdd: the quick-add parser, with chrono-node (en and fr only). Its own subpath, so
// chrono (about 16 KB gzip) is loaded only when a quick-add field gets the focus (docs/architecture.md).
// The pure types and the task/event conversion live in @planner/shared/domain.
export { parseQuickAdd, DEFAULT_EVENT_MINUTES } from './parseQuickAdd';
export type {
  QuickAddKind,
  QuickAddOptions,
  QuickAddPart,
  QuickAddPartType,
  QuickAddProblem,
  QuickAddResult,
} from '../domain/quickAdd';
export { quickAddResources } from './resources';
