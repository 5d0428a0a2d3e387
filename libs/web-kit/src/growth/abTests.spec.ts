import { AB_TESTS } from '@takehome/contracts';
import {
  abTestById,
  createAbStore,
  pickVariant,
  SAVED_VARIANTS_KEY,
  type AbStoreDeps,
  type SavedVariants,
} from './abTests';
import type { KeyValueStorage } from './storage';

const emailTest = abTestById('email_capture_copy_test');
const timingTest = abTestById('upgrade_prompt_timing_test');

/** Hands out the given numbers in turn. */
const randoms = (...values: number[]) => jest.fn(() => values.shift() ?? 0);

/** A small seeded generator (mulberry32), so the weight test is repeatable. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function memory(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

describe('pickVariant', () => {
  it('enters trafficSplit percent of visitors; the others get the control, outside the test', () => {
    expect(pickVariant(timingTest, randoms(0.7999, 0))).toEqual({ variantId: 'control', inTest: true });
    expect(pickVariant(timingTest, randoms(0.8, 0.99))).toEqual({ variantId: 'control', inTest: false });
    expect(pickVariant(emailTest, randoms(0.9999, 0.99))).toEqual({ variantId: 'variant_a', inTest: true });
  });

  it('picks by cumulative weight (33 / 33 / 34)', () => {
    const pick = (point: number) => pickVariant(timingTest, randoms(0, point)).variantId;
    expect(pick(0)).toBe('control');
    expect(pick(0.3299)).toBe('control');
    expect(pick(0.33)).toBe('variant_a');
    expect(pick(0.6599)).toBe('variant_a');
    expect(pick(0.66)).toBe('variant_b');
    expect(pick(0.9999)).toBe('variant_b');
  });

  it('matches the weights and the traffic split over many visitors', () => {
    const random = seeded(42);
    const counts: Record<string, number> = { control: 0, variant_a: 0, variant_b: 0, outside: 0 };
    const visitors = 20_000;
    for (let i = 0; i < visitors; i++) {
      const { variantId, inTest } = pickVariant(timingTest, random);
      counts[inTest ? variantId : 'outside'] += 1;
    }
    expect(counts.outside / visitors).toBeCloseTo(0.2, 1);
    const inTest = visitors - counts.outside;
    expect(Math.abs(counts.control / inTest - 0.33)).toBeLessThan(0.015);
    expect(Math.abs(counts.variant_a / inTest - 0.33)).toBeLessThan(0.015);
    expect(Math.abs(counts.variant_b / inTest - 0.34)).toBeLessThan(0.015);
  });

  it('knows both tests of docs/product/funnel.md', () => {
    expect(AB_TESTS.map((test) => [test.id, test.trafficSplit, test.minimumSampleSize])).toEqual([
      ['email_capture_copy_test', 100, 200],
      ['upgrade_prompt_timing_test', 80, 300],
    ]);
  });
});

describe('createAbStore', () => {
  function store({
    storage = memory(),
    random = randoms(0.1, 0.5),
    track = jest.fn((..._args: Parameters<AbStoreDeps['track']>) => true),
  } = {}) {
    return { storage, random, track, abTests: createAbStore({ storage, now: () => 1_000, random, track }) };
  }

  it('assigns once, saves the assignment under the saved-variants key and keeps it', () => {
    const { abTests, storage, random } = store();

    const first = abTests.assignmentOf('upgrade_prompt_timing_test');
    expect(first).toMatchObject({ variantId: 'variant_a', inTest: true, assignedAt: 1_000 });
    expect(abTests.assignmentOf('upgrade_prompt_timing_test')).toBe(first);
    expect(random).toHaveBeenCalledTimes(2);

    const saved = JSON.parse(storage.values.get(SAVED_VARIANTS_KEY)!) as SavedVariants;
    expect(saved.upgrade_prompt_timing_test?.variantId).toBe('variant_a');

    const reloaded = createAbStore({ storage, now: () => 2_000, random: randoms(0.99, 0.99), track: jest.fn() });
    expect(reloaded.assignmentOf('upgrade_prompt_timing_test').variantId).toBe('variant_a');
  });

  it('assigns afresh when the saved variant no longer exists or the saved value is unreadable', () => {
    const storage = memory();
    storage.setItem(
      SAVED_VARIANTS_KEY,
      JSON.stringify({ email_capture_copy_test: { variantId: 'gone', inTest: true } }),
    );
    expect(store({ storage, random: randoms(0, 0.9) }).abTests.assignmentOf('email_capture_copy_test').variantId).toBe(
      'variant_a',
    );

    storage.setItem(SAVED_VARIANTS_KEY, 'null');
    expect(store({ storage, random: randoms(0, 0) }).abTests.assignmentOf('email_capture_copy_test').variantId).toBe(
      'control',
    );
  });

  it('tracks assigned, impression and conversion once each per assignment', () => {
    const { abTests, track, storage } = store();

    for (let i = 0; i < 3; i++) {
      abTests.trackOnce('upgrade_prompt_timing_test', 'assigned');
      abTests.trackOnce('upgrade_prompt_timing_test', 'impression');
      abTests.trackOnce('upgrade_prompt_timing_test', 'conversion');
    }

    const props = { testId: 'upgrade_prompt_timing_test', variantId: 'variant_a' };
    expect(track.mock.calls).toEqual([
      ['ab_assigned', props],
      ['ab_impression', props],
      ['ab_conversion', props],
    ]);

    const reloaded = createAbStore({ storage, now: () => 0, random: Math.random, track });
    reloaded.trackOnce('upgrade_prompt_timing_test', 'impression');
    expect(track).toHaveBeenCalledTimes(3);
  });

  it('never counts a visitor outside the traffic split', () => {
    const { abTests, track } = store({ random: randoms(0.85, 0.9) });

    expect(abTests.assignmentOf('upgrade_prompt_timing_test')).toMatchObject({ variantId: 'control', inTest: false });
    abTests.trackOnce('upgrade_prompt_timing_test', 'assigned');
    abTests.trackOnce('upgrade_prompt_timing_test', 'impression');
    abTests.trackOnce('upgrade_prompt_timing_test', 'conversion');
    expect(track).not.toHaveBeenCalled();
  });

  it('marks nothing as sent while Do Not Track drops the events', () => {
    const track = jest.fn((..._args: Parameters<AbStoreDeps['track']>) => false);
    const { abTests, storage } = store({ track });

    abTests.trackOnce('email_capture_copy_test', 'impression');
    abTests.trackOnce('email_capture_copy_test', 'impression');

    expect(track).toHaveBeenCalledTimes(2);
    const saved = JSON.parse(storage.values.get(SAVED_VARIANTS_KEY)!) as SavedVariants;
    expect(saved.email_capture_copy_test?.tracked.impression).toBe(false);
  });
});
