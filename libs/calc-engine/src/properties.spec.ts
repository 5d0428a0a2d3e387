import { MAX_INPUT } from './coerce.js';
import { EXPENSE_KEYS, FLAG_FIELDS, NUMBER_FIELDS } from './fields.js';
import { normalizeInput } from './input.js';
import { calculatePaycheck, computePaycheck } from './paycheck.js';
import type { PaycheckFigures, PaycheckInputDraft } from './types.js';
import { pick, seededRandom, type Random } from './testing/seeded-random.js';

/** Values a form, query string or hand-written request body could send for a number. */
const JUNK_NUMBERS: readonly unknown[] = [
  '',
  ' ',
  'abc',
  '12abc',
  '1,000',
  '0x10',
  '-3',
  '1e400',
  NaN,
  Infinity,
  -Infinity,
  -5,
  -0.01,
  null,
  undefined,
  {},
  [],
  true,
  1e300,
  '1e12',
  7.5e8,
];
const FLAG_VALUES: readonly unknown[] = [true, false, 'true', 'false', 'TRUE', '', 'yes', 1, 0, null, undefined];
const FREQUENCIES: readonly unknown[] = ['daily', 'weekly', 'monthly', 'yearly', 'Monthly', '', undefined, 7];

function randomNumberish(random: Random): unknown {
  const roll = random();
  if (roll < 0.45) return Math.round(random() * 100_000) / 1000; // 0–100 with fractions of a cent
  if (roll < 0.6) return String(Math.round(random() * 500_000) / 100); // numeric text
  if (roll < 0.7) return Math.floor(random() * 80);
  if (roll < 0.75) return random() * 1e6;
  return pick(random, JUNK_NUMBERS);
}

function randomDraft(random: Random): PaycheckInputDraft {
  const draft: Record<string, unknown> = {};
  for (const field of NUMBER_FIELDS) if (random() < 0.8) draft[field] = randomNumberish(random);
  for (const field of FLAG_FIELDS) if (random() < 0.8) draft[field] = pick(random, FLAG_VALUES);
  const expenses: Record<string, unknown> = {};
  for (const key of EXPENSE_KEYS) {
    if (random() < 0.5) expenses[key] = { amount: randomNumberish(random), frequency: pick(random, FREQUENCIES) };
    else if (random() < 0.1) expenses[key] = pick(random, JUNK_NUMBERS);
  }
  draft.expenses = random() < 0.9 ? expenses : pick(random, JUNK_NUMBERS);
  return draft;
}

function everyNumber(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(everyNumber);
  return [];
}

/** Cent tolerance plus float noise, which only matters for absurd inputs near MAX_INPUT. */
const tolerance = (cents: number, ...terms: number[]) => cents + 1e-12 * Math.max(1, ...terms.map(Math.abs));

const CASES = 5000;
const drafts = Array.from({ length: CASES }, (_, seed) => randomDraft(seededRandom(seed + 1)));

/** Cases that break a property, as seeds, so a failure names the inputs to replay. */
function failingSeeds(holds: (draft: PaycheckInputDraft) => boolean): number[] {
  return drafts.flatMap((draft, index) => (holds(draft) ? [] : [index + 1]));
}

const HALF_CENT = 0.005;

describe(`properties over ${CASES} random inputs, junk included`, () => {
  it('never outputs NaN or Infinity', () => {
    expect(failingSeeds((draft) => everyNumber(calculatePaycheck(draft)).every(Number.isFinite))).toEqual([]);
  });

  it('cleans every input: finite numbers in 0..MAX_INPUT, whole days in 1..7', () => {
    const clean = (draft: PaycheckInputDraft) => {
      const input = normalizeInput(draft);
      const days = input.daysWorked;
      return (
        everyNumber(input).every((n) => n >= 0 && n <= MAX_INPUT) && Number.isInteger(days) && days >= 1 && days <= 7
      );
    };
    expect(failingSeeds(clean)).toEqual([]);
  });

  it('rounds each figure to within half a cent of its unrounded value', () => {
    const close = (draft: PaycheckInputDraft) => {
      const exact = computePaycheck(normalizeInput(draft));
      const rounded = calculatePaycheck(draft);
      return (Object.keys(exact) as (keyof PaycheckFigures)[]).every(
        (key) => Math.abs(rounded[key] - exact[key]) <= tolerance(HALF_CENT, exact[key]),
      );
    };
    expect(failingSeeds(close)).toEqual([]);
  });

  it('keeps netPay = grossPay − totalDeductions − unionDuesAmount', () => {
    const holds = (draft: PaycheckInputDraft) => {
      const exact = computePaycheck(normalizeInput(draft));
      const { netPay, grossPay, totalDeductions, unionDuesAmount } = calculatePaycheck(draft);
      const terms = [grossPay, totalDeductions, unionDuesAmount];
      // Rounded net sits within half a cent of the unrounded relation…
      const unrounded = exact.grossPay - exact.totalDeductions - exact.unionDuesAmount;
      // …and within four half cents (one per rounded figure) of the rounded parts.
      const fromRoundedParts = grossPay - totalDeductions - unionDuesAmount;
      return (
        Math.abs(netPay - unrounded) <= tolerance(HALF_CENT, ...terms) &&
        Math.abs(netPay - fromRoundedParts) <= tolerance(4 * HALF_CENT, ...terms)
      );
    };
    expect(failingSeeds(holds)).toEqual([]);
  });

  it('keeps leftOver = netPay − totalExpenses, and netAfterExpenses === leftOver', () => {
    const holds = (draft: PaycheckInputDraft) => {
      const exact = computePaycheck(normalizeInput(draft));
      const { leftOver, netAfterExpenses, netPay, totalExpenses } = calculatePaycheck(draft);
      return (
        netAfterExpenses === leftOver &&
        Math.abs(leftOver - (exact.netPay - exact.totalExpenses)) <= tolerance(HALF_CENT, netPay, totalExpenses) &&
        Math.abs(leftOver - (netPay - totalExpenses)) <= tolerance(3 * HALF_CENT, netPay, totalExpenses)
      );
    };
    expect(failingSeeds(holds)).toEqual([]);
  });

  it('keeps per diem out of taxable gross and union benefits out of gross pay', () => {
    // taxableGrossPay = grossPay − perDiemTotal + unionBenefitsTotal; totalPackage = netPay + unionBenefitsTotal.
    const holds = (draft: PaycheckInputDraft) => {
      const f = computePaycheck(normalizeInput(draft));
      const scale = [f.grossPay, f.taxableGrossPay, f.unionBenefitsTotal, f.netPay];
      return (
        Math.abs(f.taxableGrossPay - (f.grossPay - f.perDiemTotal + f.unionBenefitsTotal)) <= tolerance(0, ...scale) &&
        Math.abs(f.totalPackage - (f.netPay + f.unionBenefitsTotal)) <= tolerance(0, ...scale)
      );
    };
    expect(failingSeeds(holds)).toEqual([]);
  });

  it('gives the same result for a draft and its normalised input', () => {
    const same = (draft: PaycheckInputDraft) =>
      JSON.stringify(calculatePaycheck(draft)) === JSON.stringify(calculatePaycheck(normalizeInput(draft)));
    expect(failingSeeds(same)).toEqual([]);
  });
});
