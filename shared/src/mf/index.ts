// @planner/shared/mf: the remote contract (MountProps, defineRemote) and the suite's remote map.
export * from './remotes';
export { CALENDAR_CHUNKS } from './chunks';
export type {
  ExposedName,
  LifecyclesModule,
  RemoteExposes,
  RemoteModules,
  WidgetModule,
  WidgetName,
  WidgetProps,
} from './remoteModules';
export type { MountProps } from './mountProps';
export { defineRemote, type RemoteLifecycles, type RemoteOptions } from './defineRemote';
export { RemoteFrame, RemoteScreen, RemoteCrash, ScreenPlaceholder } from './RemoteFrame';
export { useShownHold } from './shown';
