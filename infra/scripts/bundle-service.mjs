// Turns a service's compiled entry (dist/main.js, from tsc) into one file with everything it imports,
// in place: Node then reads and compiles one file at start instead of resolving and loading a few
// thousand (Nest, TypeORM, fastify, zod…), a third of the processor time it took (ADR 0022).
// Usage, from a service's folder after tsc: node ../infra/scripts/bundle-service.mjs
// What stays outside the file, loaded by Node at run time as before:
// - native addons (they load a compiled .node file beside their JavaScript);
// - optional packages a library loads only when present (`require('light-my-request')` in fastify,
//   Nest's microservices…): whatever cannot be resolved here is left to be required at run time,
//   where it fails, or not, exactly as it did unbundled.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { rspack } from '@rspack/core';

const NATIVE = ['argon2'];
const service = process.cwd();
const dist = resolve(service, 'dist');

/** pg's ES module wrappers re-export the CommonJS build in a way the bundler misreads: use the CommonJS files. */
const pgCommonJs = Object.fromEntries(
  [
    ['pg', 'lib/index.js'],
    ['pg-pool', 'index.js'],
    ['pg-protocol', 'dist/index.js'],
  ].map(([name, file]) => [`${name}$`, resolve(service, '../node_modules', name, file)]),
);

const compiler = rspack({
  mode: 'production',
  target: 'node20',
  context: service,
  entry: { main: './dist/main.js' },
  output: {
    path: dist,
    filename: '[name].js',
    asyncChunks: false,
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
  },
  experiments: { outputModule: true },
  devtool: false,
  // Readable output and the names Nest's dependency injection and TypeORM's metadata go by.
  optimization: { minimize: false, splitChunks: false, mangleExports: false, concatenateModules: false },
  resolve: { alias: pgCommonJs, conditionNames: ['import', 'node', 'require', 'default'] },
  module: {
    parser: {
      javascript: {
        // `new URL('./x/', import.meta.url)` stays a path beside the running file (svc-content's seed articles).
        url: false,
        importMeta: false,
        // pg-protocol's wrapper names an export its CommonJS build lacks; Node gives undefined, so does this.
        exportsPresence: 'warn',
      },
    },
  },
  externalsType: 'node-commonjs',
  externals: [
    async ({ request, context, getResolve }) => {
      if (!request || request.startsWith('.') || request.startsWith('/') || request.startsWith('node:')) return;
      if (NATIVE.some((name) => request === name || request.startsWith(`${name}/`))) return request;
      try {
        await getResolve()(context, request);
      } catch {
        return request;
      }
    },
  ],
  ignoreWarnings: process.env.BUNDLE_WARNINGS ? [] : [/Critical dependency/, /was not found in/],
});

const stats = await new Promise((done, fail) =>
  compiler.run((error, result) => (error ? fail(error) : compiler.close(() => done(result)))),
);
if (process.env.BUNDLE_WARNINGS) console.log(stats.toString({ all: false, warnings: true }));
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}
// tsc's map describes the file this one replaced.
rmSync(resolve(dist, 'main.js.map'), { force: true });
const { assets } = stats.toJson({ all: false, assets: true });
console.log(
  `bundle: ${assets.map(({ name, size }) => `${name} ${(size / 1e6).toFixed(1)} MB`).join(', ')} in ${stats.endTime - stats.startTime} ms`,
);
