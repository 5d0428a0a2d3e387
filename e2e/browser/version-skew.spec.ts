// Independent deploys with version skew: a remote and the shell are released on
// their own, so for a while the current shell runs the previous release's remote, and (a remote rolled
// out before the shell, or the shell rolled back) the previous shell runs the current remote. Both
// must work in the browser, server rendering on. The previous release is a real one: its commit is
// named in e2e/fixtures/previous-release.json and its shell (with its render server) and mf-calculator
// are built from that commit's tree and its own lockfile (support/previous-release.mjs; kept in .data).
// Each pair is served by a gateway and render server of its own, the API going on to the suite's stack:
// the anonymous HTML is drawn by the deployed containers, and the browser hydrates it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { calculatePaycheck, formatMoney } from '@takehome/calc-engine';
import { launchBrowser } from '../support/browser.js';
import { startOwnGateway, type OwnGateway } from '../support/own-gateway.js';
import { buildPreviousRelease, PREVIOUS_RELEASE } from '../support/previous-release.mjs';

const repo = resolve(import.meta.dirname, '../..');
const FRONT_ENDS = ['shell', 'mf-calculator', 'mf-blog', 'mf-admin'];
const PREFILL = { hourlyRate: 30, regularHours: 40, overtimeHours: 5, combinedTaxRate: 20 };
const PREFILL_LINK = `/?${new URLSearchParams(Object.entries(PREFILL).map(([k, v]) => [k, String(v)]))}`;
const EXPECTED_NET_PAY = formatMoney(calculatePaycheck(PREFILL).netPay);
/** The version a remote's entry records in its first statement (libs/web-kit/build/rspack-config.mjs). */
const entryVersion = (code: string) => /__TAKEHOME_VERSIONS__[^=]*="([^"]+)"/.exec(code.slice(0, 500))?.[1];

let browser: Browser;
let previous: string;
const cleanups: Array<() => void> = [];

beforeAll(async () => {
  previous = buildPreviousRelease();
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  for (const cleanup of cleanups) cleanup();
  await browser?.close();
});

/** A tree of front ends: each from the current build, or from the previous release when named. */
async function deploy(fromPrevious: string[]): Promise<OwnGateway & { root: string }> {
  const root = mkdtempSync(join(tmpdir(), 'takehome-skew-'));
  for (const app of FRONT_ENDS) {
    const from = fromPrevious.includes(app) ? previous : repo;
    mkdirSync(join(root, app));
    for (const dir of app === 'shell' ? ['dist', 'dist-server'] : ['dist'])
      symlinkSync(join(from, app, dir), join(root, app, dir));
  }
  // The shell's deployable is the render server: an older shell comes with its own.
  const gateway = await startOwnGateway(root, {
    render: true,
    renderServer: fromPrevious.includes('shell') ? join(previous, 'infra/render/server.mjs') : undefined,
  });
  cleanups.push(gateway.stop, () => rmSync(root, { recursive: true, force: true }));
  return { ...gateway, root };
}

interface SharedCopy {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
}

/** What the federation runtime holds in the page: every shared module's registered copies. */
function sharedCopies(page: Page): Promise<SharedCopy[]> {
  return page.evaluate(() => {
    const copies: SharedCopy[] = [];
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } })
      .__FEDERATION__;
    for (const scopes of Object.values(federation?.__SHARE__ ?? {}) as Array<Record<string, unknown>>) {
      for (const modules of Object.values(scopes) as Array<Record<string, Record<string, unknown>>>) {
        for (const [name, versions] of Object.entries(modules)) {
          for (const [version, copy] of Object.entries(versions) as Array<[string, Record<string, unknown>]>) {
            copies.push({ name, version, from: String(copy.from), loaded: Boolean(copy.loaded || copy.lib) });
          }
        }
      }
    }
    return copies;
  });
}

/** `version` within a caret range (`^19`, `^0.1.0`), the only form SHARED_SINGLETONS uses, as npm reads it. */
function satisfies(version: string, range: string): boolean {
  const match = /^\^(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range);
  if (!match) throw new Error(`a version range this test does not read: ${range}`);
  const given = match.slice(1).filter((part) => part !== undefined).length;
  const [major, minor, patch] = match.slice(1).map((part) => Number(part ?? 0));
  const [a, b, c] = version.split('.').map(Number);
  const atLeast = a !== major ? a > major : b !== minor ? b > minor : c >= patch;
  if (!atLeast) return false;
  // Below the next release of the first part that is not zero.
  if (major > 0 || given === 1) return a === major;
  if (minor > 0 || given === 2) return a === 0 && b === minor;
  return a === 0 && b === 0 && c === patch;
}

/** Every app's shared singletons and the range each needs (its mf-manifest.json). */
function requirements(root: string) {
  return FRONT_ENDS.flatMap((app) => {
    const manifest = JSON.parse(readFileSync(join(root, app, 'dist/mf-manifest.json'), 'utf8')) as {
      shared: Array<{ name: string; requiredVersion: string; singleton?: boolean }>;
    };
    return manifest.shared
      .filter((shared) => shared.singleton)
      .map((shared) => ({ app, name: shared.name, range: shared.requiredVersion }));
  });
}

/** Opens a prefilled calculator link, then the blog in the same page; returns what the page reported. */
async function useTheProduct(gateway: OwnGateway) {
  const context = await browser.newContext({ baseURL: gateway.url, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  const entries = new Map<string, Buffer>();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('response', (response) => {
    const remote = /\/remotes\/([a-z-]+)\/remoteEntry\.js$/.exec(new URL(response.url()).pathname);
    if (remote)
      void response.body().then(
        (body) => entries.set(remote[1], body),
        () => undefined,
      );
  });
  // The anonymous page as the server drew it, then hydrated by the same builds.
  await page.goto('/');
  await page.locator('#root[data-settled]').waitFor({ state: 'attached', timeout: 20_000 });
  const hydration = await page.evaluate(() => ({
    drawnBy: (
      JSON.parse(document.getElementById('server-versions')?.textContent ?? 'null') as {
        remotes: Record<string, string>;
      } | null
    )?.remotes,
    running: (globalThis as unknown as { __TAKEHOME_VERSIONS__?: Record<string, string> }).__TAKEHOME_VERSIONS__,
    error: document.getElementById('root')?.dataset.hydrationError ?? null,
  }));
  await page.goto(PREFILL_LINK);
  await page.getByRole('heading', { name: 'Take-Home Pay Calculator', exact: true }).waitFor({ timeout: 20_000 });
  await expect(page.getByTestId('net-pay').textContent({ timeout: 20_000 })).resolves.toContain(EXPECTED_NET_PAY);
  // Another remote, of the current release, reached inside the same page (the shared modules already loaded).
  await page.getByRole('navigation').first().getByRole('link', { name: 'BLOG' }).first().click();
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  await expect(page.getByText('temporarily unavailable').count()).resolves.toBe(0);
  const shared = await sharedCopies(page);
  await context.close();
  // An anonymous visitor's silent refresh is answered 401 (as in calculator.spec.ts); nothing else.
  return { errors: errors.filter((e) => !e.includes('401')), warnings, shared, entries, hydration };
}

describe(`version skew with the previous release (${PREVIOUS_RELEASE.commit.slice(0, 10)})`, () => {
  it('reads caret ranges as npm does', () => {
    expect(['19.3.1', '19.0.0', '20.0.0', '18.9.9'].map((v) => satisfies(v, '^19'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(['0.1.0', '0.1.7', '0.2.0', '0.0.9', '1.1.0'].map((v) => satisfies(v, '^0.1.0'))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(['6.6.0', '6.10.2', '7.0.0'].map((v) => satisfies(v, '^6.6.0'))).toEqual([true, true, false]);
  });

  it.each([
    ['the current shell', 'the previous mf-calculator', ['mf-calculator']],
    ['the previous shell', 'the current mf-calculator', ['shell']],
  ])(
    '%s runs %s in the browser, one copy of each singleton in every range',
    async (_shell, _remote, fromPrevious) => {
      const gateway = await deploy(fromPrevious);
      // The anonymous HTML is drawn by the deployed calculator's server container.
      const html = await (await fetch(`${gateway.url}/`)).text();
      expect(html).toContain('>Take-Home Pay Calculator<');
      const deployedVersion = entryVersion(
        readFileSync(join(gateway.root, 'mf-calculator/dist/remoteEntry.js'), 'utf8'),
      );
      expect(deployedVersion).toBeDefined();
      expect(html).toContain(`"mf_calculator":"${deployedVersion}"`);

      const { errors, warnings, shared, entries, hydration } = await useTheProduct(gateway);
      expect(errors).toEqual([]);
      // Hydrated, not drawn again: the browser runs the very builds that drew the page.
      expect(hydration.error).toBeNull();
      expect(hydration.drawnBy?.mf_calculator).toBe(deployedVersion);
      expect(hydration.running?.mf_calculator).toBe(deployedVersion);
      // The runtime warns "… of shared singleton module … does not satisfy the requirement of …" on a mismatch.
      expect(warnings.filter((w) => /shared|singleton|satisfy/i.test(w))).toEqual([]);

      // Really the mixed tree: the calculator's entry the page got is the one deployed (the two releases differ).
      const served = entries.get('mf-calculator');
      const deployed = (dir: string) => readFileSync(join(dir, 'mf-calculator/dist/remoteEntry.js'));
      const expected = fromPrevious.includes('mf-calculator') ? previous : repo;
      expect(served?.equals(deployed(expected))).toBe(true);
      expect(deployed(previous).equals(deployed(repo))).toBe(false);

      // Each singleton is one loaded copy, and it is within the range of every app that needs it, old or new.
      const loaded = new Map<string, string[]>();
      for (const copy of shared.filter((c) => c.loaded))
        loaded.set(copy.name, [...(loaded.get(copy.name) ?? []), copy.version]);
      for (const [name, versions] of loaded) expect([name, versions.length]).toEqual([name, 1]);
      for (const { app, name, range } of requirements(gateway.root)) {
        const version = loaded.get(name)?.[0];
        if (version === undefined) continue; // not needed by the pages opened
        expect([app, name, range, version, satisfies(version, range)]).toEqual([app, name, range, version, true]);
      }
      for (const name of ['react', 'react-dom', '@takehome/web-kit', 'styled-components'])
        expect(loaded.has(name)).toBe(true);
    },
    90_000,
  );
});
