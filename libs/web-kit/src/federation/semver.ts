// Version ranges for shared modules' requiredVersion, read as the stock runtime (@module-federation/runtime-core)
// reads them: npm's range grammar (`||`, hyphen ranges, comparators, x-ranges, tilde, caret) over full
// x.y.z versions, with prereleases ordered by their identifiers but not kept out of other releases' ranges
// as npm keeps them. semver.spec.ts checks it against the stock runtime's satisfy.

interface Version {
  parts: number[];
  pre: string[];
}

type Comparator = [operator: string, version: Version];

const VERSION = /^[v=]*(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?(?:\+[\w.-]+)?$/i;
const PARTIAL =
  /^(<=|>=|<|>|=|\^|~>?)?[v=]*(\d+|[x*])?(?:\.(\d+|[x*]))?(?:\.(\d+|[x*]))?(?:-([\w.-]+))?(?:\+[\w.-]+)?$/i;

function parse(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  return match && { parts: [1, 2, 3].map((i) => Number(match[i])), pre: match[4]?.split('.') ?? [] };
}

function compareIdentifiers(a: string, b: string): number {
  const [x, y] = [/^\d+$/.test(a), /^\d+$/.test(b)];
  if (x && y) return Number(a) - Number(b);
  return x ? -1 : y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a.parts[i] !== b.parts[i]) return a.parts[i] - b.parts[i];
  // A release is above its prereleases; prereleases compare identifier by identifier, the shorter first.
  if (!a.pre.length || !b.pre.length) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i += 1) {
    if (a.pre[i] === undefined || b.pre[i] === undefined) return a.pre[i] === undefined ? -1 : 1;
    const order = compareIdentifiers(a.pre[i], b.pre[i]);
    if (order) return order;
  }
  return 0;
}

/** a < b for versions as share scopes key them; a number alone reads as one ('19' is 19.0.0). */
export function versionLt(a: string, b: string): boolean {
  const pad = (text: string) => (/^\d+(\.\d+)?$/.test(text) ? `${text}.0.0`.split('.').slice(0, 3).join('.') : text);
  const [x, y] = [parse(pad(a)), parse(pad(b))];
  return !!x && !!y && compare(x, y) < 0;
}

const version = (parts: number[], pre: string[] = []): Version => ({ parts, pre });

/** `parts` bumped at index `at` (1.2.3 at 1: 1.3.0); as an upper bound, the lowest prerelease of it (1.3.0-0). */
const bumped = (parts: number[], at: number, upperBound = true) =>
  version(
    [0, 1, 2].map((i) => (i < at ? parts[i] : i === at ? parts[i] + 1 : 0)),
    upperBound ? ['0'] : [],
  );

/** One word of a range (`^1.2`, `>=2`, `1.x`, `~0.3.1`) as plain comparators; null when it is not one. */
function comparators(word: string): Comparator[] | null {
  const match = PARTIAL.exec(word);
  if (!match) return null;
  const operator = match[1] ?? '';
  const wildcard = [2, 3, 4].findIndex((i) => match[i] === undefined || /^[x*]$/i.test(match[i]));
  const given = wildcard < 0 ? 3 : wildcard;
  const parts = [2, 3, 4].map((i, at) => (at < given ? Number(match[i]) : 0));
  const low = version(parts, given === 3 ? (match[5]?.split('.') ?? []) : []);
  if (given === 0) return operator === '<' || operator === '>' ? [['<', version([0, 0, 0], ['0'])]] : [];
  if (operator === '^') {
    const firstNonZero = parts.slice(0, given).findIndex((part) => part !== 0);
    return [
      ['>=', low],
      ['<', bumped(parts, firstNonZero < 0 ? given - 1 : firstNonZero)],
    ];
  }
  if (operator.startsWith('~'))
    return [
      ['>=', low],
      ['<', bumped(parts, given > 1 ? 1 : 0)],
    ];
  if (given < 3) {
    if (operator === '>') return [['>=', bumped(parts, given - 1, false)]];
    if (operator === '<=') return [['<', bumped(parts, given - 1)]];
    if (operator === '<') return [['<', version(parts, ['0'])]];
    if (operator === '' || operator === '=')
      return [
        ['>=', low],
        ['<', bumped(parts, given - 1)],
      ];
  }
  return [[operator || '=', low]];
}

const HOLDS: Record<string, (order: number) => boolean> = {
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
  '=': (order) => order === 0,
};

/** One `||` alternative as comparators (a hyphen range as >=low <=high); null when it does not parse. */
function alternative(text: string): Comparator[] | null {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
  const words = hyphen ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`] : text.split(/\s+/).filter(Boolean);
  const sets = words.map(comparators);
  return sets.includes(null) ? null : (sets as Comparator[][]).flat();
}

/** Whether `versionText` (a full x.y.z version) is within `range`. */
export function satisfy(versionText: string, range: string): boolean {
  const key = `${versionText}\u0000${range}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    const target = parse(versionText);
    answer =
      !!target &&
      range
        .replace(/(<=|>=|<|>|=|\^|~>?)\s+/g, '$1')
        .split('||')
        .some((text) =>
          alternative(text.trim())?.every(([operator, bound]) => HOLDS[operator](compare(target, bound))),
        );
    answers.set(key, answer);
  }
  return answer;
}

/**
 * Answers already given: a page start asks the same few questions (`19.3.1` in `^19`) once per shared module
 * and container, and each first asking runs cold regular expressions on the main thread.
 */
const answers = new Map<string, boolean>();
