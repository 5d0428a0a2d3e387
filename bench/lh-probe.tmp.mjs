import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
for (const url of process.argv.slice(2)) {
  for (let i = 0; i < 3; i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    console.log(url, 'perf', Math.round((lhr.categories.performance.score ?? 0) * 100), 'LCP', Math.round(lhr.audits['largest-contentful-paint'].numericValue), 'TBT', Math.round(lhr.audits['total-blocking-time'].numericValue), JSON.stringify(lhr.runtimeError ?? null), JSON.stringify(lhr.runWarnings), lhr.audits['largest-contentful-paint'].errorMessage ?? '');
  }
}
await chrome.kill();
