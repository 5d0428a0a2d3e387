// What Module Federation costs the first load of a page: the same code built once as the product ships
// (shell + remotes, federated) and once as one unfederated app (UNFEDERATED=1: the loader seam
// shell/src/remotes.ts swapped for plain dynamic imports of the remotes' sources, same splitting), both
// served by the real gateway (precompressed files, brotli) and loaded in Chromium at phone size.
// Prints the JavaScript each loads, as sent and uncompressed, and the ratio.
//   [BUILD=0] node bench/federation-overhead.mjs [--files] [/path ...]      (default: /)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'node:net';
import { createGateway } from '../infra/gateway/gateway.mjs';
import { createRenderServer } from '../infra/render/server.mjs';
import { precompress } from '../infra/scripts/precompress.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
/** `--files`: also list every script each build loads, largest first (where the difference is). */
const listFiles = args.includes('--files');
const paths = args.filter((a) => a !== '--files').length ? args.filter((a) => a !== '--files') : ['/'];
// No service answers: the pages load their code the same way; their API calls fail fast (503).
const NO_SERVICES = {
  identity: 'http://127.0.0.1:9',
  calc: 'http://127.0.0.1:9',
  content: 'http://127.0.0.1:9',
  analytics: 'http://127.0.0.1:9',
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * The edge as `npm start` runs it for a build under `buildRoot`: the gateway, and behind it the render server
 * answering the pages. Without prerendering both builds send the plain page, so only their JavaScript differs.
 */
async function serve(buildRoot) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const render = createRenderServer({ root: buildRoot, apiOrigin: url, prerender: false });
  await render.app.listen({ port: 0, host: '127.0.0.1' });
  const renderUrl = `http://127.0.0.1:${render.app.server.address().port}`;
  const gateway = createGateway({ root: buildRoot, services: { ...NO_SERVICES, render: renderUrl } });
  await gateway.listen({ port, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await gateway.close();
      await render.app.close();
    },
  };
}

/** JavaScript fetched by the time the page is quiet: bytes on the wire (brotli) and uncompressed. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: request.url(), sent: sizes.responseBodySize, raw: body.length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  return {
    scripts,
    files: scripts.length,
    sent: scripts.reduce((sum, s) => sum + s.sent, 0),
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// BUILD=0 measures the front ends as they are built now (e.g. while another part of the tree does not build).
if (process.env.BUILD !== '0') {
  console.log('building the federated front ends (npm run build, only what changed)…');
  run(process.execPath, ['infra/scripts/build.mjs']);
}

console.log('building the same code unfederated…');
const unfederatedRoot = mkdtempSync(join(tmpdir(), 'takehome-unfederated-'));
const out = join(unfederatedRoot, 'build');
run('npx', ['rspack', 'build', '--mode', 'production'], {
  cwd: join(root, 'shell'),
  env: { ...process.env, UNFEDERATED: '1', UNFEDERATED_OUT: out },
});
precompress(out);
mkdirSync(join(unfederatedRoot, 'shell'));
symlinkSync(out, join(unfederatedRoot, 'shell', 'dist'));

const federated = await serve(root);
const unfederated = await serve(unfederatedRoot);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  console.log('\npage      build         files   JS sent (br)   JS uncompressed');
  for (const path of paths) {
    const a = await measure(browser, `${federated.url}${path}`);
    const b = await measure(browser, `${unfederated.url}${path}`);
    console.log(
      `${path.padEnd(9)} federated     ${String(a.files).padStart(5)}   ${kb(a.sent).padStart(12)}   ${kb(a.raw).padStart(15)}`,
    );
    console.log(
      `${''.padEnd(9)} unfederated   ${String(b.files).padStart(5)}   ${kb(b.sent).padStart(12)}   ${kb(b.raw).padStart(15)}`,
    );
    console.log(
      `${''.padEnd(9)} ratio                 ${(a.sent / b.sent).toFixed(2).padStart(10)}   ${(a.raw / b.raw).toFixed(2).padStart(15)}`,
    );
    if (listFiles) {
      for (const [name, { scripts }] of [['federated', a], ['unfederated', b]]) {
        console.log(`\n  ${path} ${name}:`);
        for (const script of [...scripts].sort((x, y) => y.sent - x.sent))
          console.log(`    ${kb(script.sent).padStart(9)} ${kb(script.raw).padStart(9)}  ${new URL(script.url).pathname}`);
      }
    }
  }
} finally {
  await browser.close();
  await federated.close();
  await unfederated.close();
  rmSync(unfederatedRoot, { recursive: true, force: true });
}
