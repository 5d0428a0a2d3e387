// The rspack config the previous release's remotes are built with for the version-skew test: the
// release's own config (PREVIOUS_RELEASE_CONFIG), less the federation plugin's type generation. The
// test serves the release's scripts, never its dist/@mf-types.zip, and writing those types is most of
// a remote's build (a TypeScript compile of the whole remote).
import { pathToFileURL } from 'node:url';

const release = (await import(pathToFileURL(process.env.PREVIOUS_RELEASE_CONFIG).href)).default;

export default async (env, argv) => {
  const configs = await (typeof release === 'function' ? release(env, argv) : release);
  for (const config of [configs].flat())
    for (const plugin of config.plugins ?? [])
      // @module-federation/rspack's ModuleFederationPlugin keeps its options here until it is applied.
      if (plugin?.constructor?.name === 'ModuleFederationPlugin' && plugin._options) plugin._options.dts = false;
  return configs;
};
