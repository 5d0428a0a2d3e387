// A remote is deployed alone: new files for mf-calculator (a changed page, new content hashes, a new
// remoteEntry.js), the shell's files untouched, and the next load of the page uses the new remote.
// The test serves its own copy of the front ends through a gateway of its own (the API goes on to the
// suite's stack), so the repository's dist folders are never changed.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from '../support/browser.js';

const repo = resolve(import.meta.dirname, '../..');
let browser: Browser;
let gateway: ChildProcess;
let root: string;
let url: string;

/** "Deploys" a new build of mf-calculator: its page text changed, the changed chunk renamed to a new hash. */
function deployNewCalculator(dist: string) {
  const page = readdirSync(dist).find((file) => /^__federation_expose_CalculatorPage\.[0-9a-f]+\.js$/.test(file));
  if (!page) throw new Error('no CalculatorPage chunk in mf-calculator/dist');
  const renamed = page.replace(/\.[0-9a-f]+\.js$/, '.feedc0ffee.js');
  const code = readFileSync(join(dist, page), 'utf8').replace(
    'Take-Home Pay Calculator',
    'Take-Home Pay Calculator 2.0',
  );
  writeFileSync(join(dist, renamed), code);
  for (const file of readdirSync(dist).filter((f) => f.startsWith(page))) rmSync(join(dist, file)); // and its .br/.gz
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    writeFileSync(join(dist, file), readFileSync(join(dist, file), 'utf8').replaceAll(page, renamed));
    rmSync(join(dist, `${file}.br`), { force: true });
    rmSync(join(dist, `${file}.gz`), { force: true });
  }
  // The entry maps the chunk by id to its hash: point that at the new name too.
  const [, hash] = /\.([0-9a-f]+)\.js$/.exec(page)!;
  writeFileSync(
    join(dist, 'remoteEntry.js'),
    readFileSync(join(dist, 'remoteEntry.js'), 'utf8').replaceAll(hash, 'feedc0ffee'),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  root = mkdtempSync(join(tmpdir(), 'takehome-deploy-'));
  for (const app of ['shell', 'mf-blog', 'mf-admin']) {
    mkdirSync(join(root, app));
    symlinkSync(join(repo, app, 'dist'), join(root, app, 'dist'));
  }
  cpSync(join(repo, 'mf-calculator/dist'), join(root, 'mf-calculator/dist'), { recursive: true });
  const api = baseUrl();
  gateway = spawn(process.execPath, [join(repo, 'e2e/support/gateway-process.mjs')], {
    env: {
      ...process.env,
      GATEWAY_ROOT: root,
      GATEWAY_SERVICES: JSON.stringify({ identity: api, calc: api, content: api, analytics: api }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolveUrl, reject) => {
    gateway.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString());
      if (match) resolveUrl(match[1]);
    });
    gateway.once('exit', (code) => reject(new Error(`gateway exited ${code}`)));
  });
});

afterAll(async () => {
  gateway?.kill('SIGTERM');
  await browser?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

it('uses a remote deployed alone on the next load, without a new shell', async () => {
  const { page, context } = await openPage(browser);
  await page.goto(`${url}/`);
  await page.getByRole('heading', { name: 'Take-Home Pay Calculator', exact: true }).waitFor({ timeout: 20000 });
  const shellFiles = readdirSync(join(repo, 'shell/dist')).sort();

  deployNewCalculator(join(root, 'mf-calculator/dist'));
  await page.reload();
  await page.getByRole('heading', { name: 'Take-Home Pay Calculator 2.0' }).waitFor({ timeout: 20000 });

  expect(readdirSync(join(repo, 'shell/dist')).sort()).toEqual(shellFiles);
  await context.close();
});
