// The shell's remote loading feature: what the rest of the shell uses to show the five remotes.
export {
  initRemotes,
  loadRemoteModule,
  loadedRemoteModule,
  preloadRemoteModules,
  resetRemote,
  remoteEntryUrl,
} from './remoteRegistry';
export { markMainAreaShown, whenMainAreaShown } from './mainArea';
export { RemoteParcel, type RemoteParcelProps } from './RemoteParcel';
export { RemoteWidget, type RemoteWidgetProps } from './RemoteWidget';
export { RemoteUnavailable } from './RemoteUnavailable';
