// The shell's remote loading feature: what the rest of the shell uses to show the five remotes.
export { initRemotes, loadRemoteModule, preloadRemoteModules, resetRemote } from './remoteRegistry';
export { markMainAreaShown, useMainAreaShown, whenMainAreaShown } from './mainArea';
export { RemoteParcel, type RemoteParcelProps } from './RemoteParcel';
export { RemoteWidget, type RemoteWidgetProps } from './RemoteWidget';
export { RemoteUnavailable } from './RemoteUnavailable';
