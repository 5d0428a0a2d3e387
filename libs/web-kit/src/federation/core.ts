// TakeHome's Module Federation runtime core: what @module-federation/runtime-core does for this product
// (registering remotes from the manifest, loading their remoteEntry.js, negotiating shared singletons),
// in ~3 KB brotli instead of the ~15 KB the stock core costs the shell's main.js (README, Benchmarks).
// It is provided by the shell (the one core of a page) and used through `_FEDERATION_RUNTIME_CORE` by the
// remotes' entries. It keeps the stock runtime's contracts so that builds of either kind share a page:
//  - share scopes hold entries of the stock shape (types.ts) and are negotiated by the stock rules
//    (loaded-first / version-first choice, singleton warnings, `loading`, `lib`, `useIn`);
//  - a container is initialised with init(shareScope, initScope, { version, shareScopeKeys, shareScopeMap })
//    and read with get('./Module'), as the stock runtime does;
//  - `_FEDERATION_RUNTIME_CORE` offers the part of runtime-core's API that remote entries built with
//    `experiments.externalRuntime` call (an older release's mf-calculator, e2e/browser/version-skew.spec.ts).
// What this product does not use is left out: runtime plugins (accepted, never run), manifests and
// snapshots, preloading, static remotes, loading every remote to compare versions (version-first), Node.
import { satisfy, versionLt } from './semver';
import type {
  Container,
  FederationGlobal,
  FederationInstance,
  FederationOptions,
  LoadShareOptions,
  ModuleFactory,
  Remote,
  RemoteEntryInitOptions,
  Shared,
  SharedDeclaration,
  ShareScope,
  ShareScopeMap,
  ShareStrategy,
} from './types';

declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

const DEFAULT_SCOPE = 'default';
const ENTRY_TIMEOUT_MS = 20_000;

/** Throws as the stock runtime does: its prefix, message and code (RemoteBoundary's logs look for RUNTIME-008). */
function fail(message: string, detail: string, code?: string): never {
  throw new Error(`[ Federation Runtime ]: ${message}${code ? ` #${code}` : ''}\n${detail}`);
}

export const CurrentGlobal = globalThis as unknown as { __FEDERATION__?: FederationGlobal } & Record<string, unknown>;

/** The page's registry, shared with any stock runtime on the page (whichever comes first creates it). */
const registry = (CurrentGlobal.__FEDERATION__ ??= {
  __GLOBAL_PLUGIN__: [],
  __INSTANCES__: [],
  __SHARE__: {},
  moduleInfo: {},
});

/** The id instances take by default: the build of this core (the shell's), as with the stock core. */
const BUILD_ID = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';

const isLoaded = (shared: Shared) => Boolean(shared.loaded) || typeof shared.lib === 'function';
const isActive = (shared: Shared) => isLoaded(shared) || Boolean(shared.loading);
const isEager = (shared: Shared) => Boolean(shared.eager || shared.shareConfig?.eager);

/**
 * The version of a shared module to use, as the stock runtime picks it: loaded-first takes the highest
 * version already loaded (or loading), else the highest; version-first the highest, unless it meets a
 * loaded one first.
 */
function pickVersion(versions: Record<string, Shared>, strategy: ShareStrategy | undefined): string {
  return Object.keys(versions).reduce((previous, current) => {
    if (!previous || previous === '0') return current;
    const [p, c] = [versions[previous], versions[current]];
    const take =
      strategy === 'loaded-first' && (isActive(p) || isActive(c))
        ? isActive(c) && (!isActive(p) || versionLt(previous, current))
        : !isLoaded(p) && versionLt(previous, current);
    return take ? current : previous;
  }, '');
}

const entryLoads: Record<string, Promise<Container>> = {};

/** A remote's container: its remoteEntry.js loaded once as a script (same origin, so the CSP holds). */
function loadEntry({ name, entry, entryGlobalName = name }: Remote): Promise<Container> {
  const exports = () =>
    (CurrentGlobal[entryGlobalName] as Container | undefined) ??
    fail('Failed to get remoteEntry exports.', `${name} from ${entry} defines no "${entryGlobalName}"`, 'RUNTIME-001');
  if (CurrentGlobal[entryGlobalName]) return Promise.resolve(exports());
  if (!(entry in entryLoads)) {
    const loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const settle = (error?: Error) => {
        clearTimeout(timer);
        script.remove();
        if (error) reject(error);
        else resolve();
      };
      const timer = setTimeout(settle, ENTRY_TIMEOUT_MS, new Error('timed out'));
      script.onload = () => settle();
      script.onerror = () => settle(new Error('the script could not be fetched'));
      script.setAttribute('fetchpriority', 'high');
      script.src = entry;
      document.head.append(script);
    }).then(exports, (error: Error) =>
      fail('Failed to load script resources.', `${name} from ${entry}: ${error.message}`, 'RUNTIME-008'),
    );
    entryLoads[entry] = loading;
    // A failed entry is asked for again next time (the stock runtime forgets it too).
    loading.catch(() => delete entryLoads[entry]);
  }
  return entryLoads[entry];
}

type SharedOptions = Pick<Shared, 'shareConfig' | 'scope' | 'strategy' | 'from'> & Partial<Shared>;

export class ModuleFederation implements FederationInstance {
  readonly name: string;
  options: FederationInstance['options'];
  shareScopeMap: ShareScopeMap = {};
  private containers: Record<string, Promise<Container>> = {};

  constructor(options: FederationOptions) {
    this.name = options.name;
    this.options = { id: BUILD_ID, name: options.name, remotes: [], shared: {}, shareStrategy: 'version-first' };
    this.initOptions(options);
    registry.__SHARE__[this.options.id || this.name] ??= this.shareScopeMap;
  }

  initOptions({ remotes = [], shared = {}, plugins: _plugins, id, ...rest }: Partial<FederationOptions>) {
    Object.assign(this.options, rest, { id: id || this.options.id });
    this.registerRemotes(remotes);
    this.registerShared(shared);
    return this.options;
  }

  /** Adds shared modules this app provides; they enter a share scope when it is initialised. */
  registerShared(shared: Record<string, SharedDeclaration | SharedDeclaration[]>) {
    for (const [name, declarations] of Object.entries(shared))
      for (const declaration of [declarations].flat()) {
        const own = (this.options.shared[name] ??= []);
        if (!own.some((entry) => entry.version === declaration.version)) own.push(this.format(declaration));
      }
  }

  private format(declaration: SharedDeclaration): Shared {
    const { version = '0', lib } = declaration;
    return {
      useIn: [],
      loading: null,
      ...declaration,
      version,
      from: this.name,
      get: declaration.get ?? (() => lib as ModuleFactory),
      loaded: lib ? true : undefined,
      shareConfig: {
        requiredVersion: `^${version}`,
        singleton: false,
        eager: false,
        strictVersion: false,
        ...declaration.shareConfig,
      },
      scope: [declaration.scope ?? DEFAULT_SCOPE].flat(),
      strategy: declaration.strategy ?? this.options.shareStrategy,
    };
  }

  registerRemotes(remotes: Remote[], { force = false } = {}) {
    for (const remote of remotes) {
      const index = this.options.remotes.findIndex((known) => known.name === remote.name);
      if (index >= 0 && !force) continue;
      if (index >= 0) {
        this.options.remotes.splice(index, 1);
        delete this.containers[remote.name];
      }
      this.options.remotes.push({ shareScope: DEFAULT_SCOPE, ...remote });
    }
  }

  /** A container hands its host's share scope in here; from then on both use the same objects. */
  initShareScopeMap(scopeName: string, shareScope: ShareScope) {
    this.shareScopeMap[scopeName] = shareScope;
  }

  /**
   * Offers this app's shared modules in a share scope. A version already there stays unless it is neither
   * loaded nor loaded-first and the new one wins the stock runtime's tie-break (eager, then name).
   */
  private offerShared(scopeName: string) {
    const scope = (this.shareScopeMap[scopeName] ??= {});
    for (const [name, entries] of Object.entries(this.options.shared))
      for (const entry of entries) {
        if (!entry.scope.includes(scopeName)) continue;
        const versions = (scope[name] ??= {});
        const present = versions[entry.version];
        const replace =
          !present ||
          (present.strategy !== 'loaded-first' &&
            !isLoaded(present) &&
            (isEager(entry) !== isEager(present) ? isEager(entry) : this.name > present.from));
        if (replace) versions[entry.version] = entry;
      }
  }

  /** As the stock runtime's: the promises of remotes to initialise first (none: no version-first across remotes). */
  initializeSharing(scopeName = DEFAULT_SCOPE): Promise<unknown>[] {
    this.offerShared(scopeName);
    return [];
  }

  /** This app's own options for a shared module (its highest version), with the consumer's on top. */
  private sharedOptions(name: string, custom: LoadShareOptions['customShareInfo']): SharedOptions {
    const own = this.options.shared[name] ?? [];
    const base = own.reduce<Shared | undefined>(
      (best, entry) => (!best || (!isLoaded(best) && versionLt(best.version, entry.version)) ? entry : best),
      undefined,
    );
    const defined = <T extends object>(value: T | undefined) =>
      Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
    const options = {
      ...base,
      ...defined(custom),
      shareConfig: { ...base?.shareConfig, ...defined(custom?.shareConfig) },
    };
    if (!options.scope)
      fail(`Cannot find shared "${name}" in ${this.name}.`, 'Neither the app nor the consumer declares it.');
    return { from: this.name, strategy: this.options.shareStrategy, ...options } as SharedOptions;
  }

  /** The share scope's entry to use for `name`, warning (or failing, strictVersion) when a singleton is out of range. */
  private resolveShared(name: string, options: SharedOptions): Shared | undefined {
    for (const scopeName of options.scope) {
      this.offerShared(scopeName);
      const versions = this.shareScopeMap[scopeName]?.[name];
      if (!versions) continue;
      const version = pickVersion(versions, options.strategy);
      if (!version) continue;
      const { requiredVersion, singleton, strictVersion } = options.shareConfig;
      const fits = (candidate: string) => typeof requiredVersion !== 'string' || satisfy(candidate, requiredVersion);
      if (singleton) {
        if (!fits(version)) {
          const message = `Version ${version} from ${versions[version].from} of shared singleton module ${name} does not satisfy the requirement of ${options.from} which needs ${requiredVersion})`;
          if (strictVersion) fail(message, `strictVersion is set for ${name}`);
          console.warn(`[ Federation Runtime ]: ${message}`);
        }
        return versions[version];
      }
      const fitting = fits(version) ? version : Object.keys(versions).find(fits);
      return fitting === undefined ? undefined : versions[fitting];
    }
    return undefined;
  }

  private use(shared: Shared | SharedOptions): ModuleFactory {
    if (!shared.useIn?.includes(this.name)) (shared.useIn ??= []).push(this.name);
    return shared.lib as ModuleFactory;
  }

  /**
   * The factory of a shared module, loading the chosen provider's copy once for the whole page. With a
   * consumer's own options (bundler runtimes pass them) and no fitting copy, answers false: the consumer
   * then uses its own fallback, as with the stock runtime.
   */
  async loadShare(name: string, { customShareInfo }: LoadShareOptions = {}): Promise<ModuleFactory | false> {
    const options = this.sharedOptions(name, customShareInfo);
    const shared = this.resolveShared(name, options) ?? (customShareInfo ? undefined : options);
    if (!shared) return false;
    if (typeof shared.lib !== 'function') {
      // One load for the page: whoever asks meanwhile waits for the same promise.
      shared.loading ??= Promise.resolve(shared.get!());
      shared.lib = await shared.loading;
      shared.loaded = true;
    }
    return this.use(shared);
  }

  /** loadShare for eagerly consumed modules: only a copy already loaded or available synchronously will do. */
  loadShareSync(name: string, { customShareInfo }: LoadShareOptions = {}): ModuleFactory {
    const options = this.sharedOptions(name, customShareInfo);
    const shared = this.resolveShared(name, options) ?? options;
    if (typeof shared.lib !== 'function') {
      const factory = shared.get?.();
      if (typeof factory !== 'function')
        fail(
          'Invalid loadShareSync function call from bundler runtime',
          `${name} is not loaded yet in ${this.name}`,
          'RUNTIME-005',
        );
      shared.lib = factory;
      shared.loaded = true;
    }
    return this.use(shared);
  }

  /** Loads 'remote/Module' (e.g. 'mf_calculator/CalculatorPage') from a registered remote. */
  async loadRemote<T>(id: string): Promise<T> {
    const remote =
      this.options.remotes.find(({ name }) => id === name || id.startsWith(`${name}/`)) ??
      fail('Failed to locate remote.', `${this.name} has no remote for ${id}`, 'RUNTIME-004');
    const container = await (this.containers[remote.name] ??= this.initContainer(remote));
    const expose = `.${id.slice(remote.name.length)}`;
    const factory = await container.get(expose);
    if (typeof factory !== 'function')
      fail('The remote does not expose the requested module.', `${remote.name} has no ${expose}`, 'RUNTIME-014');
    return factory() as T;
  }

  private initContainer(remote: Remote): Promise<Container> {
    const scopeName = remote.shareScope ?? DEFAULT_SCOPE;
    const initializing = loadEntry(remote).then(async (container) => {
      // The host's shared modules are in the scope before the remote offers its own.
      this.offerShared(scopeName);
      const options: RemoteEntryInitOptions = { version: '', shareScopeKeys: scopeName };
      Object.defineProperty(options, 'shareScopeMap', { value: this.shareScopeMap });
      try {
        await container.init(this.shareScopeMap[scopeName], [], options);
      } catch (error) {
        fail('Remote container initialization failed.', `${remote.name}: ${String(error)}`, 'RUNTIME-015');
      }
      return container;
    });
    initializing.catch(() => delete this.containers[remote.name]);
    return initializing;
  }
}

export function setGlobalFederationInstance(instance: FederationInstance) {
  registry.__INSTANCES__.push(instance);
}

export function getGlobalFederationConstructor() {
  return registry.__DEBUG_CONSTRUCTOR__;
}

/** The stock core keeps a constructor only in its debug mode; nothing here reads it. */
export function setGlobalFederationConstructor() {}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) fail(message, '', 'RUNTIME-009');
}

/** Read (not used) by stock runtimes at start: `{ ...helpers.global }`. */
export const helpers = { global: {}, share: {}, utils: {} };

export { satisfy };

// Remote entries built with experiments.externalRuntime take their core from here (the stock shell set
// it through @module-federation/inject-external-runtime-core-plugin); the first core on a page provides it.
CurrentGlobal._FEDERATION_RUNTIME_CORE ??= {
  CurrentGlobal,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  helpers,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};
