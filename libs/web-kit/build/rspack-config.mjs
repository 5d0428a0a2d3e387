// The one rspack setup for the TakeHome front ends. Each app's rspack.config.mjs is a single call:
//   export default createFrontEndConfig({ appDir: import.meta.dirname, federationName: 'mf_blog', exposes: {...} });
// It compiles TSX with SWC, content-hashes every file except remoteEntry.js (so the gateway can cache
// them forever), adds Module Federation with the shared singletons below, and sets up the dev server
// on the app's port from DEV_PORTS. Runtime code of web-kit lives in ../src; this file only builds.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { precompress } from './precompress.mjs';

const require = createRequire(import.meta.url);

/**
 * The compiler that writes a remote's declaration files: TypeScript 7's native `tsc` (infra's own
 * `typescript`; the same files as 6's, in about half the build's time), run by the types plugin as
 * `npx <this> --project <its tsconfig>`; TypeScript 6's where infra is not installed.
 */
function declarationCompiler() {
  try {
    const infra = createRequire(path.resolve(import.meta.dirname, '../../../infra/package.json'));
    return `node ${JSON.stringify(path.join(path.dirname(infra.resolve('typescript/package.json')), 'bin/tsc'))}`;
  } catch {
    return 'tsc';
  }
}

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

/** The compressed twins of a production build's files, written by the build itself (./precompress.mjs). */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', () => precompress(compiler.outputPath, { skip: [SERVER_DIR] }));
  }
}

/** Runtime plugins of every container that loads remotes: retries of a remote entry that failed to load. */
const RUNTIME_PLUGINS = [path.resolve(import.meta.dirname, '../src/federation/retryPlugin.ts')];

/** A package's ES module entry, as its package.json exports it under the `import` condition. */
function esmEntry(pkg) {
  const dir = require.resolve(pkg).replace(/(node_modules\/@module-federation\/[^/]+)\/.*$/, '$1');
  const entry = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).exports['.'].import;
  return path.join(dir, typeof entry === 'string' ? entry : entry.default);
}

/**
 * The federation runtime's packages as their own ES module builds, for the browser. Rspack's plugin finds the
 * bundler runtime with require.resolve, which picks the CommonJS build, and everything it pulls in follows as
 * CommonJS, which the bundler cannot tree-shake: each page then carried the whole SDK and runtime (the
 * manifest and snapshot code `disableSnapshot` switches off included). Same packages, same versions, their
 * other published format (docs/adr/0020-federation-runtime-esm-builds.md).
 */
const FEDERATION_ESM_BUILDS = Object.fromEntries(
  [
    'webpack-bundler-runtime',
    'inject-external-runtime-core-plugin',
    'runtime',
    'runtime-core',
    'sdk',
    'error-codes',
  ].flatMap((name) => {
    const pkg = `@module-federation/${name}`;
    return [
      [require.resolve(pkg), esmEntry(pkg)],
      [`${pkg}$`, esmEntry(pkg)],
    ];
  }),
);

/** Where a remote's server (Node) container goes, inside its dist: deployed with the browser one. */
export const SERVER_DIR = 'server';

/** The global every remote entry (browser and server alike) writes its version into when it runs. */
export const VERSIONS_GLOBAL = '__TAKEHOME_VERSIONS__';

/**
 * What sets a build's version: its own sources, the shared libraries it bundles and the lockfile. The
 * browser and server containers of one build get the same version, a rebuild of the same sources (a
 * rollback) the same one again. `BUILD_VERSION` overrides it (an image tagged by its commit).
 */
export function buildVersion(appDir) {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  const root = path.resolve(import.meta.dirname, '../../..');
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', 'dist', 'dist-server', 'coverage', '.remote-types', '.data']);
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (skip.has(entry.name) || /\.spec\.tsx?$/.test(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  };
  for (const dir of [appDir, ...['libs/web-kit', 'libs/contracts', 'libs/calc-engine'].map((d) => path.join(root, d))])
    walk(dir);
  hash.update(readFileSync(path.join(root, 'package-lock.json')));
  return hash.digest('hex').slice(0, 12);
}

/** Code at the top of a remote's entry that records which version of the remote this page runs. */
function versionBanner(federationName, version) {
  return new rspack.BannerPlugin({
    banner: `(globalThis.${VERSIONS_GLOBAL}=globalThis.${VERSIONS_GLOBAL}||{})[${JSON.stringify(federationName)}]=${JSON.stringify(version)};`,
    raw: true,
    include: /(^|\/)remoteEntry\.js$/,
  });
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

/** The federation plugin's options shared by every container of an app, browser or server. */
function federationOptions({ federationName, exposes, isShell }) {
  return {
    name: federationName,
    ...(isShell ? { remotes: {}, runtimePlugins: RUNTIME_PLUGINS } : { filename: 'remoteEntry.js', exposes }),
    shared: SHARED_SINGLETONS,
    // Use whatever copy of a shared module is already loaded (the shell's) instead of fetching
    // every remote's entry up front to compare versions: a dead remote cannot block the others.
    shareStrategy: 'loaded-first',
  };
}

/**
 * A remote's server container: the same exposed modules built for Node (`async-node`, a CommonJS
 * module), loaded by the render server over HTTP with @module-federation/node's runtime plugin, as the
 * browser loads the browser container. Written to dist/server/ beside the browser files, deployed with them.
 */
function remoteServerConfig({ appDir, federationName, exposes, version }) {
  return {
    name: `${federationName}-server`,
    // After the browser build, whose clean of dist/ must not meet this one's files being written.
    dependencies: [federationName],
    mode: 'production',
    target: 'async-node',
    context: appDir,
    entry: {},
    output: {
      path: path.resolve(appDir, 'dist', SERVER_DIR),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    module: { rules: [scriptRule({ production: true, targets: 'node 20' })] },
    plugins: [
      new ModuleFederationPlugin({
        ...federationOptions({ federationName, exposes, isShell: false }),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        dts: false,
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
      versionBanner(federationName, version),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    devtool: false,
    performance: { hints: false },
  };
}

/**
 * The shell's server build for the render server: the shell's App as a federation host for Node, whose
 * remotes are registered at run time from the same manifest the browser reads (their server entries).
 * `entry` exports `render` and `configureRemotes` (shell/src/server).
 */
export function createServerRenderConfig({ appDir, entry }) {
  const version = buildVersion(appDir);
  return {
    name: 'shell-server',
    mode: 'production',
    target: 'async-node',
    context: appDir,
    entry: { render: entry },
    output: {
      path: path.resolve(appDir, 'dist-server'),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    module: { rules: [scriptRule({ production: true, targets: 'node 20' })] },
    plugins: [
      new ModuleFederationPlugin({
        ...federationOptions({ federationName: 'shell', isShell: true }),
        runtimePlugins: [...RUNTIME_PLUGINS, require.resolve('@module-federation/node/runtimePlugin')],
        remoteType: 'script',
        dts: false,
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
      new rspack.DefinePlugin({ 'process.env.TAKEHOME_SHELL_VERSION': JSON.stringify(version) }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    devtool: false,
    performance: { hints: false },
  };
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
    // A remote's production build is only its containers; its bare host page is for dev.
    const withHostPage = isShell || !production;
    const version = buildVersion(appDir);
    // The version the federation manifest (mf-manifest.json) names as buildVersion.
    process.env.MF_BUILD_VERSION = version;

    const browser = {
      name: federationName,
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
        // The server container beside it is its sibling compiler's to clean.
        clean: { keep: new RegExp(`^${SERVER_DIR}(/|$)`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        alias: FEDERATION_ESM_BUILDS,
      },
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
            ...federationOptions({ federationName, exposes, isShell }),
            // A remote's production build writes its exposed modules' types (dist/@mf-types.zip, what a host
            // would download); the shell's build checks them against the props the apps pass
            // (infra/scripts/check-remote-types.mjs). Nothing is consumed at build time: the shell loads
            // remotes by id at run time.
            dts:
              production && !isShell
                ? {
                    generateTypes: {
                      extractThirdParty: false,
                      generateAPITypes: false,
                      abortOnError: true,
                      compilerInstance: declarationCompiler(),
                    },
                    consumeTypes: false,
                  }
                : false,
            experiments: {
              // One runtime core per page, the shell's: a remote's production entry takes the page's core
              // instead of carrying its own.
              ...(production && (isShell ? { provideExternalRuntime: true } : { externalRuntime: true })),
              // Remotes are registered by name and entry at run time; no snapshot (manifest) lookups.
              optimization: { disableSnapshot: true, target: 'web' },
            },
          }),
        isShell && new rspack.DefinePlugin({ 'process.env.TAKEHOME_SHELL_VERSION': JSON.stringify(version) }),
        !isShell && versionBanner(federationName, version),
        isShell && production && !unfederated && new StartupChunksPlugin(),
        production && !unfederated && new PrecompressPlugin(),
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
        // async chunk: compressed together (a chunk per shared module cost more on `/`), yet still run
        // module by module as the share scope asks for them (docs/adr on the front end's bundles).
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
    // A remote's production build also makes its server container (for the render server).
    return production && !isShell
      ? [browser, remoteServerConfig({ appDir, federationName, exposes, version })]
      : browser;
  };
}
