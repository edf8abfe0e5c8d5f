// @planner/shared/model: every entity schema, type and constant of the wire format.
export * from './constants';
export * from './checks';
export * from './common.schema';
export * from './event.schema';
export * from './task.schema';
export * from './preset.schema';
export * from './notification.schema';
export * from './settings.schema';
export * from './profile.schema';
export * from './auth.schema';
export * from './envelope.schema';
export * from './push.schema';
export * from './account.schema';
export * from './feed.schema';
export * from './subscription.schema';
