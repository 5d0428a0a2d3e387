// This runtime against the stock one (@module-federation/runtime-core and webpack-bundler-runtime 2.9),
// as they meet on a page while a shell and a remote of different releases are deployed: the remote's
// entry runs on the shell's core (experiments.externalRuntime), with its own bundler runtime.
// e2e/browser/version-skew.spec.ts does the same with real builds in Chromium.
import type { FederationGlobal } from './types';
import { simulateBuild, type SimulatedBuild } from './simulatedBuild';

type Runtime = 'this runtime' | 'the stock runtime';

const page = globalThis as unknown as {
  __FEDERATION__?: FederationGlobal;
  __GLOBAL_LOADING_REMOTE_ENTRY__?: object;
} & Record<string, unknown>;

/** A fresh page: no instances, share scopes or loaded entries left by another test. */
function resetPage() {
  jest.resetModules();
  const registry = page.__FEDERATION__;
  if (registry) {
    registry.__INSTANCES__.length = 0;
    for (const key of Object.keys(registry.__SHARE__)) delete registry.__SHARE__[key];
  }
  for (const key of Object.keys(page.__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {}))
    delete (page.__GLOBAL_LOADING_REMOTE_ENTRY__ as Record<string, unknown>)[key];
  delete page.mf_calculator;
}

/** The shell's core (what `_FEDERATION_RUNTIME_CORE` is on the page) and bundler runtimes bound to it. */
function runtimes(shell: Runtime) {
  const core =
    shell === 'this runtime'
      ? jest.requireActual<CoreModule>('./core')
      : jest.requireActual<CoreModule>('@module-federation/runtime-core');
  jest.doMock('@module-federation/runtime-core', () => core);
  const bundler = (runtime: Runtime): object => {
    let loaded: { default: object } | undefined;
    jest.isolateModules(() => {
      loaded =
        runtime === 'this runtime'
          ? jest.requireActual<{ default: object }>('./bundler')
          : jest.requireActual<{ default: object }>('@module-federation/webpack-bundler-runtime');
    });
    return loaded!.default;
  };
  return { core, bundler };
}

type CoreModule = { ModuleFederation: new (...args: never[]) => object };

const SHELL = { name: 'shell', shared: { react: '19.3.1', 'styled-components': '6.6.0' } };
const CALCULATOR = {
  name: 'mf_calculator',
  shared: { react: '19.3.1', 'styled-components': '6.6.0' },
  exposes: { './CalculatorPage': ['react', 'styled-components'] },
};

async function openCalculator(shell: SimulatedBuild, calculator: SimulatedBuild) {
  page.mf_calculator = calculator.container; // what its remoteEntry.js defines once loaded
  shell.instance.registerRemotes([{ name: 'mf_calculator', entry: '/remotes/mf-calculator/remoteEntry.js' }]);
  return shell.instance.loadRemote<{ expose: string; uses: unknown[] }>('mf_calculator/CalculatorPage');
}

let warn: jest.SpyInstance;
beforeEach(() => {
  resetPage();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe.each<[Runtime, Runtime]>([
  ['this runtime', 'this runtime'],
  ['this runtime', 'the stock runtime'],
  ['the stock runtime', 'this runtime'],
  ['the stock runtime', 'the stock runtime'],
])('a shell built with %s, a remote with %s', (shellRuntime, remoteRuntime) => {
  it("shows the remote's page with the shell's copy of each shared module, loaded once", async () => {
    const { core, bundler } = runtimes(shellRuntime);
    const shell = simulateBuild(SHELL, bundler(shellRuntime));
    const calculator = simulateBuild(CALCULATOR, bundler(remoteRuntime));
    expect([shell.instance, calculator.instance].every((instance) => instance instanceof core.ModuleFederation)).toBe(
      true,
    );

    // The shell's bootstrap consumes React before any remote loads.
    await expect(shell.consume('react')).resolves.toBe(shell.provided.react.module);
    const calculatorPage = await openCalculator(shell, calculator);

    expect(calculatorPage).toEqual({
      expose: './CalculatorPage',
      uses: [shell.provided.react.module, shell.provided['styled-components'].module],
    });
    expect([shell.provided.react.loads, shell.provided['styled-components'].loads]).toEqual([1, 1]);
    expect([calculator.provided.react.loads, calculator.provided['styled-components'].loads]).toEqual([0, 0]);
    await expect(calculator.consume('react')).resolves.toBe(shell.provided.react.module);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the copy already loaded when the remote brings a newer one (loaded-first)', async () => {
    const { bundler } = runtimes(shellRuntime);
    const shell = simulateBuild(SHELL, bundler(shellRuntime));
    const calculator = simulateBuild(
      { ...CALCULATOR, shared: { ...CALCULATOR.shared, react: '19.4.0' } },
      bundler(remoteRuntime),
    );
    await shell.consume('react');

    const calculatorPage = await openCalculator(shell, calculator);

    expect(calculatorPage.uses[0]).toBe(shell.provided.react.module);
    expect(calculator.provided.react.loads).toBe(0);
    expect(warn).not.toHaveBeenCalled();
    // Both versions are offered in the one share scope; only the shell's is loaded.
    const versions = shell.instance.shareScopeMap.default.react;
    expect(Object.keys(versions).sort()).toEqual(['19.3.1', '19.4.0']);
    expect([Boolean(versions['19.3.1'].loaded), Boolean(versions['19.4.0'].loaded)]).toEqual([true, false]);
  });

  it('loads the highest version when none is loaded yet, and the shell then uses that copy too', async () => {
    const { bundler } = runtimes(shellRuntime);
    const shell = simulateBuild(SHELL, bundler(shellRuntime));
    const calculator = simulateBuild(
      { ...CALCULATOR, shared: { ...CALCULATOR.shared, react: '19.4.0' } },
      bundler(remoteRuntime),
    );

    const calculatorPage = await openCalculator(shell, calculator);

    expect(calculatorPage.uses[0]).toBe(calculator.provided.react.module);
    await expect(shell.consume('react')).resolves.toBe(calculator.provided.react.module);
    expect([shell.provided.react.loads, calculator.provided.react.loads]).toEqual([0, 1]);
  });

  it("still shares the one copy when it is outside the remote's range, with the stock warning", async () => {
    const { bundler } = runtimes(shellRuntime);
    const shell = simulateBuild(SHELL, bundler(shellRuntime));
    const calculator = simulateBuild(
      { ...CALCULATOR, shared: { ...CALCULATOR.shared, react: { version: '20.0.0', requiredVersion: '^20' } } },
      bundler(remoteRuntime),
    );
    await shell.consume('react');

    const calculatorPage = await openCalculator(shell, calculator);

    expect(calculatorPage.uses[0]).toBe(shell.provided.react.module);
    const warnings = warn.mock.calls.map((args: unknown[]) => args.map(String).join(' '));
    expect(
      warnings.some((line) => line.includes('does not satisfy the requirement of mf_calculator which needs ^20')),
    ).toBe(true);
  });
});
