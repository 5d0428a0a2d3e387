// The shell's server build for the render server (src/server/index.ts → dist-server/render.cjs): the
// shell's App as a federation host for Node. The remotes are not in it: the render server registers their
// server containers at run time from the remotes manifest (src/server/remotes.ts, in place of src/remotes.ts).
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createServerRenderConfig } from '@takehome/web-kit/build/rspack-config';

const appDir = import.meta.dirname;
const config = createServerRenderConfig({ appDir, entry: './src/server/index.ts' });

config.plugins.push(
  new rspack.NormalModuleReplacementPlugin(/^\.\/remotes$/, (resource) => {
    if (resource.context === path.join(appDir, 'src')) resource.request = './server/remotes';
  }),
);

export default config;
