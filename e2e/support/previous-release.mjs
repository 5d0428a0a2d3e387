// Builds the previous release's front ends (e2e/fixtures/previous-release.json) for the version-skew
// test: the sources of that commit from git (`git archive`, no network, no worktree left behind), the
// libraries the front ends read (contracts, calc-engine; web-kit is read as source) built there, then
// each app with rspack, the way its image is built. node_modules is today's lockfile (linked), except
// @takehome/*, which are that release's own. The result is kept in .data/previous-release/<commit>
// and reused while it is complete.
//   node e2e/support/previous-release.mjs   prints the folder holding <app>/dist
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(fileURLToPath(import.meta.url), '../../..');
export const PREVIOUS_RELEASE = JSON.parse(readFileSync(join(repo, 'e2e/fixtures/previous-release.json'), 'utf8'));

const SOURCES = [
  'package.json',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.web.json',
  'libs/contracts',
  'libs/calc-engine',
  'libs/web-kit',
];
const LIBS = ['libs/contracts', 'libs/calc-engine'];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${[command, ...args].join(' ')} in ${cwd} failed:\n${(result.stdout + result.stderr).slice(-3000)}`,
    );
}

/** node_modules of the release's tree: today's packages, its own @takehome workspaces. */
function linkNodeModules(dir) {
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@takehome'), { recursive: true });
  for (const name of readdirSync(join(repo, 'node_modules'))) {
    if (name !== '@takehome') symlinkSync(join(repo, 'node_modules', name), join(modules, name));
  }
  for (const lib of ['contracts', 'calc-engine', 'web-kit'])
    symlinkSync(join(dir, 'libs', lib), join(modules, '@takehome', lib));
}

/** Builds the release's front ends once; returns the folder holding `<app>/dist` for each of `apps`. */
export function buildPreviousRelease({ commit = PREVIOUS_RELEASE.commit, apps = PREVIOUS_RELEASE.apps } = {}) {
  const dir = join(repo, '.data', 'previous-release', commit.slice(0, 12));
  const stamp = join(dir, '.built');
  if (existsSync(stamp) && apps.every((app) => readFileSync(stamp, 'utf8').split('\n').includes(app))) return dir;
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: repo, stdio: 'ignore' });
  } catch {
    throw new Error(
      `The previous release's commit ${commit} (e2e/fixtures/previous-release.json) is not in this clone: ` +
        'the version-skew test needs the repository with its history (not a shallow clone or an export).',
    );
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', commit, ...SOURCES, ...apps], {
    cwd: repo,
    maxBuffer: 1 << 30,
  });
  if (archive.status !== 0) throw new Error(`git archive ${commit}: ${archive.stderr}`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
  linkNodeModules(dir);
  const tsc = join(repo, 'node_modules/typescript/bin/tsc');
  // Emitting is all the front ends need (the release was type-checked when it was made).
  for (const lib of LIBS) run(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck'], join(dir, lib));
  const rspack = join(repo, 'node_modules/@rspack/cli/bin/rspack.js');
  for (const app of apps)
    run(process.execPath, [rspack, 'build', '--mode', 'production', '--devtool', 'false'], join(dir, app));
  writeFileSync(stamp, `${apps.join('\n')}\n`);
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const dir = buildPreviousRelease();
  console.error(
    `previous release ${PREVIOUS_RELEASE.commit.slice(0, 12)} built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(dir);
}
