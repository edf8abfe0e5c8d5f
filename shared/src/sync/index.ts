// @planner/shared/sync: the suite's data layer (docs/data-layer.md), the only code that talks to the api
// (axios) and the local database (localforage). TanStack Query holds what the screens show.
export { configureSync, getSyncConfig, apiPrefix, apiBaseUrl } from './config';
export type { SyncConfig, SyncMode, Transport } from './config';
export { request, createHttpClient, REQUEST_TIMEOUT_MS } from './http';
export type { ApiResult, HttpMethod } from './http';
export {
  handleBackendError,
  lastError$,
  getLastError,
  clearLastError,
  DEFAULT_ERROR_CODE,
  SERVER_ERROR_MESSAGE,
  UNREACHABLE_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './errors';
export type { ApiError, ErrorKind, LastError } from './errors';
export { failureKey, failureOf, localFailure } from './outcome';
export type { Outcome, Failure } from './outcome';
export { localDb, clearAll } from './localDb';
export type { LocalStore } from './localDb';
export { queryClient, createQueryClient } from './queryClient';
export type { Synced } from './queryClient';
export { ListEntity } from './listEntity';
export type { ListPaths, SyncedList } from './listEntity';
export { RecordEntity } from './recordEntity';
export { stripLastUpdated } from './profile';
export {
  tasks,
  calendar,
  eventPresets,
  notifications,
  profile,
  settings,
  loadAll,
  showLocalCopies,
  hideLocalCopies,
  claimLocalData,
  resetAll,
  readFailures,
} from './entities';
export type { StoreName, StoreLoadError, LoadAllResult } from './entities';
export { applyEventPlan } from './eventPlans';
export { applyTaskPlan } from './taskPlans';
export { importEvents, calendarFeed } from './calendarIcs';
export {
  subscriptions,
  useSubscriptions,
  SUBSCRIPTIONS_KEY,
  SUBSCRIPTIONS_POLL_MS,
} from './subscriptions';
export type { SubscriptionFailure, SubscriptionsView } from './subscriptions';
export type { ImportEventInput, ImportSummary } from './calendarIcs';
export {
  OUTBOX_KEY,
  loadOutbox,
  replayOutbox,
  outboxState,
  pendingEntries,
  dropEntry,
  resendEntry,
  clearOutbox,
  isOfflineId,
} from './outbox';
export type { OutboxEntry, OutboxState } from './outbox';
export { DataProvider, useList, useRecord, useWrite, useReadFailures, useOutbox } from './hooks';
export type { SyncView } from './hooks';
export {
  readPushState,
  enablePush,
  disablePush,
  sendTestPush,
  currentPushEndpoint,
} from './webPush';
export type { PushState, PushChange } from './webPush';
export { exportAccount, deleteAccount } from './account';
