// The one rspack setup for the TakeHome front ends. Each app's rspack.config.mjs is a single call:
//   export default createFrontEndConfig({ appDir: import.meta.dirname, federationName: 'mf_blog', exposes: {...} });
// It compiles TSX with SWC, content-hashes every file except remoteEntry.js (so the gateway can cache
// them forever), adds Module Federation with the shared singletons below, and sets up the dev server
// on the app's port from DEV_PORTS. Runtime code of web-kit lives in ../src; this file only builds.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** Federation name → port of its dev server. */
export const DEV_PORTS = { shell: 3000, mf_calculator: 3001, mf_blog: 3002, mf_admin: 3003 };

const DEV_HOST_TEMPLATE = path.join(import.meta.dirname, 'dev-host.html');
const API_ORIGIN_IN_DEV = 'http://localhost:8080';

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/**
 * Shared once across the shell and every remote, so all of them use the shell's React, router,
 * styled-components theme, query cache and web-kit state (auth, toasts).
 */
export const SHARED_SINGLETONS = {
  react: singleton('^19'),
  'react/jsx-runtime': singleton('^19'),
  'react/jsx-dev-runtime': singleton('^19'),
  'react-dom': singleton('^19'),
  'react-dom/client': singleton('^19'),
  'react-router': singleton('^8'),
  'styled-components': singleton('^6'),
  '@tanstack/react-query': singleton('^5'),
  '@takehome/web-kit': singleton('^0.1.0'),
};

/** The runtime manifest the shell's dev server answers at /remotes.json: every remote on its own dev server. */
export function devRemotesManifest() {
  return {
    remotes: Object.entries(DEV_PORTS)
      .filter(([name]) => name !== 'shell')
      .map(([name, port]) => ({ name, entry: `http://localhost:${port}/remoteEntry.js` })),
  };
}

function serveDevRemotesManifest(middlewares) {
  middlewares.unshift({
    name: 'remotes-manifest',
    path: '/remotes.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(devRemotesManifest()));
    },
  });
  return middlewares;
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app (import.meta.dirname)
 * @param {keyof typeof DEV_PORTS} options.federationName 'shell' or the remote's federation name
 * @param {Record<string, string>} [options.exposes] remotes only: './Name' → './src/...'
 * @param {string} [options.htmlTemplate] shell only: its index.html, relative to appDir
 */
export function createFrontEndConfig({ appDir, federationName, exposes, htmlTemplate }) {
  const port = DEV_PORTS[federationName];
  const isShell = federationName === 'shell';

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote's production build is only its remoteEntry.js and chunks; its bare host page is for dev.
    const withHostPage = isShell || !production;

    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: withHostPage ? { main: isShell ? './src/index.ts' : './src/dev/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.resolve(appDir, 'dist'),
        // The shell's index.html is served for every deep link, so its files are addressed from '/'.
        // A remote's files are found relative to its remoteEntry.js, wherever that is served from.
        publicPath: isShell ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
              env: { targets: 'defaults' },
            },
            type: 'javascript/auto',
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: SHARED_SINGLETONS,
          // Use whatever copy of a shared module is already loaded (the shell's) instead of fetching
          // every remote's entry up front to compare versions: a dead remote cannot block the others.
          shareStrategy: 'loaded-first',
          // Remote module types are not consumed at build time: the shell loads pages by id at run time.
          dts: false,
        }),
        withHostPage &&
          new rspack.HtmlRspackPlugin(
            isShell
              ? { template: path.resolve(appDir, htmlTemplate) }
              : // Absolute script URL so deep links (/blog/some-post) work; remoteEntry.js is not the page's.
                { template: DEV_HOST_TEMPLATE, title: `${federationName} · dev`, publicPath: '/', chunks: ['main'] },
          ),
      ].filter(Boolean),
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        // The shell on :3000 loads remote files from :3001-3003.
        headers: isShell ? undefined : { 'Access-Control-Allow-Origin': '*' },
        ...(isShell && {
          proxy: [{ context: ['/api'], target: API_ORIGIN_IN_DEV, changeOrigin: true }],
          setupMiddlewares: serveDevRemotesManifest,
        }),
      },
    };
  };
}
