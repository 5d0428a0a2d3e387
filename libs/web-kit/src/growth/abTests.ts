// docs/product/funnel.md A/B tests: a weighted random variant per test, kept locally, tracked with assigned,
// impression and conversion events, each once per assignment.
import { AB_TESTS, type AbTestDefinition, type AbTestId } from '@takehome/contracts';
import { readJson, writeJson, type KeyValueStorage } from './storage';
import type { TrackProps } from './tracker';

/** The saved-variants key of docs/product/funnel.md. */
export const SAVED_VARIANTS_KEY = 'takehome.abVariants';

export type AbEventKind = 'assigned' | 'impression' | 'conversion';

export interface AbAssignment {
  variantId: string;
  /** False for visitors outside the test's traffic split: they see the control and are never counted. */
  inTest: boolean;
  assignedAt: number;
  tracked: Record<AbEventKind, boolean>;
}

export type SavedVariants = Partial<Record<AbTestId, AbAssignment>>;

export type AbTestOf<T extends AbTestId> = Extract<(typeof AB_TESTS)[number], { id: T }>;
export type AbVariantConfig<T extends AbTestId> = AbTestOf<T>['variants'][number]['config'];
export type AbVariantId<T extends AbTestId> = AbTestOf<T>['variants'][number]['id'];

const EVENT_NAMES = { assigned: 'ab_assigned', impression: 'ab_impression', conversion: 'ab_conversion' } as const;

export function abTestById<T extends AbTestId>(testId: T): AbTestOf<T> {
  return AB_TESTS.find((test) => test.id === testId) as AbTestOf<T>;
}

export function controlOf(test: AbTestDefinition) {
  return test.variants.find((variant) => variant.id === 'control') ?? test.variants[0];
}

/** Enters trafficSplit percent of visitors, then picks a variant with probability weight / Σ weights. */
export function pickVariant(test: AbTestDefinition, random: () => number): Pick<AbAssignment, 'variantId' | 'inTest'> {
  if (random() * 100 >= test.trafficSplit) return { variantId: controlOf(test).id, inTest: false };
  const totalWeight = test.variants.reduce((sum, variant) => sum + variant.weight, 0);
  let point = random() * totalWeight;
  for (const variant of test.variants) {
    point -= variant.weight;
    if (point < 0) return { variantId: variant.id, inTest: true };
  }
  return { variantId: test.variants[test.variants.length - 1].id, inTest: true };
}

export interface AbStoreDeps {
  storage: KeyValueStorage;
  now: () => number;
  random: () => number;
  /** Queues one funnel event; false when it was not queued (Do Not Track). */
  track: (name: (typeof EVENT_NAMES)[AbEventKind], props: TrackProps) => boolean;
}

export interface AbStore {
  /** The visitor's assignment to `testId`, made and saved on first use. */
  assignmentOf: (testId: AbTestId) => AbAssignment;
  /** Sends the assignment's `kind` event unless it was sent already or the visitor is outside the test. */
  trackOnce: (testId: AbTestId, kind: AbEventKind) => void;
}

function isCurrent(test: AbTestDefinition, assignment: AbAssignment | undefined): assignment is AbAssignment {
  return !!assignment && test.variants.some((variant) => variant.id === assignment.variantId);
}

export function createAbStore(deps: AbStoreDeps): AbStore {
  const stored = readJson<SavedVariants | null>(deps.storage, SAVED_VARIANTS_KEY, null);
  const saved: SavedVariants = stored && typeof stored === 'object' ? stored : {};

  function save(testId: AbTestId, assignment: AbAssignment) {
    saved[testId] = assignment;
    writeJson(deps.storage, SAVED_VARIANTS_KEY, saved);
  }

  function assignmentOf(testId: AbTestId): AbAssignment {
    const test = abTestById(testId);
    const current = saved[testId];
    if (isCurrent(test, current)) return current;
    const assignment: AbAssignment = {
      ...pickVariant(test, deps.random),
      assignedAt: deps.now(),
      tracked: { assigned: false, impression: false, conversion: false },
    };
    save(testId, assignment);
    return assignment;
  }

  function trackOnce(testId: AbTestId, kind: AbEventKind) {
    const assignment = assignmentOf(testId);
    if (!assignment.inTest || assignment.tracked[kind]) return;
    if (!deps.track(EVENT_NAMES[kind], { testId, variantId: assignment.variantId })) return;
    save(testId, { ...assignment, tracked: { ...assignment.tracked, [kind]: true } });
  }

  return { assignmentOf, trackOnce };
}
