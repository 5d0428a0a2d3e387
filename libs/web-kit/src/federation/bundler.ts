// The bundler runtime of TakeHome's builds, in place of @module-federation/webpack-bundler-runtime: the
// functions the federation plugin's generated startup code (@rspack/core's moduleFederationDefaultRuntime)
// calls to create the app's instance, initialise its container and load shared modules as chunks need
// them. The build points the plugin's import of the stock one here (libs/web-kit/build/rspack-config.mjs).
// It talks to the instance only through calls the stock runtime core answers too (initOptions,
// initShareScopeMap, initializeSharing, loadShare, loadShareSync), so a remote built with it runs in a
// shell of the previous release, whose core is the stock one.
// Static remotes (`remotes` in the plugin options) and tree-shaken shared modules are not supported:
// remotes are registered at run time, and SHARED_SINGLETONS ship whole.
import { init } from './runtime';
import type {
  FederationInstance,
  FederationOptions,
  LoadShareOptions,
  ModuleFactory,
  ShareScope,
  ShareScopeMap,
} from './types';

type ModuleId = string | number;

interface ConsumeHandler {
  shareKey: string;
  /** The app's own copy, used when no copy in the share scope fits its requiredVersion. */
  getter: () => ModuleFactory | Promise<ModuleFactory>;
  shareInfo: LoadShareOptions['customShareInfo'];
}

/** The bundler's `__webpack_require__`, as far as federation uses it. */
export interface WebpackRequire {
  (id: ModuleId): unknown;
  m: Record<ModuleId, (module: { exports: unknown }) => void>;
  c: Record<ModuleId, unknown>;
  o(object: object, key: ModuleId): boolean;
  S?: ShareScopeMap;
  I(scopeName: string, initScope?: unknown[]): unknown;
  federation: {
    initOptions: FederationOptions;
    instance?: FederationInstance;
    hasAttachShareScopeMap?: boolean;
  };
}

interface ChunkOptions {
  chunkId: ModuleId;
  promises: unknown[];
  chunkMapping: Record<ModuleId, ModuleId[]>;
  installedModules: Record<ModuleId, unknown>;
  moduleToHandlerMapping: Record<ModuleId, ConsumeHandler>;
  webpackRequire: WebpackRequire;
}

/** `__webpack_require__.S` is the instance's share scope map once there is an instance. */
function attachShareScopeMap(webpackRequire: WebpackRequire) {
  const { federation } = webpackRequire;
  if (!webpackRequire.S || federation.hasAttachShareScopeMap || !federation.instance?.shareScopeMap) return;
  webpackRequire.S = federation.instance.shareScopeMap;
  federation.hasAttachShareScopeMap = true;
}

/** Makes module `id` return what `factory` gives, for every module that requires it from now on. */
function install(webpackRequire: WebpackRequire, id: ModuleId, factory: () => ModuleFactory) {
  webpackRequire.m[id] = (module) => {
    delete webpackRequire.c[id];
    module.exports = factory()();
  };
}

const bundlerRuntime = {
  S: {} as ShareScopeMap,

  /** Creates the app's instance from the options the build wrote (name, shareStrategy, shared). */
  init({ webpackRequire }: { webpackRequire: WebpackRequire }): FederationInstance {
    return init(webpackRequire.federation.initOptions);
  },

  /** Loads the shared modules a chunk consumes before the chunk runs. */
  consumes({
    chunkId,
    promises,
    chunkMapping,
    installedModules,
    moduleToHandlerMapping,
    webpackRequire,
  }: ChunkOptions) {
    attachShareScopeMap(webpackRequire);
    if (!webpackRequire.o(chunkMapping, chunkId)) return;
    for (const id of chunkMapping[chunkId]) {
      if (webpackRequire.o(installedModules, id)) {
        promises.push(installedModules[id]);
        continue;
      }
      const { shareKey, getter, shareInfo } = moduleToHandlerMapping[id];
      const loading = Promise.resolve()
        .then(() => webpackRequire.federation.instance!.loadShare(shareKey, { customShareInfo: shareInfo }))
        .then((factory) => (factory === false ? getter() : factory))
        .then(
          (factory) => {
            installedModules[id] = 0;
            install(webpackRequire, id, () => factory);
          },
          (error: unknown) => {
            delete installedModules[id];
            install(webpackRequire, id, () => {
              throw error;
            });
          },
        );
      promises.push((installedModules[id] = loading));
    }
  },

  /** Shared modules consumed at start (eager): their factories are asked for synchronously when required. */
  installInitialConsumes({
    initialConsumes,
    installedModules,
    moduleToHandlerMapping,
    webpackRequire,
  }: Omit<ChunkOptions, 'chunkId' | 'promises' | 'chunkMapping'> & { initialConsumes: ModuleId[] }) {
    for (const id of initialConsumes)
      install(webpackRequire, id, () => {
        installedModules[id] = 0;
        const { shareKey, shareInfo } = moduleToHandlerMapping[id];
        return webpackRequire.federation.instance!.loadShareSync(shareKey, { customShareInfo: shareInfo });
      });
  },

  /** `__webpack_require__.I`: offers the app's shared modules in a share scope, once per scope. */
  I({
    shareScopeName,
    webpackRequire,
    initPromises,
    initTokens,
    initScope = [],
  }: {
    shareScopeName: string;
    webpackRequire: WebpackRequire;
    initPromises: Record<string, unknown>;
    initTokens: Record<string, object>;
    initScope?: unknown[];
  }) {
    const instance = webpackRequire.federation.instance!;
    // The init scope keeps containers that initialise each other from going round in circles.
    const token = (initTokens[shareScopeName] ??= { from: instance.name });
    if (initScope.includes(token)) return;
    initScope.push(token);
    initPromises[shareScopeName] ??= Promise.all(
      instance.initializeSharing(shareScopeName, {
        strategy: instance.options.shareStrategy,
        initScope,
        from: 'build',
      }),
    ).then(() => true);
    attachShareScopeMap(webpackRequire);
    return initPromises[shareScopeName];
  },

  /** A container's init(shareScope, initScope, options): the host's share scope becomes this app's. */
  initContainerEntry({
    webpackRequire,
    shareScope,
    initScope,
    shareScopeKey = 'default',
    remoteEntryInitOptions,
  }: {
    webpackRequire: WebpackRequire;
    shareScope: ShareScope;
    initScope?: unknown[];
    shareScopeKey?: string;
    remoteEntryInitOptions?: { version?: string; shareScopeKeys?: string | string[]; shareScopeMap?: ShareScopeMap };
  }) {
    const { instance, initOptions } = webpackRequire.federation;
    if (!webpackRequire.S || !instance) return;
    instance.initOptions({ name: initOptions.name, remotes: [], ...remoteEntryInitOptions });
    instance.initShareScopeMap(shareScopeKey, shareScope, {
      hostShareScopeMap: remoteEntryInitOptions?.shareScopeMap ?? {},
    });
    attachShareScopeMap(webpackRequire);
    return webpackRequire.I(shareScopeKey, initScope);
  },
};

export default {
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
