// The remotes manifest (/remotes.json): where each remote's browser entry lives and, as `ssrEntry`, its
// server container's. The browser reads it from the page (the render server writes it in) or from
// /remotes.json; the render server loads the server containers from the same manifest. Entries are
// addresses on the site (the static remotes behind the edge), so a remote's new version is a new file
// at the same address, or a new address in this one value (a ConfigMap on Kubernetes).
import { readFile } from 'node:fs/promises';

export const REMOTES = ['mf-calculator', 'mf-blog', 'mf-admin'];

/** The manifest for remotes served under `${base}/remotes/<folder>/`. */
export function remotesManifest(base = '') {
  return {
    remotes: REMOTES.map((dir) => ({
      name: dir.replace('-', '_'),
      entry: `${base}/remotes/${dir}/remoteEntry.js`,
      ssrEntry: `${base}/remotes/${dir}/server/remoteEntry.js`,
    })),
  };
}

/** Whether a value has the manifest's shape. */
export function isRemotesManifest(value) {
  return (
    Array.isArray(value?.remotes) &&
    value.remotes.every((remote) => typeof remote?.name === 'string' && typeof remote?.entry === 'string')
  );
}

/**
 * Where the render server reads the manifest: a file (REMOTES_MANIFEST, mounted from a ConfigMap, read
 * afresh each time so a changed value is picked up), else the local layout's.
 */
export function manifestSource(file = process.env.REMOTES_MANIFEST) {
  if (!file) return async () => remotesManifest();
  return async () => {
    const manifest = JSON.parse(await readFile(file, 'utf8'));
    if (!isRemotesManifest(manifest)) throw new Error(`${file} has no valid "remotes" list`);
    return manifest;
  };
}
