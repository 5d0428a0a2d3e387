// `npm run restart -- [service …]`: asks the running `npm start` for a rolling restart of those services
// (all four when none is named): their replicas are replaced one at a time, each ready before the next
// stops, so requests through the gateway keep being answered. Same as `kill -USR2 <pid of npm start>`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES } from '@takehome/contracts';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const dataDir = join(root, '.data');
const pidFile = join(dataDir, 'takehome.pid');
const names = process.argv.slice(2).map((name) => name.replace(/^svc-/, ''));
const unknown = names.filter((name) => !(name in SERVICES));
if (unknown.length) {
  console.error(`No such service: ${unknown.join(', ')} (one of ${Object.keys(SERVICES).join(', ')}).`);
  process.exit(1);
}
if (!existsSync(pidFile)) {
  console.error('TakeHome is not running (npm start).');
  process.exit(1);
}
const pid = Number(readFileSync(pidFile, 'utf8').split(' ')[0]);
writeFileSync(join(dataDir, 'rolling-restart'), names.join(' '));
process.kill(pid, 'SIGUSR2');
console.log(
  `Asked TakeHome (pid ${pid}) for a rolling restart of ${names.length ? names.join(', ') : 'every service'}.`,
);
