// The front ends' compressed twins (libs/web-kit/build/precompress.mjs; each front end's build writes its
// own). Run alone, it writes any that are missing:   node infra/scripts/precompress.mjs
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '@takehome/web-kit/build/precompress';

export { precompress };
export const FRONT_END_DISTS = ['shell/dist', 'mf-calculator/dist', 'mf-blog/dist', 'mf-admin/dist'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  for (const dist of FRONT_END_DISTS) {
    if (existsSync(join(root, dist)))
      console.log(`precompress: ${dist}: ${precompress(join(root, dist), { skip: ['server'] })} files written`);
  }
}
