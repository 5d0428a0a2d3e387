import type { Browser } from 'playwright-core';
import { adminAccessToken } from './api.js';
import { launchBrowser } from './browser.js';

export interface BrowserSuite {
  browser: Browser;
  adminToken: string;
}

/** For one spec file: a browser launched before its tests and closed after them, and an admin's token. */
export function browserWithAdmin(): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.browser = await launchBrowser();
    suite.adminToken = await adminAccessToken();
  });
  afterAll(async () => suite.browser?.close());
  return suite;
}
