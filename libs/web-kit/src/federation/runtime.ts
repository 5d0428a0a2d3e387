// The federation API an app calls (the shell: registerRemotes, then loadRemote), on the instance its
// build created at start (bundler.ts calls init). The instance comes from the page's runtime core:
// '@module-federation/runtime-core' is this folder's core.ts in the shell, and in a remote's production
// build the shell's core, whichever release of the shell it is (experiments.externalRuntime).
import * as pageCore from '@module-federation/runtime-core';
import type { FederationInstance, FederationOptions, FederationGlobal, Remote } from './types';

/** The part of a runtime core this folder calls: present in core.ts and in the stock runtime-core alike. */
export interface RuntimeCore {
  CurrentGlobal: { __FEDERATION__: FederationGlobal };
  ModuleFederation: new (options: FederationOptions) => FederationInstance;
  setGlobalFederationInstance(instance: FederationInstance): void;
}

const core = pageCore as unknown as RuntimeCore;

let instance: FederationInstance | undefined;

/** The app's instance: the one already on the page under its name (its entry run twice), else a new one. */
export function init(options: FederationOptions): FederationInstance {
  const existing = core.CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (candidate) => candidate.options.name === options.name && !candidate.options.version && !options.version,
  );
  existing?.initOptions(options);
  const current = existing ?? new core.ModuleFederation(options);
  if (!existing) core.setGlobalFederationInstance(current);
  instance ??= current;
  return current;
}

function created(): FederationInstance {
  if (!instance) throw new Error('[ Federation Runtime ]: Please call createInstance first. #RUNTIME-009');
  return instance;
}

/** Registers remotes found at run time (the shell's manifest); a name already registered is kept. */
export function registerRemotes(remotes: Remote[], options?: { force?: boolean }): void {
  created().registerRemotes(remotes, options);
}

/** Loads a remote's exposed module, e.g. loadRemote('mf_calculator/CalculatorPage'). */
export async function loadRemote<T>(id: string): Promise<T> {
  return created().loadRemote<T>(id);
}
