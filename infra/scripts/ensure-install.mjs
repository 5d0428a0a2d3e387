// Runs before `npm start` and `npm test` (package.json's prestart/pretest): on a fresh clone, or after
// the lockfile changed, it installs exactly the lockfile (`npm ci`) so those two commands are all a
// newcomer needs. It compares the lockfile with what npm last installed (node_modules/.package-lock.json)
// and says what it is about to do, since the first install and build take a while.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');

function installed() {
  const hidden = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(hidden)) return false;
  const want = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
  const have = JSON.parse(readFileSync(hidden, 'utf8')).packages;
  return Object.entries(want).every(
    ([path, entry]) => !path.startsWith('node_modules/') || entry.optional || have[path]?.version === entry.version,
  );
}

if (!installed()) {
  console.log('Installing the locked dependencies (npm ci, about 40 s the first time)...');
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (ci.status !== 0) process.exit(ci.status ?? 1);
}
if (!existsSync(join(root, 'shell', 'dist'))) {
  console.log('First build of every workspace: about 75 s on two cores; later starts rebuild only what changed.');
}
