import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = () => process.env.E2E_BASE_URL as string;

/** Debian's Chromium, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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

const shotsDir = join(import.meta.dirname, '..', 'artifacts');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}
