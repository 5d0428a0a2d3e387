import fc from 'fast-check';
import { satisfy as stockSatisfy } from '@module-federation/runtime-core';
import { satisfy, versionLt } from './semver';

describe('satisfy', () => {
  it.each([
    ['19.3.1', '^19', true],
    ['20.0.0', '^19', false],
    ['0.1.7', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.0.4', '^0.0.3', false],
    ['6.10.2', '^6.6.0', true],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.9.0', '1.x', true],
    ['2.0.0', '1.x || >=2.5.0', false],
    ['2.3.4', '1.2 - 2.3.4', true],
    ['2.4.0', '1.2.3 - 2.3', false],
    ['1.2.3', '>= 1.2.3 < 2', true],
    ['1.2.3', '*', true],
    ['1.2.3', '', true],
    ['19', '^19', false],
    ['1.2.3', 'not a range', false],
    // Where the stock runtime misreads npm's grammar, this reads it as npm does: a `>=` of zeros (the stock
    // runtime matches nothing) and a comparator spaced from its version after another comparator.
    ['1.2.3', '>=0.0.0', true],
    ['0.1.0', '>=0.x', true],
    ['3.0.0', '3.x >= 1.0.x', true],
  ])('%s in %p: %p', (version, range, expected) => {
    expect(satisfy(version, range)).toBe(expected);
  });

  it('orders prereleases by their identifiers', () => {
    expect(satisfy('1.2.3-beta.10', '>1.2.3-beta.2')).toBe(true);
    expect(satisfy('1.2.3-beta', '>=1.2.3')).toBe(false);
    expect(satisfy('1.2.3', '>1.2.3-rc.1')).toBe(true);
  });

  it('reads every other range as the stock runtime does, for the releases shared modules have', () => {
    const part = fc.integer({ min: 0, max: 3 });
    const release = fc.tuple(part, part, part).map((parts) => parts.join('.'));
    const bound = fc
      .tuple(release, fc.constantFrom('', '-0', '-alpha', '-beta.2', '-beta.10'))
      .map(([version, pre]) => version + pre);
    const partial = fc.oneof(
      bound,
      part.map(String),
      fc.tuple(part, part).map(([a, b]) => `${a}.${b}`),
      fc.tuple(part, fc.constantFrom('x', '*')).map(([a, x]) => `${a}.${x}`),
      fc.tuple(part, part, fc.constantFrom('x', 'X')).map(([a, b, x]) => `${a}.${b}.${x}`),
      fc.constantFrom('*', 'x'),
    );
    const zeros = /^0(\.(0|x|\*))*(-[\w.]+)?$/i;
    const comparator = fc
      .tuple(fc.constantFrom('', '^', '~', '>=', '>', '<=', '<', '='), partial)
      .filter(([operator, version]) => !(operator === '>=' && zeros.test(version)))
      .map(([operator, version]) => operator + version);
    const set = fc.oneof(
      fc.array(comparator, { minLength: 1, maxLength: 2 }).map((words) => words.join(' ')),
      fc
        .tuple(bound, partial)
        .filter(([low]) => !zeros.test(low))
        .map(([low, high]) => `${low} - ${high}`),
    );
    const range = fc.array(set, { minLength: 1, maxLength: 2 }).map((sets) => sets.join(' || '));
    fc.assert(
      fc.property(release, range, (version, r) => satisfy(version, r) === stockSatisfy(version, r)),
      { numRuns: 5000 },
    );
  });
});

describe('versionLt', () => {
  it('compares versions as share scopes key them', () => {
    expect(versionLt('19.3.0', '19.3.1')).toBe(true);
    expect(versionLt('19.3.1', '19.3.1')).toBe(false);
    expect(versionLt('6.10.0', '6.9.0')).toBe(false);
    expect(versionLt('19', '19.0.1')).toBe(true);
    expect(versionLt('1.0.0-rc.1', '1.0.0')).toBe(true);
  });
});
