// Lighthouse (the npm package, mobile preset: simulated slow 4G and a 4× slower CPU) on the public pages
// of a running TakeHome, in Debian's Chromium. Prints per page the four category scores, LCP, TBT, CLS
// and the JavaScript loaded: as Lighthouse counts it sent (compressed bodies plus HTTP/1.1 response headers), the
// compressed bodies alone (each script fetched again as the browser asked for it, brotli) and uncompressed.
//   node bench/web-vitals.mjs [http://127.0.0.1:8080]   (without a URL it starts a private stack)
//   RUNS=3 takes the median run of each page (this machine is shared; one run can be unlucky), and lists
//   every run's performance score after it.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const runs = Number(process.env.RUNS ?? 1);

/** A private stack (own database and stream, free ports) for the length of the run. */
function startPrivateStack() {
  const child = spawn(process.execPath, [resolve(root, 'infra/scripts/private-stack.mjs'), '--name', 'webvitals'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveUrl, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /private stack \S+ at (http:\/\/\S+)/.exec(output);
      if (match) resolveUrl({ url: match[1], stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`the private stack exited (${code}) before it was up`)));
  });
}

async function firstPostPath(base) {
  const res = await fetch(`${base}/api/blog/posts`);
  const { posts } = await res.json();
  if (!posts?.length) throw new Error('no published post to measure');
  return `/blog/${posts[0].slug}`;
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptUrls: scripts.map((item) => item.url),
    jsSent: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsRaw: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    // A run without a performance score says why (Lighthouse's runtime error or a metric's).
    error:
      lhr.runtimeError?.code ??
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]
        .map((id) => lhr.audits[id]?.errorMessage)
        .find(Boolean) ??
      null,
  };
}

/** The bytes of a script's body as sent to a browser that accepts brotli (not decoded). */
function compressedBodySize(url) {
  return new Promise((resolveSize, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let size = 0;
      res.on('data', (chunk) => (size += chunk.length));
      res.on('end', () => resolveSize(size));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const median = (list, key) => [...list].sort((a, b) => a[key] - b[key])[Math.floor(list.length / 2)];

const stack = process.argv[2]
  ? { url: process.argv[2].replace(/\/$/, ''), stop: () => undefined }
  : await startPrivateStack();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  const pages = ['/', '/blog', await firstPostPath(stack.url), '/pricing', '/faq'];
  console.log(`Lighthouse mobile on ${stack.url} (${runs} run${runs > 1 ? 's, median by performance' : ''})\n`);
  console.log(
    'page                                   perf  a11y  bp   seo   LCP      TBT      CLS     JS sent   JS br   JS raw  perf of each run',
  );
  for (const path of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(`${stack.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      results.push(figures(lhr));
    }
    const r = median(results, 'performance');
    const bodies = await Promise.all(r.scriptUrls.map(compressedBodySize));
    const jsBrotli = bodies.reduce((sum, size) => sum + size, 0);
    console.log(
      [
        path.slice(0, 38).padEnd(38),
        String(r.performance).padStart(4),
        String(r.accessibility).padStart(5),
        String(r.bestPractices).padStart(4),
        String(r.seo).padStart(5),
        `${(r.lcp / 1000).toFixed(2)} s`.padStart(8),
        `${Math.round(r.tbt)} ms`.padStart(8),
        r.cls.toFixed(3).padStart(8),
        `${(r.jsSent / 1024).toFixed(1)} KB`.padStart(9),
        `${(jsBrotli / 1024).toFixed(1)} KB`.padStart(8),
        `${(r.jsRaw / 1024).toFixed(0)} KB`.padStart(8),
        // "Reliably" is about the worst run, not the median.
        ` ${results.map((result) => (result.error ? `${result.performance} (${result.error})` : result.performance)).join(' · ')}`,
      ].join(' '),
    );
  }
} finally {
  await chrome.kill();
  stack.stop();
}
