// The shared singletons the shell provides to every remote (docs/architecture.md, "The federation contract"):
// request -> loader of the shell's own instance, so each remote gets the shell's React, bus, i18next...
// Only the types are written here: the build generates the map from the one list the remotes are built
// with (tooling/webpack/sharedModulesLoader.cjs replaces this file's body; jest does the same).

export type SharedModuleLoader = () => Promise<object>;

/** Every shared request ('react', 'rxjs', '@planner/shared/bus', ...) -> its loader. */
export declare const SHARED_MODULES: Readonly<Record<string, SharedModuleLoader>>;

/** Requests provided on first use (their loader) instead of loaded at start: the model, quick add, ICS. */
export declare const LAZY_SHARED_MODULES: ReadonlySet<string>;
