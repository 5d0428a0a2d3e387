// Writes a brotli (.br) and a gzip (.gz) twin next to every compressible file of the front ends' dist
// folders, so the gateway (and nginx's gzip_static) send them without compressing per request.
// Run by build.mjs after the front ends are built; a twin newer than its file is kept.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/; // not .map: browsers never fetch them
const MIN_BYTES = 1024;
export const FRONT_END_DISTS = ['shell/dist', 'mf-calculator/dist', 'mf-blog/dist', 'mf-admin/dist'];

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const fresh = (twin, source) => existsSync(twin) && statSync(twin).mtimeMs >= statSync(source).mtimeMs;

/** Compresses every eligible file under `dir`; returns how many twins were written. */
export function precompress(dir) {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    if (fresh(`${file}.br`, file) && fresh(`${file}.gz`, file)) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    written += 2;
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  for (const dist of FRONT_END_DISTS) {
    if (existsSync(join(root, dist)))
      console.log(`precompress: ${dist}: ${precompress(join(root, dist))} files written`);
  }
}
