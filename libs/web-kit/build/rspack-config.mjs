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
  // Not 'react-router' and '@tanstack/react-query' themselves: a shared package ships whole (react-router
  // 8 is 205 KB); these modules re-export what the apps use. See libs/web-kit/src/router.ts.
  '@takehome/web-kit/router': singleton('^0.1.0'),
  'styled-components': singleton('^6'),
  '@takehome/web-kit/react-query': singleton('^0.1.0'),
  '@takehome/web-kit': singleton('^0.1.0'),
};

/** Modules every page of the shell needs before it can draw: React, the shared libraries, web-kit. */
const STARTUP_MODULES =
  /node_modules\/(react|react-dom|scheduler|styled-components|stylis|@emotion\/[^/]+|react-router|cookie-es|@tanstack\/[^/]+)\/|libs\/web-kit\/src\//;

/**
 * Writes startup.json beside the shell's files: the chunks (besides main) that every page loads
 * before it can draw, so the gateway can preload them with the page instead of after main.js ran.
 */
class StartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          for (const chunk of compilation.chunks) {
            const startup =
              chunk.name === 'bootstrap' ||
              compilation.chunkGraph
                .getChunkModules(chunk)
                .some((module) => STARTUP_MODULES.test(module.resource ?? module.identifier()));
            if (startup && chunk.name !== 'main')
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
          compilation.emitAsset('startup.json', new rspack.sources.RawSource(JSON.stringify([...files].sort())));
        },
      );
    });
  }
}

/**
 * TSX through SWC, then every styled component given a componentId from its file (build/styled-component-ids.cjs),
 * so the server render (shell/rspack.server.config.mjs) and the browser name the same classes.
 */
export function scriptRule({ production, targets = 'defaults' }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: [
      { loader: path.join(import.meta.dirname, 'styled-component-ids.cjs') },
      {
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
          env: { targets },
        },
      },
    ],
    type: 'javascript/auto',
  };
}

const FEDERATION_RUNTIME = path.resolve(import.meta.dirname, '../src/federation');

/**
 * TakeHome's own federation runtime (../src/federation) in place of the stock one, whose core alone cost
 * the shell's main.js ~15 KB brotli (README, Benchmarks): the plugin still builds the containers, the
 * shared modules and the start-up code, and that code now imports src/federation/bundler.ts. (The plugin's
 * `implementation` option only names a folder to resolve packages called @module-federation/* from.)
 * The core is ours in the shell; a remote's production build takes the page's core instead
 * (experiments.externalRuntime), so its entry also runs in a shell of a release built with the stock one.
 */
function federationRuntime({ coreIsExternal }) {
  return new rspack.NormalModuleReplacementPlugin(
    /^@module-federation\/runtime-core$|[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
    (resource) => {
      if (resource.request.includes('webpack-bundler-runtime'))
        resource.request = path.join(FEDERATION_RUNTIME, 'bundler.ts');
      else if (!coreIsExternal) resource.request = path.join(FEDERATION_RUNTIME, 'core.ts');
    },
  );
}

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
  // bench/federation-overhead.mjs only: the shell with every remote built in, no federation, into
  // UNFEDERATED_OUT; the loader seam shell/src/remotes.ts is swapped for plain dynamic imports.
  const unfederated = isShell && process.env.UNFEDERATED === '1';

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
        path: unfederated
          ? path.resolve(process.env.UNFEDERATED_OUT ?? 'unfederated-dist')
          : path.resolve(appDir, 'dist'),
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
        rules: [scriptRule({ production }), { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' }],
      },
      plugins: [
        unfederated &&
          new rspack.NormalModuleReplacementPlugin(/^\.\/remotes$/, (resource) => {
            if (resource.context.startsWith(path.join(appDir, 'src'))) {
              resource.request = path.resolve(import.meta.dirname, '../../../bench/unfederated/remotes.ts');
            }
          }),
        !unfederated &&
          new ModuleFederationPlugin({
            name: federationName,
            ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
            shared: SHARED_SINGLETONS,
            // Use whatever copy of a shared module is already loaded (the shell's) instead of fetching
            // every remote's entry up front to compare versions: a dead remote cannot block the others.
            shareStrategy: 'loaded-first',
            // A remote's production build writes its exposed modules' types (dist/@mf-types.zip, what a host
            // would download); the shell's build checks them against the props the apps pass
            // (infra/scripts/check-remote-types.mjs). Nothing is consumed at build time: the shell loads
            // remotes by id at run time.
            dts:
              production && !isShell
                ? {
                    generateTypes: { extractThirdParty: false, generateAPITypes: false, abortOnError: true },
                    consumeTypes: false,
                  }
                : false,
            // One runtime core per page, the shell's: a remote's production entry takes it from the page
            // (`_FEDERATION_RUNTIME_CORE`, set by src/federation/core.ts) instead of carrying its own.
            ...(production && !isShell && { experiments: { externalRuntime: true } }),
          }),
        !unfederated && federationRuntime({ coreIsExternal: production && !isShell }),
        isShell && production && !unfederated && new StartupChunksPlugin(),
        withHostPage &&
          new rspack.HtmlRspackPlugin(
            isShell
              ? { template: path.resolve(appDir, htmlTemplate) }
              : // Absolute script URL so deep links (/blog/some-post) work; remoteEntry.js is not the page's.
                { template: DEV_HOST_TEMPLATE, title: `${federationName} · dev`, publicPath: '/', chunks: ['main'] },
          ),
      ].filter(Boolean),
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // The shell's share of React, the router, styled-components, TanStack Query and web-kit in one
        // async chunk: compressed together (a chunk per shared module cost ~10 KB brotli on `/`), yet
        // still run module by module as the share scope asks for them. Providing them eagerly in main.js
        // sent ~3 KB less but ran them in one long task: Total Blocking Time on `/` at 4× CPU, medians of
        // 6, 425 ms eager against 257 ms this way.
        ...(isShell &&
          production &&
          !unfederated && {
            splitChunks: {
              cacheGroups: {
                vendor: {
                  test: /node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|react-router|cookie-es|@tanstack[\\/][^\\/]+)[\\/]|libs[\\/]web-kit[\\/]src[\\/]/,
                  name: 'vendor',
                  chunks: 'async',
                  enforce: true,
                },
              },
            },
          }),
      },
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
