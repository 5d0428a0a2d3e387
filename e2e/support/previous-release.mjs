// Builds the previous release's front ends (e2e/fixtures/previous-release.json) for the version-skew
// test, as that release was built: its whole tree from git (`git archive`, no worktree left behind),
// `npm ci` from its own lockfile, the libraries the front ends read (contracts, calc-engine; web-kit
// is read as source), then each app's browser and server containers with its own rspack, and with
// them the release's render server (infra/render), the shell's deployable. The result is kept in
// .data/previous-release/<commit> and reused while it is complete.
//   node e2e/support/previous-release.mjs   prints the folder holding <app>/dist
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(fileURLToPath(import.meta.url), '../../..');
export const PREVIOUS_RELEASE = JSON.parse(readFileSync(join(repo, 'e2e/fixtures/previous-release.json'), 'utf8'));

const LIBS = ['libs/contracts', 'libs/calc-engine'];
const WITHOUT_TYPES = ['-c', join(repo, 'e2e/support/previous-release-without-types.config.mjs')];
/**
 * Each app's builds, as its package.json's build script runs them, less the types: the shell's check of
 * its remotes' types, and a remote's own type generation (its config is wrapped by WITHOUT_TYPES).
 */
const BUILDS = {
  shell: [[], ['-c', 'rspack.server.config.mjs']],
  'mf-calculator': [[]],
  'mf-blog': [[]],
  'mf-admin': [[]],
};

function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (result.status !== 0)
    throw new Error(
      `${[command, ...args].join(' ')} in ${cwd} failed:\n${(result.stdout + result.stderr).slice(-3000)}`,
    );
}

/** Builds the release once; returns the folder holding `<app>/dist` (and `shell/dist-server`) for each of `apps`. */
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
  const archive = spawnSync('git', ['archive', '--format=tar', commit], { cwd: repo, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${commit}: ${archive.stderr}`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
  // The release's own lockfile; packages come from npm's cache when this machine has them.
  run('npm', ['ci', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  const tsc = join(dir, 'node_modules/typescript/bin/tsc');
  // Emitting is all the front ends need (the release was type-checked when it was made).
  for (const lib of LIBS) run(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck'], join(dir, lib));
  const rspack = join(dir, 'node_modules/@rspack/cli/bin/rspack.js');
  for (const app of apps)
    for (const args of BUILDS[app])
      run(
        process.execPath,
        [rspack, 'build', '--mode', 'production', ...(args.length ? args : WITHOUT_TYPES)],
        join(dir, app),
        {
          PREVIOUS_RELEASE_CONFIG: join(dir, app, 'rspack.config.mjs'),
        },
      );
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
