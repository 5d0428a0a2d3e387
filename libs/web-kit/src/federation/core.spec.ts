import { CurrentGlobal, ModuleFederation } from './core';
import { loadRemote } from './runtime';
import type { Container, Shared } from './types';

// A page loads an entry once: each test has a URL of its own.
let entries = 0;
const nextEntry = () => `/remotes/mf-blog/remoteEntry.js?test=${(entries += 1)}`;

/** A container whose every exposed module is `{ expose }`. */
function fakeContainer(): { init: jest.Mock; get: jest.Mock } {
  return {
    init: jest.fn(() => Promise.resolve()),
    get: jest.fn((expose: string) => Promise.resolve(() => ({ expose }))),
  };
}

/**
 * Answers the scripts the runtime appends (jsdom runs none): `serve` gives the container a URL's script
 * defines, or null for a script that cannot be fetched.
 */
function serveScripts(serve: (src: string) => { name: string; container?: Container } | null) {
  return jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    queueMicrotask(() => {
      const served = serve(script.getAttribute('src')!);
      if (served?.container) CurrentGlobal[served.name] = served.container;
      script.dispatchEvent(new Event(served ? 'load' : 'error'));
    });
  });
}

function shell(entry = nextEntry()) {
  const host = new ModuleFederation({ name: 'shell', shareStrategy: 'loaded-first' });
  host.registerRemotes([{ name: 'mf_blog', entry }]);
  return host;
}

afterEach(() => {
  jest.restoreAllMocks();
  delete CurrentGlobal.mf_blog;
});

describe('loadRemote', () => {
  it("loads the remote's entry once, initialises its container with the host's share scope and returns the module", async () => {
    const container = fakeContainer();
    const append = serveScripts(() => ({ name: 'mf_blog', container }));
    const entry = nextEntry();
    const host = shell(entry);

    const [list, faq] = await Promise.all([
      host.loadRemote('mf_blog/BlogListPage'),
      host.loadRemote('mf_blog/FaqPage'),
    ]);

    expect([list, faq]).toEqual([{ expose: './BlogListPage' }, { expose: './FaqPage' }]);
    expect(append).toHaveBeenCalledTimes(1);
    const script = append.mock.calls[0][0] as HTMLScriptElement;
    expect([script.getAttribute('src'), script.isConnected]).toEqual([entry, false]);
    expect(container.init).toHaveBeenCalledTimes(1);
    const [scope, initScope, options] = container.init.mock.calls[0] as [object, unknown[], Record<string, unknown>];
    expect(scope).toBe(host.shareScopeMap.default);
    expect(initScope).toEqual([]);
    expect(options).toEqual({ version: '', shareScopeKeys: 'default' });
    expect(options.shareScopeMap).toBe(host.shareScopeMap);
  });

  it('rejects with RUNTIME-008 when the entry cannot be fetched, and fetches it again on the next try', async () => {
    let reachable = false;
    const container = fakeContainer();
    const append = serveScripts(() => (reachable ? { name: 'mf_blog', container } : null));
    const host = shell();

    await expect(host.loadRemote('mf_blog/BlogListPage')).rejects.toThrow(
      /Failed to load script resources\. #RUNTIME-008\nmf_blog from \/remotes\/mf-blog\/remoteEntry\.js\?test=\d+: the script could not be fetched/,
    );
    reachable = true;
    await expect(host.loadRemote('mf_blog/BlogListPage')).resolves.toEqual({ expose: './BlogListPage' });
    expect(append).toHaveBeenCalledTimes(2);
  });

  it('rejects with RUNTIME-001 when the entry defines no container, and RUNTIME-004 for an unknown remote', async () => {
    serveScripts(() => ({ name: 'mf_blog' }));
    const host = shell();

    await expect(host.loadRemote('mf_blog/BlogListPage')).rejects.toThrow(/#RUNTIME-001/);
    await expect(host.loadRemote('mf_admin/DashboardPage')).rejects.toThrow(/#RUNTIME-004/);
  });

  it('rejects with RUNTIME-015 when the container cannot be initialised', async () => {
    const container = fakeContainer();
    container.init.mockRejectedValue(new Error('broken'));
    serveScripts(() => ({ name: 'mf_blog', container }));

    await expect(shell().loadRemote('mf_blog/BlogListPage')).rejects.toThrow(/#RUNTIME-015\nmf_blog: Error: broken/);
  });

  it('keeps the first registration of a name unless forced', () => {
    const host = shell('/remotes/mf-blog/remoteEntry.js');
    host.registerRemotes([{ name: 'mf_blog', entry: '/elsewhere/remoteEntry.js' }]);
    expect(host.options.remotes.map((remote) => remote.entry)).toEqual(['/remotes/mf-blog/remoteEntry.js']);
    host.registerRemotes([{ name: 'mf_blog', entry: '/elsewhere/remoteEntry.js' }], { force: true });
    expect(host.options.remotes.map((remote) => remote.entry)).toEqual(['/elsewhere/remoteEntry.js']);
  });

  it('asks for an instance first when the app has none (the build creates it at start)', async () => {
    await expect(loadRemote('mf_blog/BlogListPage')).rejects.toThrow(/#RUNTIME-009/);
  });
});

describe('loadShare', () => {
  const react = (get: () => Promise<() => unknown>, requiredVersion = '^19', extra = {}) => ({
    version: '19.3.1',
    get,
    shareConfig: { singleton: true, requiredVersion, ...extra },
  });

  it('loads a provider once for everyone who asks meanwhile', async () => {
    const copy = { react: true };
    const get = jest.fn(() => Promise.resolve(() => copy));
    const host = new ModuleFederation({ name: 'shell', shared: { react: react(get) } });

    const factories = await Promise.all([host.loadShare('react'), host.loadShare('react')]);

    expect(factories.map((factory) => (factory as () => unknown)())).toEqual([copy, copy]);
    expect(get).toHaveBeenCalledTimes(1);
    const shared: Shared = host.shareScopeMap.default.react['19.3.1'];
    expect([shared.loaded, shared.useIn, shared.from]).toEqual([true, ['shell'], 'shell']);
  });

  it("fails for a singleton outside a strictVersion range, and answers false where no copy fits a consumer's range", async () => {
    const get = () => Promise.resolve(() => ({}));
    const host = new ModuleFederation({ name: 'shell', shared: { react: react(get, '^19', { strictVersion: true }) } });
    await expect(
      host.loadShare('react', {
        customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^20', strictVersion: true } },
      }),
    ).rejects.toThrow(/does not satisfy the requirement of shell which needs \^20/);
    await expect(
      host.loadShare('react', { customShareInfo: { shareConfig: { singleton: false, requiredVersion: '^20' } } }),
    ).resolves.toBe(false);
  });

  it('gives an eager consumer a copy already loaded, and refuses one that still has to load', async () => {
    const host = new ModuleFederation({
      name: 'shell',
      shared: { react: react(() => Promise.resolve(() => 'react')) },
    });
    expect(() => host.loadShareSync('react')).toThrow(/#RUNTIME-005/);
    await host.loadShare('react');
    expect(host.loadShareSync('react')()).toBe('react');
  });
});

describe('the page', () => {
  it('offers the core to remote entries built with externalRuntime, and keeps one share scope map per build id', () => {
    expect(Object.keys(CurrentGlobal._FEDERATION_RUNTIME_CORE as object).sort()).toEqual([
      'CurrentGlobal',
      'ModuleFederation',
      'assert',
      'getGlobalFederationConstructor',
      'helpers',
      'satisfy',
      'setGlobalFederationConstructor',
      'setGlobalFederationInstance',
    ]);
    const first = new ModuleFederation({ name: 'shell', id: 'shell:0.1.0' });
    new ModuleFederation({ name: 'mf_blog', id: 'shell:0.1.0' });
    expect(CurrentGlobal.__FEDERATION__!.__SHARE__['shell:0.1.0']).toBe(first.shareScopeMap);
  });
});
