// The data Module Federation runtimes exchange on a page, in the shape @module-federation/runtime-core
// 2.x gives it: builds on that runtime and on ours read and write the same objects (see core.ts).

/** What a shared module's provider hands out: calling it runs (or returns) the module. */
export type ModuleFactory = () => unknown;

export type ShareStrategy = 'loaded-first' | 'version-first';

export interface ShareConfig {
  singleton?: boolean;
  /** A semver range, or false for any version. */
  requiredVersion?: string | false;
  strictVersion?: boolean;
  eager?: boolean;
}

/** One version of a shared module as an app declares it (the build plugin writes these). */
export interface SharedDeclaration {
  version: string;
  get?: () => ModuleFactory | Promise<ModuleFactory>;
  lib?: ModuleFactory;
  shareConfig?: ShareConfig;
  scope?: string | string[];
  strategy?: ShareStrategy;
}

/** One version of a shared module in a share scope: `shareScope[name][version]`. */
export interface Shared {
  version: string;
  get: () => ModuleFactory | Promise<ModuleFactory>;
  /** The module's factory once loaded. */
  lib?: ModuleFactory | null;
  loaded?: boolean;
  loading?: Promise<ModuleFactory> | null;
  /** The app that provided it. */
  from: string;
  /** The apps that use it. */
  useIn: string[];
  shareConfig: ShareConfig;
  scope: string[];
  strategy: ShareStrategy;
  /** Module Federation 1 providers (webpack's own runtime) mark eager modules here. */
  eager?: boolean;
}

export type ShareScope = Record<string, Record<string, Shared>>;
export type ShareScopeMap = Record<string, ShareScope>;

/** A remote as registered at run time: its container's global name and its remoteEntry.js. */
export interface Remote {
  name: string;
  entry: string;
  shareScope?: string;
  entryGlobalName?: string;
}

/** What the host passes a container's init, besides the share scope (non-enumerable shareScopeMap included). */
export interface RemoteEntryInitOptions {
  version?: string;
  shareScopeKeys?: string | string[];
  shareScopeMap?: ShareScopeMap;
}

/** A remote's container (its remoteEntry.js exports). */
export interface Container {
  init(shareScope: ShareScope, initScope?: unknown[], options?: RemoteEntryInitOptions): unknown;
  get(expose: string): ModuleFactory | Promise<ModuleFactory>;
}

/** The extra argument of loadShare/loadShareSync; bundler runtimes pass the consuming module's config. */
export interface LoadShareOptions {
  customShareInfo?: { shareConfig?: ShareConfig; scope?: string[]; strategy?: ShareStrategy };
  context?: unknown;
}

export interface FederationOptions {
  name: string;
  id?: string;
  version?: string;
  remotes?: Remote[];
  shared?: Record<string, SharedDeclaration | SharedDeclaration[]>;
  shareStrategy?: ShareStrategy;
  /** Accepted for compatibility (stock bundler runtimes add one that does nothing here); never run. */
  plugins?: unknown[];
  [option: string]: unknown;
}

/** The instance API bundler runtimes (ours and the stock one) and the shell use. */
export interface FederationInstance {
  readonly name: string;
  options: FederationOptions & {
    id: string;
    remotes: Remote[];
    shared: Record<string, Shared[]>;
    shareStrategy: ShareStrategy;
  };
  shareScopeMap: ShareScopeMap;
  initOptions(options: Partial<FederationOptions>): unknown;
  registerShared(shared: Record<string, SharedDeclaration | SharedDeclaration[]>): void;
  registerRemotes(remotes: Remote[], options?: { force?: boolean }): void;
  initShareScopeMap(scopeName: string, shareScope: ShareScope, extraOptions?: object): void;
  initializeSharing(
    scopeName?: string,
    extraOptions?: { strategy?: ShareStrategy; initScope?: unknown[]; from?: string },
  ): Promise<unknown>[];
  loadShare(name: string, options?: LoadShareOptions): Promise<ModuleFactory | false>;
  loadShareSync(name: string, options?: LoadShareOptions): ModuleFactory;
  loadRemote<T>(id: string): Promise<T>;
}

/** The page-wide registry runtimes keep on globalThis. */
export interface FederationGlobal {
  __INSTANCES__: FederationInstance[];
  __SHARE__: Record<string, ShareScopeMap>;
  __GLOBAL_PLUGIN__: unknown[];
  moduleInfo: Record<string, unknown>;
  __DEBUG_CONSTRUCTOR__?: new (options: FederationOptions) => FederationInstance;
  [key: string]: unknown;
}
