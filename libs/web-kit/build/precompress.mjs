// Writes a brotli (.br) and a gzip (.gz) twin next to every compressible file of a front end's build,
// so the edge (the gateway, nginx's gzip_static) sends them without compressing per request. Part of
// each front end's own build (rspack-config.mjs), so a remote deployed alone ships its twins too; a
// twin newer than its file is kept.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/; // not .map: browsers never fetch them
const MIN_BYTES = 1024;

function* filesUnder(dir, skip) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(entry.name)) yield* filesUnder(path, skip);
    } else yield path;
  }
}

const fresh = (twin, source) => existsSync(twin) && statSync(twin).mtimeMs >= statSync(source).mtimeMs;

/** Compresses every eligible file under `dir` (not in the folders named by `skip`); returns how many twins were written. */
export function precompress(dir, { skip = [] } = {}) {
  let written = 0;
  for (const file of filesUnder(dir, new Set(skip))) {
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
