// The types each remote's build generates (Module Federation dts) are checked against the
// contract of what the apps pass its exposed modules (libs/web-kit RemoteModuleProps) by the shell's
// build. Needs the remotes built (npm test builds first).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRemoteTypes, TYPES_DIR, unpackRemoteTypes } from '../scripts/check-remote-types.mjs';

const REPO = join(import.meta.dirname, '..', '..');
const NEWSLETTER = join('mf_blog', 'compiled-types', 'widgets', 'NewsletterSignup.d.ts');

describe("the shell's check of the remotes' generated types", () => {
  let scratch: string;

  beforeAll(() => {
    unpackRemoteTypes();
    scratch = mkdtempSync(join(tmpdir(), 'remote-types-'));
  }, 60_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** The check compiled against a copy of the generated types, after `change` edited the copy. */
  function checkWith(change: (types: string) => void) {
    const types = join(scratch, `types-${Math.random().toString(36).slice(2)}`);
    cpSync(TYPES_DIR, types, { recursive: true });
    change(types);
    const tsconfig = join(scratch, `tsconfig-${Math.random().toString(36).slice(2)}.json`);
    const paths = Object.fromEntries(
      ['mf_calculator', 'mf_blog', 'mf_admin'].map((name) => [`${name}/*`, [join(types, name, '*')]]),
    );
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: join(REPO, 'shell', 'tsconfig.remote-types.json'),
        compilerOptions: { paths },
        include: [join(REPO, 'shell', 'remote-types')],
      }),
    );
    return checkRemoteTypes(tsconfig);
  }

  it('passes with the types the remotes generated', () => {
    const { ok, output } = checkWith(() => undefined);
    expect(output).toBe('');
    expect(ok).toBe(true);
  }, 60_000);

  it('fails when a widget requires a prop the apps do not pass', () => {
    const { ok, output } = checkWith((types) => {
      const file = join(types, NEWSLETTER);
      const source = readFileSync(file, 'utf8');
      const changed = source.replace(
        "variant?: 'full' | 'compact';",
        "variant: 'full' | 'compact';\n    placement: string;",
      );
      expect(changed).not.toBe(source);
      writeFileSync(file, changed);
    });
    expect(ok).toBe(false);
    expect(output).toMatch(/mf_blog\/NewsletterSignup/);
  }, 60_000);

  it('fails when a widget narrows a prop the apps pass', () => {
    const { ok, output } = checkWith((types) => {
      const file = join(types, NEWSLETTER);
      writeFileSync(file, readFileSync(file, 'utf8').replace("variant?: 'full' | 'compact';", "variant?: 'full';"));
    });
    expect(ok).toBe(false);
    expect(output).toMatch(/mf_blog\/NewsletterSignup/);
  }, 60_000);

  it('fails when an exposed module is gone', () => {
    const { ok, output } = checkWith((types) => rmSync(join(types, 'mf_admin', 'DashboardPage.d.ts')));
    expect(ok).toBe(false);
    expect(output).toMatch(/mf_admin\/DashboardPage/);
  }, 60_000);
});
