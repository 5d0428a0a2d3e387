// For the specs: an app's federation start-up as a production build runs it, without the bundler. The
// start-up code is @rspack/core's own (moduleFederationDefaultRuntime.js, what the plugin puts in main.js
// and remoteEntry.js), run over a simulated __webpack_require__ holding the sharing data rspack writes
// for the app: its shared modules, the chunks that consume them and, for a remote, its exposed modules.
// Any bundler runtime can be given, ours (bundler.ts) or the stock webpack-bundler-runtime.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Container, FederationInstance } from './types';

type ModuleFunction = (module: { exports: unknown }) => void;

export interface SimulatedApp {
  name: string;
  /** Shared module → the version this app provides (and its requiredVersion, `^major` unless given). */
  shared: Record<string, string | { version: string; requiredVersion: string }>;
  /** Exposed module → the shared modules it uses (a remote). */
  exposes?: Record<string, string[]>;
}

export interface SimulatedBuild {
  instance: FederationInstance;
  /** The container a remote's remoteEntry.js would export. */
  container: Container;
  /** This app's own copy of each shared module, and how often the share scope asked for it. */
  provided: Record<string, { module: object; loads: number }>;
  /** What a chunk of this app consuming `name` gets. */
  consume(name: string): Promise<unknown>;
}

const START_UP_SOURCE = readFileSync(
  path.join(path.dirname(require.resolve('@rspack/core')), 'moduleFederationDefaultRuntime.js'),
  'utf8',
);
const START_UP_BODY = START_UP_SOURCE.slice(
  START_UP_SOURCE.indexOf('{', START_UP_SOURCE.indexOf('export default function')) + 1,
  START_UP_SOURCE.lastIndexOf('}'),
);

// rspack writes these constants before the start-up code (getDefaultEntryRuntimeSource); the last
// parameter is the name rspack replaces with __webpack_require__. The code is rspack's, run as in a page.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const startUp = new Function(
  '__module_federation_bundler_runtime__',
  '__module_federation_runtime_plugins__',
  '__module_federation_remote_infos__',
  '__module_federation_container_name__',
  '__module_federation_share_strategy__',
  '__module_federation_share_fallbacks__',
  '__module_federation_library_type__',
  '__module_federation_runtime_require__',
  START_UP_BODY,
) as (...args: unknown[]) => void;

export function simulateBuild(app: SimulatedApp, bundlerRuntime: object): SimulatedBuild {
  const modules: Record<string, ModuleFunction> = {};
  const cache: Record<string, { exports: unknown }> = {};
  const chunkHandlers: Record<string, (chunkId: string, promises: unknown[]) => void> = {
    consumes: () => {
      throw new Error('should have __webpack_require__.f.consumes');
    },
  };
  const federation: { instance?: FederationInstance } = {};
  const require = Object.assign(
    (id: string) => {
      if (cache[id]) return cache[id].exports;
      const module = (cache[id] = { exports: {} });
      modules[id](module);
      return module.exports;
    },
    {
      m: modules,
      c: cache,
      o: (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key),
      f: chunkHandlers,
      S: {},
      I: () => {
        throw new Error('should have __webpack_require__.I');
      },
      federation,
    },
  );
  const ensureChunk = (chunkId: string) =>
    Promise.all(
      Object.values(chunkHandlers).reduce<unknown[]>((promises, handler) => {
        handler(chunkId, promises);
        return promises;
      }, []),
    );

  const provided: SimulatedBuild['provided'] = {};
  const sharing = [];
  const consumeData: Record<string, object> = {};
  const chunkMapping: Record<string, string[]> = {};
  for (const [name, spec] of Object.entries(app.shared)) {
    const { version, requiredVersion } =
      typeof spec === 'string' ? { version: spec, requiredVersion: `^${spec.split('.')[0]}` } : spec;
    provided[name] = { module: { name, version, from: app.name }, loads: 0 };
    modules[`provide ${name}`] = (module) => {
      module.exports = provided[name].module;
    };
    const config = { singleton: true, requiredVersion, strictVersion: false, eager: false, treeShakingMode: null };
    sharing.push({
      name,
      version,
      ...config,
      factory: () => {
        provided[name].loads += 1;
        return Promise.resolve(() => require(`provide ${name}`));
      },
    });
    consumeData[`consume ${name}`] = {
      shareScope: 'default',
      shareKey: name,
      import: name,
      ...config,
      fallback: () => Promise.resolve(() => require(`provide ${name}`)),
    };
    chunkMapping[`chunk ${name}`] = [`consume ${name}`];
  }
  Object.assign(require, {
    initializeSharingData: { scopeToSharingDataMapping: { default: sharing }, uniqueName: app.name },
    consumesLoadingData: { chunkMapping, moduleIdToConsumeDataMapping: consumeData, initialConsumes: [] },
  });
  if (app.exposes) {
    const moduleMap = Object.fromEntries(
      Object.entries(app.exposes).map(([expose, uses]) => [
        expose,
        () =>
          Promise.all(uses.map((name) => ensureChunk(`chunk ${name}`))).then(() => () => ({
            expose,
            uses: uses.map((name) => require(`consume ${name}`)),
          })),
      ]),
    );
    Object.assign(require, {
      initializeExposesData: { moduleMap, shareScope: 'default' },
      getContainer: () => {
        throw new Error('should have __webpack_require__.getContainer');
      },
      initContainer: () => {
        throw new Error('should have __webpack_require__.initContainer');
      },
    });
  }

  startUp(bundlerRuntime, [], {}, app.name, 'loaded-first', undefined, 'var', require);

  const call = (name: string, ...args: unknown[]) =>
    (require as unknown as Record<string, (...a: unknown[]) => unknown>)[name](...args);
  return {
    instance: federation.instance!,
    container: {
      init: (...args) => call('initContainer', ...args),
      get: (expose) => call('getContainer', expose) as Promise<() => unknown>,
    },
    provided,
    consume: (name) => ensureChunk(`chunk ${name}`).then(() => require(`consume ${name}`)),
  };
}
