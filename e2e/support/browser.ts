import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../infra/chromium.mjs';

export const baseUrl = () => process.env.E2E_BASE_URL as string;

/** Debian's Chromium, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A fresh context (own storage) and page that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser, width = 1280, height = 800): Promise<PageWithErrors> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/**
 * Waits until the app has hydrated or rendered its first page, loaded its route and settled (it marks
 * `#root[data-settled]`, shell/src/settled.ts). A test about something else starts from there; the
 * server-rendered markup before that is the subject of browser/prerender.spec.ts.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('#root[data-settled]').waitFor({ state: 'attached' });
}

/** Where a page stands, for the report of a flow that did not finish. */
export async function pageState(page: Page): Promise<string> {
  return page
    .evaluate(() => ({
      url: location.pathname,
      serverRendered: document.getElementById('server-data') !== null,
      hydrationError: document.getElementById('root')?.dataset.hydrationError ?? null,
      settled: document.getElementById('root')?.dataset.settled ?? null,
      dialogs: document.querySelectorAll('[role="dialog"]').length,
      navButtons: [...document.querySelectorAll('#root nav button')].map((b) => b.textContent),
    }))
    .then((state) => JSON.stringify(state))
    .catch((error: Error) => `page state unknown (${error.message})`);
}

const shotsDir = join(import.meta.dirname, '..', 'artifacts');

/**
 * Saves a full-page picture for people to look at (e2e/artifacts). It proves nothing by itself, so a
 * screenshot that Chromium cannot take in time on a loaded machine is retried once at viewport size and
 * then reported, instead of failing the behaviour the test checks.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  const path = join(shotsDir, `${name}.png`);
  try {
    await page.screenshot({ path, fullPage: true, timeout: 15_000 });
  } catch {
    try {
      await page.screenshot({ path, timeout: 15_000 });
    } catch (error) {
      console.warn(`screenshot ${name} not taken: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}
