// The server render's build (src/server/render.tsx → dist-server/render.cjs), for Node: the shell's App
// with the remotes' exposed modules imported from their source (src/server/remotes.ts in place of
// src/remotes.ts), in one file. The same SWC and styled-components setup as the browser builds, so both
// name the same classes.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { scriptRule } from '@takehome/web-kit/build/rspack-config';

const appDir = import.meta.dirname;

export default {
  mode: 'production',
  target: 'node20',
  context: appDir,
  entry: { render: './src/server/render.tsx' },
  output: {
    path: path.resolve(appDir, 'dist-server'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
  module: {
    rules: [
      scriptRule({ production: true, targets: 'node 20' }),
      { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
    ],
  },
  plugins: [
    new rspack.NormalModuleReplacementPlugin(/^\.\/remotes$/, (resource) => {
      if (resource.context === path.join(appDir, 'src')) resource.request = './server/remotes';
    }),
    // Lazy pages and remotes in the one file: the renderer loads nothing at run time.
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false },
  devtool: false,
  performance: { hints: false },
};
