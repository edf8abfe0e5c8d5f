// @planner/shared/sync: the only code that talks to the api (axios) and the local database (localforage).
export { configureSync, getSyncConfig, apiPrefix, apiBaseUrl } from './config';
export type { SyncConfig, SyncMode } from './config';
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
export { failureKey, lastFailureKey } from './failureMessage';
export { localDb, clearAll } from './localDb';
export type { LocalStore } from './localDb';
export { SyncedCollection } from './SyncedCollection';
export type { CollectionPaths, SyncedCollectionOptions } from './SyncedCollection';
export { SyncedRecord } from './SyncedRecord';
export { ProfileStore, stripLastUpdated } from './profileStore';
export { SettingsStore } from './settingsStore';
export type { SyncStatus, LoadOutcome } from './status';
export {
  tasks,
  calendar,
  eventPresets,
  notifications,
  profile,
  settings,
  loadAllStores,
  resetAllStores,
} from './stores';
export type { StoreName, StoreLoadError, LoadAllResult } from './stores';
export { useSubjectValue, useItems, useSyncStatus } from './useSynced';
export {
  readPushState,
  enablePush,
  disablePush,
  sendTestPush,
  currentPushEndpoint,
} from './webPush';
export type { PushState, PushChange } from './webPush';
export { exportAccount, deleteAccount } from './account';
