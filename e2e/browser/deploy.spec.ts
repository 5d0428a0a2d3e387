// A remote is deployed alone: new files for its browser and server containers (a changed page text, new
// content hashes, a new version in both entries), nothing else touched. Within a minute the anonymous
// HTML is rendered with the new code, and Chromium hydrates it with no console error; a rollback (the old
// files again) is a deploy like any other. A page whose HTML was drawn by another version than the one the
// browser loads is drawn on the client, quietly. A remote entry that fails to load once is tried again
// (the federation runtime's retry plugin, libs/web-kit/src/federation/retryPlugin.ts).
// The test serves its own copy of the front ends through a gateway of its own that renders pages as
// `npm start` does (the API goes on to the suite's stack), so the repository's dist folders never change.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from '../support/browser.js';

const repo = resolve(import.meta.dirname, '../..');
const DEPLOY_WITHIN_MS = 60_000;
let browser: Browser;
let gateway: ChildProcess;
let root: string;
let url: string;

/** Every file of a dist folder, with the folder's server/ container, by path relative to it. */
function filesOf(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dist.length + 1));
}

/**
 * "Deploys" a new build of a remote into `dist`: every chunk holding `text` gets `changed` instead and a
 * new content hash, both entries (browser and server) point at the new names and record a new version.
 * Returns what undoes it (the old files back: a rollback).
 */
function deploy(dist: string, text: string, changed: string): () => void {
  const saved = mkdtempSync(join(tmpdir(), 'takehome-release-'));
  cpSync(dist, saved, { recursive: true });
  const renames: Array<[string, string]> = [];
  for (const file of filesOf(dist).filter((f) => /\.[0-9a-f]{10}\.js$/.test(f))) {
    const code = readFileSync(join(dist, file), 'utf8');
    if (!code.includes(text)) continue;
    const [, hash] = /\.([0-9a-f]{10})\.js$/.exec(file)!;
    const fresh = `${hash.slice(0, 4)}c0ffee`;
    writeFileSync(join(dist, file.replace(hash, fresh)), code.replaceAll(text, changed));
    for (const twin of filesOf(dist).filter((f) => f.startsWith(file))) rmSync(join(dist, twin));
    renames.push([hash, fresh]);
  }
  if (renames.length === 0) throw new Error(`no chunk of ${dist} holds "${text}"`);
  for (const entry of ['remoteEntry.js', 'server/remoteEntry.js', 'mf-manifest.json']) {
    let code = readFileSync(join(dist, entry), 'utf8').replace(/(__TAKEHOME_VERSIONS__[^=]*=")([^"]+)"/, '$1$2-next"');
    for (const [from, to] of renames) code = code.replaceAll(from, to);
    writeFileSync(join(dist, entry), code);
    for (const twin of ['.br', '.gz']) rmSync(join(dist, `${entry}${twin}`), { force: true });
  }
  return () => {
    rmSync(dist, { recursive: true, force: true });
    cpSync(saved, dist, { recursive: true });
    rmSync(saved, { recursive: true, force: true });
  };
}

/** The anonymous HTML of `path` once it holds `text`, within the deploy's minute. */
async function htmlHolding(path: string, text: string): Promise<string> {
  const until = Date.now() + DEPLOY_WITHIN_MS;
  for (;;) {
    const html = await (await fetch(`${url}${path}`)).text();
    if (html.includes(text)) return html;
    if (Date.now() > until) throw new Error(`${path} did not show "${text}" within ${DEPLOY_WITHIN_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Opens `path` in a fresh browser: its heading, whether it hydrated the server's markup, and any console error. */
async function visit(path: string, heading: string) {
  const { page, errors, context } = await openPage(browser);
  await page.goto(`${url}${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 20_000 });
  await page.locator('#root[data-settled]').waitFor({ state: 'attached', timeout: 20_000 });
  const hydrationError = await page.evaluate(() => document.getElementById('root')?.dataset.hydrationError ?? null);
  await context.close();
  return { errors, hydrationError };
}

beforeAll(async () => {
  browser = await launchBrowser();
  root = mkdtempSync(join(tmpdir(), 'takehome-deploy-'));
  mkdirSync(join(root, 'shell'));
  for (const dir of ['dist', 'dist-server']) symlinkSync(join(repo, 'shell', dir), join(root, 'shell', dir));
  for (const app of ['mf-calculator', 'mf-blog', 'mf-admin'])
    cpSync(join(repo, app, 'dist'), join(root, app, 'dist'), { recursive: true });
  const api = baseUrl();
  gateway = spawn(process.execPath, [join(repo, 'e2e/support/gateway-process.mjs')], {
    env: {
      ...process.env,
      GATEWAY_ROOT: root,
      GATEWAY_RENDER: '1',
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
}, 60_000);

afterAll(async () => {
  gateway?.kill('SIGTERM');
  await browser?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe.each([
  ['mf-calculator', '/', 'Take-Home Pay Calculator'],
  ['mf-blog', '/blog', 'TakeHome Blog'],
])('%s deployed alone', (remote, path, heading) => {
  it('is rendered on the server within a minute, hydrates without an error, and so is its rollback', async () => {
    const before = await htmlHolding(path, `>${heading}<`);
    expect(before).toContain('id="server-versions"');
    const shellFiles = readdirSync(join(repo, 'shell/dist')).sort();

    const rollback = deploy(join(root, remote, 'dist'), heading, `${heading} 2.0`);
    await htmlHolding(path, `>${heading} 2.0<`);
    expect(await visit(path, `${heading} 2.0`)).toEqual({ errors: [], hydrationError: null });

    rollback();
    await htmlHolding(path, `>${heading}<`);
    expect(await visit(path, heading)).toEqual({ errors: [], hydrationError: null });
    expect(readdirSync(join(repo, 'shell/dist')).sort()).toEqual(shellFiles);
  }, 150_000);
});

it('mf-admin deployed alone is used on the next load, without a new shell', async () => {
  const rollback = deploy(join(root, 'mf-admin/dist'), 'Content Management', 'Content Management 2.0');
  try {
    const entry = await (await fetch(`${url}/remotes/mf-admin/remoteEntry.js`)).text();
    expect(entry).toMatch(/__TAKEHOME_VERSIONS__[^;]*-next"/);
    const chunks = filesOf(join(root, 'mf-admin/dist')).filter((f) => f.includes('c0ffee'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks)
      expect(await (await fetch(`${url}/remotes/mf-admin/${chunk}`)).text()).toContain('Content Management 2.0');
  } finally {
    rollback();
  }
});

it('draws a page rendered by another version of a remote on the client, with no console error', async () => {
  const { page, errors, context } = await openPage(browser);
  // The HTML says another mf-blog drew it (a deploy landed between the render and this visit).
  await page.route(`${url}/blog`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/("mf_blog":")([^"]+)"/, '$1older"');
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${url}/blog`);
  await page.locator('#root[data-settled]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.getByRole('heading', { name: 'TakeHome Blog', exact: true }).waitFor();
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => document.getElementById('root')?.dataset.hydrationError ?? null)).toBeNull();
  await context.close();
});

it('tries a remote entry again when it failed to load', async () => {
  const { page, errors, context } = await openPage(browser);
  let refused = 0;
  await page.route('**/remotes/mf-blog/remoteEntry.js', (route) =>
    refused++ < 2 ? route.abort('connectionrefused') : route.continue(),
  );
  // A query: the plain app, so the entry is loaded by the federation runtime, not preloaded with the page.
  await page.goto(`${url}/faq?from=test`);
  await page.getByRole('heading', { name: 'Frequently Asked Questions', exact: true }).waitFor({ timeout: 20_000 });
  expect(refused).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('temporarily unavailable').count()).resolves.toBe(0);
  expect(errors.filter((e) => !/remoteEntry\.js|ERR_CONNECTION_REFUSED|did not load/.test(e))).toEqual([]);
  await context.close();
});
