// Renders pages with the front ends as they are deployed now: the remotes are found from the same
// manifest the browser reads (./manifest.mjs: each remote's `ssrEntry`, its server container), and each
// remote's version from its entry (its first statement records it; libs/web-kit/build/rspack-config.mjs).
// `refresh()` looks again; when the shell's server build or any remote's version changed, a new worker
// (./worker.mjs) loads the new set, and the old one is ended once the new one is ready. It also keeps
// each remote's browser federation manifest (mf-manifest.json), which says what a page should preload.
import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

const VERSION_RECORD = /__TAKEHOME_VERSIONS__\|\|\{\}\)(?:\["[\w-]+"\]|\.[\w$]+)="([^"]+)"/;

/** The version an entry records (its first statement, minified or not), or undefined. */
export function entryVersion(code) {
  return VERSION_RECORD.exec(code.slice(0, 500))?.[1];
}

function startWorker(bundle, remotes) {
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: { bundle, remotes } });
  const pending = new Map();
  let nextId = 0;
  let failed;
  const fail = (error) => {
    failed = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const ready = new Promise((resolve, reject) => {
    worker.on('message', (message) => {
      if (message.ready) return resolve(message.shellVersion);
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error));
      else call?.resolve(message.page);
    });
    worker.on('error', (error) => (reject(error), fail(error)));
    worker.on('exit', (code) => {
      const error = new Error(`render worker stopped (exit ${code})`);
      reject(error);
      fail(error);
    });
  });
  return {
    ready,
    render(url, options) {
      if (failed) return Promise.reject(failed);
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, url, options });
      });
    },
    stop: () => worker.terminate(),
  };
}

/**
 * @param {{ bundle: string, readManifest: () => Promise<{ remotes: { name: string, entry: string, ssrEntry?: string }[] }>,
 *   assetsOrigin: string, log?: (line: string) => void }} options
 *   bundle: the shell's server build (shell/dist-server/render.cjs); readManifest: the remotes manifest;
 *   assetsOrigin: where the manifest's addresses are fetched from (the static remotes).
 */
export function createRenderer({ bundle, readManifest, assetsOrigin, log = () => undefined }) {
  /** @type {{ key: string, versions: { shell: string, remotes: Record<string,string> }, worker: ReturnType<typeof startWorker> } | undefined} */
  let current;
  /** ssrEntry → { etag, version } of the last look, so an unchanged entry answers 304. */
  const seen = new Map();
  /** Remote name → { version, manifest } of its browser build's mf-manifest.json. */
  const browserManifests = new Map();

  async function browserManifest(name, entry, version) {
    if (browserManifests.get(name)?.version === version) return;
    const url = new URL('mf-manifest.json', entry);
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
    const manifest = response?.ok ? await response.json().catch(() => undefined) : undefined;
    browserManifests.set(name, { version, manifest });
  }

  async function remoteVersion(url) {
    const before = seen.get(url);
    const response = await fetch(url, {
      headers: before?.etag ? { 'if-none-match': before.etag } : {},
      signal: AbortSignal.timeout(5000),
    });
    if (response.status === 304 && before) return before.version;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const version = entryVersion(await response.text()) ?? 'unknown';
    seen.set(url, { etag: response.headers.get('etag') ?? undefined, version });
    return version;
  }

  async function look() {
    const manifest = await readManifest();
    const withServer = manifest.remotes.filter((remote) => typeof remote.ssrEntry === 'string');
    const remotes = withServer.map((remote) => ({
      name: remote.name,
      ssrEntry: new URL(remote.ssrEntry, assetsOrigin).href,
    }));
    const found = await Promise.all(remotes.map(({ ssrEntry }) => remoteVersion(ssrEntry).catch(() => 'unavailable')));
    const versions = Object.fromEntries(remotes.map(({ name }, i) => [name, found[i]]));
    await Promise.all(
      withServer.map(({ name, entry }) => browserManifest(name, new URL(entry, assetsOrigin), versions[name])),
    );
    const built = statSync(bundle, { throwIfNoEntry: false });
    if (!built) throw new Error(`no server render build at ${bundle} (npm run build)`);
    return { remotes, versions, bundleStamp: `${built.mtimeMs}:${built.size}` };
  }

  return {
    /**
     * Looks at what is deployed; when it changed, loads it. Resolves what changed: 'all' (the first
     * load or a new shell), the names of the remotes whose version changed, or [] when nothing did.
     */
    async refresh() {
      const { remotes, versions, bundleStamp } = await look();
      const key = JSON.stringify([bundleStamp, versions]);
      if (current?.key === key) return [];
      const worker = startWorker(bundle, remotes);
      let shell;
      try {
        shell = await worker.ready;
      } catch (error) {
        await worker.stop();
        throw error;
      }
      const previous = current;
      current = { key, versions: { shell, remotes: versions }, worker, bundleStamp };
      await previous?.worker.stop();
      if (!previous || previous.bundleStamp !== bundleStamp) return 'all';
      const changed = Object.keys(versions).filter((name) => previous.versions.remotes[name] !== versions[name]);
      log(`render: new versions of ${changed.join(', ')}`);
      return changed;
    },
    /** The versions the next render uses. */
    versions: () => current?.versions,
    /** A remote's browser federation manifest (mf-manifest.json), as of the last look. */
    remoteManifest: (name) => browserManifests.get(name)?.manifest,
    render(url, options) {
      if (!current) return Promise.reject(new Error('nothing loaded yet (refresh first)'));
      return current.worker.render(url, options);
    },
    async close() {
      await current?.worker.stop();
      current = undefined;
    },
  };
}
