import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
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
  /** Ends the test's use of the page: its tab goes back to the browser's idle tabs, or closes. */
  close: () => Promise<void>;
}

/** A context with one page, kept between tests of a file (see `openPage`). */
interface Tab {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** A test changed what the tab does beyond its storage (a route, an init script, …): it is not reused. */
  changed: boolean;
  closed: boolean;
}

/** What a test may change on a page or context that clearing storage does not undo. */
const PAGE_CHANGES = [
  'addInitScript',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'exposeFunction',
  'exposeBinding',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const CONTEXT_CHANGES = [
  ...PAGE_CHANGES.filter((name) => name !== 'emulateMedia'),
  'newPage',
  'grantPermissions',
  'setOffline',
  'setGeolocation',
  'setHTTPCredentials',
] as const;

const idleTabs = new WeakMap<Browser, Tab[]>();

/** Marks the tab changed when one of `names` is called on `target`. */
function watchChanges(tab: Tab, target: object, names: readonly string[]) {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = (...args: unknown[]) => {
      tab.changed = true;
      return original.apply(target, args);
    };
  }
}

async function newTab(browser: Browser, width: number, height: number): Promise<Tab> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height } });
  const page = await context.newPage();
  const tab: Tab = { context, page, cdp: await context.newCDPSession(page), changed: false, closed: false };
  context.on('close', () => (tab.closed = true));
  watchChanges(tab, page, PAGE_CHANGES);
  watchChanges(tab, context, CONTEXT_CHANGES);
  return tab;
}

/**
 * Empties a tab for the next test: no cookie, no storage of the site, a blank page, no listener. Only
 * the browser's memory cache of the site's files stays, as it does for a visitor coming back.
 */
async function emptied(tab: Tab): Promise<boolean> {
  if (tab.changed || tab.closed) return false;
  const { page, context, cdp } = tab;
  try {
    await page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
    const origin = new URL(baseUrl()).origin;
    if (page.url().startsWith(origin)) await page.evaluate(() => sessionStorage.clear());
    await page.goto('about:blank');
    await context.clearCookies();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A page with its own storage that records console errors and uncaught exceptions. Opening a context
 * and page costs Chromium about half a second of processor time, most of a short test's, so the tab
 * of a test that ended with `close()` is emptied and given to the next one; a tab whose routes, init
 * scripts or other settings a test changed is closed instead.
 */
export async function openPage(browser: Browser, width = 1280, height = 800): Promise<PageWithErrors> {
  const idle = idleTabs.get(browser) ?? [];
  idleTabs.set(browser, idle);
  let tab = idle.pop();
  if (tab) await tab.page.setViewportSize({ width, height });
  else tab = await newTab(browser, width, height);
  const { context, page } = tab;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (await emptied(tab)) idle.push(tab);
    else await context.close().catch(() => undefined);
  };
  return { context, page, errors, close };
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
